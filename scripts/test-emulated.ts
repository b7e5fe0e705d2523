// `npm run test:emulated`: the API and rules suites and the browser suite at the same time,
// each on its own set of emulators (docs/decisions/0030-two-emulator-sets.md), both sending
// mail to one mailbox; the shop's set runs a few API files after the browser suite. Each line
// of output starts with its set's name; the run fails if either set's run fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { prepareEmulators } from './lib/firebase-cli.ts';
import type { EmulatorSet } from './lib/local-contract.ts';
import { startMailbox } from './lib/mailbox.ts';

/**
 * API files that the shop's set runs after the browser suite, so that the two sets finish at
 * about the same time, as they did when the browser suite was the shorter (about 175 s against
 * 300 s). With axe on every screen it is now the longer (docs/testing.md), and these files
 * would finish sooner on the other set. They are left out of the other set's run, so every
 * file runs once.
 */
const apiFilesAfterBrowser = [
  'tests/api/order-emails.test.ts',
  'tests/api/document-requests.test.ts',
];

const runs: { set: EmulatorSet; command: string }[] = [
  {
    set: 'api-tests',
    command: [
      'vitest run --project api --project rules',
      ...apiFilesAfterBrowser.map((file) => `--exclude ${file}`),
    ].join(' '),
  },
  {
    set: 'shop',
    command: `vitest run --project browser && vitest run --project api ${apiFilesAfterBrowser.join(' ')}`,
  },
];

// Generates the local secrets and the Firestore emulator's jar now, once: two sets starting
// on a fresh clone would otherwise each write them.
prepareEmulators();
const mailbox = await startMailbox();
const codes = await Promise.all(runs.map(runOn));
await mailbox.close();
process.exit(codes.every((code) => code === 0) ? 0 : 1);

function runOn({ set, command }: (typeof runs)[number]): Promise<number> {
  const child = spawn('node', ['scripts/emulators.ts', 'exec', command], {
    env: { ...process.env, MOTO_PARTS_EMULATORS: set, MOTO_PARTS_MAILBOX: 'shared' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${set.padEnd(Math.max(...runs.map((run) => run.set.length)))} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => target.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
