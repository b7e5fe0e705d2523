import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * The Functions emulator reads secrets from functions/.secret.local and stops to ask on the
 * terminal for any that is missing (and hangs where there is no terminal, as in CI). So every
 * secret the API declares gets a generated local value here. The file is gitignored.
 */
const secretsFile = new URL('../../functions/.secret.local', import.meta.url);

const generated = {
  ACCESS_TOKEN_SECRET: () => randomBytes(32).toString('hex'),
};
type SecretName = keyof typeof generated;

export function ensureLocalSecrets() {
  const current = existsSync(secretsFile) ? readFileSync(secretsFile, 'utf8') : '';
  const present = new Set(
    current.split('\n').flatMap((line) => /^([A-Z0-9_]+)=./.exec(line)?.slice(1) ?? []),
  );
  const missing = (Object.keys(generated) as SecretName[]).filter((name) => !present.has(name));
  if (missing.length === 0) return;
  const lines = missing.map((name) => `${name}=${generated[name]()}`);
  const prefix = current === '' || current.endsWith('\n') ? current : `${current}\n`;
  writeFileSync(secretsFile, `${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
  console.log(`Generated local secrets: ${missing.join(', ')} (functions/.secret.local)`);
}
