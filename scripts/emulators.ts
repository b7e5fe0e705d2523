// Runs a command while the shop's emulators, the Stripe sandbox and the mailbox are up, then
// stops them:
//   node scripts/emulators.ts exec '<command>'
// The emulators start empty each time (no import). MOTO_PARTS_EMULATORS picks the emulator
// set (scripts/lib/local-contract.ts); MOTO_PARTS_MAILBOX=shared says that the caller runs
// the mailbox, as `npm run test:emulated` does for its two sets (scripts/test-emulated.ts).
import { spawnEmulators } from './lib/firebase-cli.ts';
import { ensureLocalSecrets } from './lib/local-secrets.ts';
import { startMailbox } from './lib/mailbox.ts';
import { startStripeSandbox } from './lib/stripe-sandbox.ts';

const [command, script] = process.argv.slice(2);
if (command !== 'exec' || !script) {
  console.error("usage: node scripts/emulators.ts exec '<command>'");
  process.exit(2);
}

ensureLocalSecrets();
const stripe = await startStripeSandbox();
const mailbox = process.env.MOTO_PARTS_MAILBOX === 'shared' ? undefined : await startMailbox();
const child = spawnEmulators('exec', [script]);
child.on('exit', (code, signal) => {
  void Promise.allSettled([stripe.close(), mailbox?.close()]).finally(() =>
    process.exit(code ?? (signal ? 1 : 0)),
  );
});
