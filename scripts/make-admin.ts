// `npm run make-admin -- <email> [--project <id>]`: makes the account with this email an
// admin. With a real project id it uses Google's application default credentials
// (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS); with the
// default `demo-` project it works on the running emulators.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorAdmin } from './lib/emulator-admin.ts';
import { makeAdminByEmail } from './lib/make-admin.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' } },
});
const [email] = positionals;
if (!email) {
  console.error('usage: npm run make-admin -- <email> [--project <project-id>]');
  process.exit(2);
}

const firebaserc = JSON.parse(readFileSync('.firebaserc', 'utf8')) as {
  projects: { default: string };
};
const projectId = values.project ?? firebaserc.projects.default;

function admin() {
  if (projectId.startsWith('demo-')) return emulatorAdmin();
  const app = initializeApp({ projectId });
  return { auth: getAuth(app), db: getFirestore(app) };
}

try {
  const uid = await makeAdminByEmail(admin(), email);
  console.log(`${email} (${uid}) is now an admin of ${projectId}.`);
} catch (error) {
  console.error(`Could not make ${email} an admin of ${projectId}: ${(error as Error).message}`);
  process.exit(1);
}
