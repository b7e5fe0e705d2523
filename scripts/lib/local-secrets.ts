import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mailbox, projectId, shopUrl, stripeSandbox } from './local-contract.ts';

/**
 * The Functions emulator reads secrets from functions/.secret.local and stops to ask on the
 * terminal for any that is missing (and hangs where there is no terminal, as in CI). So every
 * secret the API declares gets a generated local value here, one for both emulator sets.
 * The addresses the API needs differ per set: they go to functions/.env.<project>, which the
 * emulator reads for that project only. All these files are gitignored.
 */
const secretsFile = new URL('../../functions/.secret.local', import.meta.url);
const envFile = new URL(`../../functions/.env.${projectId}`, import.meta.url);
/** Read by the emulator after .env.<project>: the generated names must not linger there. */
const developerEnvFile = new URL('../../functions/.env.local', import.meta.url);

const generated = {
  ACCESS_TOKEN_SECRET: () => randomBytes(32).toString('hex'),
  // The sandbox's key: with it the API talks to the local Stripe sandbox (see below). Put a
  // real `sk_test_…` here (and its webhook secret) to use Stripe's test mode (docs/deploying.md).
  STRIPE_SECRET_KEY: () => stripeSandbox.secretKey,
  STRIPE_WEBHOOK_SECRET: () => `whsec_${randomBytes(24).toString('hex')}`,
  // Order emails go to the local mailbox (scripts/lib/mailbox.ts). Put a real SMTP server's
  // `smtps://user:password@host:465` here to send real emails from the emulators.
  SMTP_URL: () => `smtp://${mailbox.smtpHost}:${mailbox.smtpPort}`,
};
type SecretName = keyof typeof generated;

const readLines = (file: URL) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** A local secret's value, from functions/.secret.local (after `ensureLocalSecrets`). */
export function localSecret(name: SecretName): string {
  const value = new RegExp(`^${name}=(.+)$`, 'm').exec(readLines(secretsFile))?.[1];
  if (!value) throw new Error(`${name} is missing from functions/.secret.local`);
  return value;
}

export function ensureLocalSecrets() {
  const current = readLines(secretsFile);
  const present = new Set(
    current.split('\n').flatMap((line) => /^([A-Z0-9_]+)=./.exec(line)?.slice(1) ?? []),
  );
  const missing = (Object.keys(generated) as SecretName[]).filter((name) => !present.has(name));
  if (missing.length > 0) {
    const lines = missing.map((name) => `${name}=${generated[name]()}`);
    const prefix = current === '' || current.endsWith('\n') ? current : `${current}\n`;
    writeFileSync(secretsFile, `${prefix}${lines.join('\n')}\n`, { mode: 0o600 });
    console.log(`Generated local secrets: ${missing.join(', ')} (functions/.secret.local)`);
  }
  writeLocalEnv({
    // The emulated API finds the sandbox here, only while the Stripe key is the sandbox's: a
    // real test key talks to Stripe itself.
    STRIPE_API_URL:
      localSecret('STRIPE_SECRET_KEY') === stripeSandbox.secretKey ? stripeSandbox.url : undefined,
    // `ORDER_HOLD_MINUTES=1 npm start` (or `npm test`): shorter holds on the emulators; without
    // it the param's value in functions/.env (the default, 30) applies.
    ORDER_HOLD_MINUTES: orderHoldMinutesFromEnvironment(),
    // The links in order emails lead to the local shop.
    SHOP_URL: shopUrl,
    // The Hosting emulator adds no X-Forwarded-For: trust no header a client may write.
    TRUST_PROXY_HOPS: '0',
  });
}

function orderHoldMinutesFromEnvironment() {
  const value = process.env.ORDER_HOLD_MINUTES;
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1440) {
    throw new Error(
      `ORDER_HOLD_MINUTES must be a whole number of minutes from 1 to 1440, not ${value}`,
    );
  }
  return value;
}

/**
 * Sets (or, for undefined, removes) these variables in functions/.env.<project>, and takes
 * them out of functions/.env.local (where earlier versions wrote them, and which would
 * outrank them), keeping any other line a developer put in either.
 */
function writeLocalEnv(values: Record<string, string | undefined>) {
  const set = Object.entries(values).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${value}`],
  );
  rewriteEnvFile(developerEnvFile, Object.keys(values), []);
  rewriteEnvFile(envFile, Object.keys(values), set);
}

/** `file` without the lines that set `names`, then `added`; written only if it changes. */
function rewriteEnvFile(file: URL, names: string[], added: string[]) {
  const others = readLines(file)
    .split('\n')
    .filter((line) => line !== '' && !names.some((name) => line.startsWith(`${name}=`)));
  const lines = [...others, ...added];
  const wanted = lines.length > 0 ? `${lines.join('\n')}\n` : '';
  if (wanted !== readLines(file)) writeFileSync(file, wanted);
}
