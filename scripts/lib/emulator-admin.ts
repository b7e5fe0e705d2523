import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorEnv, projectId } from './local-contract.ts';

/** firebase-admin pointed at the local emulators; never at a live project. */
export function emulatorAdmin() {
  Object.assign(process.env, emulatorEnv);
  const app =
    getApps().find((existing) => existing.name === 'local') ??
    initializeApp({ projectId }, 'local');
  return { db: getFirestore(app), auth: getAuth(app) };
}
