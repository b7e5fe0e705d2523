// `npm run test:emulated`: the API and rules suites and the browser suite at the same time,
// each on its own set of emulators (docs/decisions/0030-two-emulator-sets.md), both sending
// mail to one mailbox. Each line of output starts with its suite's name; the run fails if
// either suite fails.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { prepareEmulators } from './lib/firebase-cli.ts';
import type { EmulatorSet } from './lib/local-contract.ts';
import { startMailbox } from './lib/mailbox.ts';

const suites: { name: string; set: EmulatorSet; command: string }[] = [
  { name: 'api', set: 'api-tests', command: 'vitest run --project api --project rules' },
  { name: 'browser', set: 'shop', command: 'vitest run --project browser' },
];

// Generates the local secrets and the Firestore emulator's jar now, once: two sets starting
// on a fresh clone would otherwise each write them.
prepareEmulators();
const mailbox = await startMailbox();
const codes = await Promise.all(suites.map(runSuite));
await mailbox.close();
process.exit(codes.every((code) => code === 0) ? 0 : 1);

function runSuite({ name, set, command }: (typeof suites)[number]): Promise<number> {
  const child = spawn('node', ['scripts/emulators.ts', 'exec', command], {
    env: { ...process.env, MOTO_PARTS_EMULATORS: set, MOTO_PARTS_MAILBOX: 'shared' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `${name.padEnd(Math.max(...suites.map((suite) => suite.name.length)))} │ `;
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => target.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
