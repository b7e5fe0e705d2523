import { spawn, type ChildProcess } from 'node:child_process';
import { emulators, projectId } from './local-contract.ts';
import { firestoreEmulatorEnv } from './firestore-emulator-jar.ts';
import { ensureLocalSecrets } from './local-secrets.ts';

/** Everything the emulators need before they start, so that they never stop to ask. */
export function prepareEmulators(): NodeJS.ProcessEnv {
  ensureLocalSecrets();
  return { ...process.env, ...firestoreEmulatorEnv(), NO_UPDATE_NOTIFIER: '1' };
}

/** `firebase emulators:<command>` for the shop's emulators and demo project. */
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
      ...args,
    ],
    { env: prepareEmulators(), stdio: 'inherit', detached: options.detached },
  );
}
