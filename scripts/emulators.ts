// Runs a command while the shop's emulators are up, then stops them:
//   node scripts/emulators.ts exec '<command>'
// Used by `npm run test:emulated`. The emulators start empty each time (no import).
import { spawnEmulators } from './lib/firebase-cli.ts';

const [command, script] = process.argv.slice(2);
if (command !== 'exec' || !script) {
  console.error("usage: node scripts/emulators.ts exec '<command>'");
  process.exit(2);
}

const child = spawnEmulators('exec', [script]);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
