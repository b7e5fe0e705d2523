// `npm run make-admin -- <email> [--project <id>]`: makes the account with this email an
// admin. With a real project id it uses Google's application default credentials
// (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS); with the
// default `demo-` project it works on the running emulators.
import { parseArgs } from 'node:util';
import { makeAdminByEmail } from './lib/make-admin.ts';
import { projectAdmin } from './lib/project-admin.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string' } },
});
const [email] = positionals;
if (!email) {
  console.error('usage: npm run make-admin -- <email> [--project <project-id>]');
  process.exit(2);
}

const { projectId, ...admin } = projectAdmin(values.project);

try {
  const uid = await makeAdminByEmail(admin, email);
  console.log(`${email} (${uid}) is now an admin of ${projectId}.`);
} catch (error) {
  console.error(`Could not make ${email} an admin of ${projectId}: ${(error as Error).message}`);
  process.exit(1);
}
