// `npm start`: builds the shop, starts the emulators with the data of the last run, seeds an
// empty database, and prints where everything is. Ctrl-C stops it all and saves the data.
import { execFileSync } from 'node:child_process';
import { defaultOrderHoldMinutes } from '../functions/src/lib/limits.ts';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { lazyStripe } from '../functions/src/lib/stripe-client.ts';
import { emulatorAdmin } from './lib/emulator-admin.ts';
import { spawnEmulators } from './lib/firebase-cli.ts';
import {
  apiUrl,
  demoAccounts,
  demoPassword,
  mailbox,
  ports,
  projectId,
  shopUrl,
  stripeSandbox,
} from './lib/local-contract.ts';
import { ensureLocalSecrets } from './lib/local-secrets.ts';
import { startMailbox } from './lib/mailbox.ts';
import { migrateData } from './lib/migrations.ts';
import { startStripeSandbox } from './lib/stripe-sandbox.ts';
import { seedIfEmpty } from './seed/seed-database.ts';
import { seedParts } from './seed/catalogue.ts';

const dataDir = '.emulator-data';

execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

ensureLocalSecrets();
const stripe = await startStripeSandbox();
const mailboxServer = await startMailbox();

const importArgs = existsSync(`${dataDir}/firebase-export-metadata.json`)
  ? ['--import', dataDir]
  : [];
// Own process group, so that one Ctrl-C reaches firebase-tools exactly once (a second
// SIGINT would make it skip the export) and it can stop the Java emulator it started.
const emulators = spawnEmulators('start', [...importArgs, '--export-on-exit', dataDir], {
  detached: true,
});

let stopping = false;
const stop = () => {
  if (stopping || emulators.pid === undefined) return;
  stopping = true;
  console.log('\nStopping the emulators and saving the data to .emulator-data …');
  process.kill(-emulators.pid, 'SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulators.on('exit', (code) => {
  void Promise.allSettled([stripe.close(), mailboxServer.close()]).finally(() =>
    process.exit(stopping ? 0 : (code ?? 1)),
  );
});

await waitUntilReady();
const { catalogueSeeded } = await seedIfEmpty(emulatorAdmin());
// Data of an earlier run may predate the order lifecycle (docs/decisions/0019-order-lifecycle.md),
// lots (0035), part numbers (0036), the sales rollups (0041) or the parts' earliest hold end
// (0047): migrated once, then only the schema version is read. The demo's parts get the seed's
// numbers.
await migrateData(
  emulatorAdmin().db,
  await lazyStripe(() => stripeSandbox.secretKey, stripeSandbox.url)(),
  projectId,
  { skuOf: (id) => seedParts.find((part) => part.id === id) },
);

console.log(`
  moto-parts is running at ${shopUrl}   (API: ${apiUrl})
  ${catalogueSeeded ? 'Seeded the catalogue into the empty database.' : 'Using the data of the last run (.emulator-data).'}

  Demo accounts (password: ${demoPassword})
${demoAccounts.map((account) => `    ${account.email.padEnd(24)} ${'role' in account ? 'admin' : 'customer'}`).join('\n')}

  Emulators: hosting ${ports.hosting}, functions ${ports.functions}, firestore ${ports.firestore}, auth ${ports.auth}
  Stripe sandbox: ${stripeSandbox.url} (test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined)
  Mailbox: ${mailbox.url} (every email the shop sends, SMTP ${mailbox.smtpHost}:${mailbox.smtpPort})
  Unpaid orders hold their units for ${process.env.ORDER_HOLD_MINUTES || defaultOrderHoldMinutes} minutes (ORDER_HOLD_MINUTES=<n> npm start to change it)
  Press Ctrl-C to stop (the data is kept for the next start).
`);

async function waitUntilReady() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${apiUrl}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(1000);
  }
  console.error('The emulators did not come up within 3 minutes.');
  stop();
}
