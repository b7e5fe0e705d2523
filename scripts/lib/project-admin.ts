import { readFileSync } from 'node:fs';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorAdmin } from './emulator-admin.ts';

/**
 * firebase-admin for the scripts an operator runs (`make-admin`, `migrate-orders`): `project`
 * or .firebaserc's default. A real project id uses Google's application default credentials
 * (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS); a `demo-`
 * one the running emulators.
 */
export function projectAdmin(project?: string) {
  const firebaserc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as {
    projects: { default: string };
  };
  const projectId = project ?? firebaserc.projects.default;
  if (projectId.startsWith('demo-')) return { projectId, ...emulatorAdmin() };
  const app = initializeApp({ projectId });
  return { projectId, auth: getAuth(app), db: getFirestore(app) };
}
