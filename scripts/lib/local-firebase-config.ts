// The emulators run from a copy of firebase.json whose Content-Security-Policy also lets the
// page reach the local Auth and Firestore emulators and the Stripe sandbox, and whose ports are the emulator
// set's (local-contract.ts). firebase.json itself is the deployed configuration and names no
// development host (docs/decisions/0020-security-review.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { emulatorSet, host, ports } from './local-contract.ts';

const root = new URL('../../', import.meta.url);
/** Beside firebase.json, so the paths inside it (web/dist, functions, rules) stay right. */
export const localFirebaseConfig = fileURLToPath(
  new URL(
    emulatorSet === 'shop' ? 'firebase.local.json' : `firebase.local.${emulatorSet}.json`,
    root,
  ),
);

const authEmulator = `http://${host}:${ports.auth}`;
const firestoreEmulator = `http://${host}:${ports.firestore}`;
const stripeSandbox = `http://${host}:${ports.stripe}`;

/**
 * Which local origins each directive gains: Stripe.js and its frames, Auth's calls and helper,
 * and Firestore's (a signed-in rider's cart, web/src/lib/firestore.ts).
 */
const localOrigins: Record<string, string[]> = {
  'script-src': [stripeSandbox],
  'connect-src': [authEmulator, firestoreEmulator, stripeSandbox],
  'frame-src': [authEmulator, stripeSandbox],
};

/** `policy` with the local origins added to the directives that need them. */
export function withLocalOrigins(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = ''] = directive.trim().split(/\s+/);
      const extra = localOrigins[name];
      return extra ? `${directive.trim()} ${extra.join(' ')}` : directive.trim();
    })
    .join('; ');
}

interface FirebaseConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  emulators: Record<string, { host?: string; port?: number; websocketPort?: number }>;
}

/** Writes firebase.local[.<set>].json (git-ignored) from firebase.json; answers its path. */
export function writeLocalFirebaseConfig(): string {
  const config = JSON.parse(readFileSync(new URL('firebase.json', root), 'utf8')) as FirebaseConfig;
  // Every emulator that listens, the Functions emulator's Eventarc included, at the set's port.
  for (const name of [
    'hub',
    'logging',
    'auth',
    'functions',
    'hosting',
    'tasks',
    'eventarc',
  ] as const) {
    config.emulators[name] = { host, port: ports[name] };
  }
  config.emulators.firestore = {
    host,
    port: ports.firestore,
    websocketPort: ports.firestoreWebSocket,
  };
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = withLocalOrigins(header.value);
    }
  }
  writeFileSync(localFirebaseConfig, `${JSON.stringify(config, null, 2)}\n`);
  return localFirebaseConfig;
}
