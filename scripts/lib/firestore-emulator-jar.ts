import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Chooses the Firestore emulator jar so that the same commands work offline here and on a
 * laptop with internet (docs/decisions/0004-firestore-emulator-offline.md):
 * 1. the jar firebase-tools has cached already: nothing to do;
 * 2. else the Google Cloud CLI's emulator (Debian's google-cloud-cli-firestore-emulator),
 *    behind a manifest-only wrapper jar, because that jar has no Main-Class;
 * 3. else nothing: firebase-tools downloads its jar as usual.
 * Returns the environment to start firebase-tools with.
 */
export function firestoreEmulatorEnv(): Record<string, string> {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  if (existsSync(cachedFirebaseJar())) return {};
  const cloudJar = googleCloudJar();
  if (!cloudJar) return {};
  const wrapper = wrapperJar(cloudJar);
  return wrapper ? { FIRESTORE_EMULATOR_BINARY_PATH: wrapper } : {};
}

function cachedFirebaseJar() {
  const require = createRequire(import.meta.url);
  const toolsDir = dirname(require.resolve('firebase-tools/package.json'));
  const info = JSON.parse(
    readFileSync(join(toolsDir, 'lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  ) as { firestore: { downloadPathRelativeToCacheDir: string } };
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
  return join(cacheDir, info.firestore.downloadPathRelativeToCacheDir);
}

const jarName = 'cloud-firestore-emulator.jar';

function googleCloudJar(): string | undefined {
  const candidates = [`/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/${jarName}`];
  try {
    const listed = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    candidates.unshift(...listed.split('\n').filter((path) => path.endsWith(`/${jarName}`)));
  } catch {
    // No dpkg or no such package: only the usual install path is tried.
  }
  return candidates.find((path) => existsSync(path));
}

function wrapperJar(cloudJar: string): string | undefined {
  const dir = new URL('../../.cache/firestore-emulator/', import.meta.url).pathname;
  const wrapper = join(dir, 'wrapper.jar');
  const manifest = [
    'Manifest-Version: 1.0',
    'Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `Class-Path: file:${cloudJar}`,
    '',
  ].join('\n');
  const manifestFile = join(dir, 'MANIFEST.MF');
  if (existsSync(wrapper) && readFileSync(manifestFile, 'utf8') === manifest) return wrapper;
  mkdirSync(dir, { recursive: true });
  writeFileSync(manifestFile, manifest);
  try {
    execFileSync('jar', ['cfm', wrapper, manifestFile], { stdio: 'ignore' });
    return wrapper;
  } catch {
    return undefined; // No JDK `jar` tool: let firebase-tools download its own jar.
  }
}
