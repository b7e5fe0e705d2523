import { spawn, type ChildProcess } from 'node:child_process';
import { emulators, projectId } from './local-contract.ts';
import { firestoreEmulatorEnv } from './firestore-emulator-jar.ts';
import { writeLocalFirebaseConfig } from './local-firebase-config.ts';
import { ensureLocalSecrets } from './local-secrets.ts';

/** Everything the emulators need before they start, so that they never stop to ask. */
export function prepareEmulators(): NodeJS.ProcessEnv {
  ensureLocalSecrets();
  return {
    ...process.env,
    ...firestoreEmulatorEnv(),
    NO_UPDATE_NOTIFIER: '1',
    // The Functions emulator serves each request in-flight in its own Node process, and by
    // default starts up to 50 of them: a burst of orders then starves a small machine until
    // requests time out. Two workers (one per core) queue the rest and answer every request
    // (docs/decisions/0012-orders-and-stock.md).
    FUNCTIONS_EMULATOR_PARALLEL: '2',
  };
}

/**
 * `firebase emulators:<command>` for the shop's emulators and demo project, from
 * firebase.local.json (firebase.json with the local origins in its CSP).
 */
export function spawnEmulators(
  command: 'start' | 'exec',
  args: string[],
  options: { detached?: boolean } = {},
): ChildProcess {
  return spawn(
    'firebase',
    [
      `emulators:${command}`,
      '--project',
      projectId,
      '--only',
      emulators.join(','),
      '--non-interactive',
      '--config',
      writeLocalFirebaseConfig(),
      ...args,
    ],
    { env: prepareEmulators(), stdio: 'inherit', detached: options.detached },
  );
}
