import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { host, ports, shopUrl } from '../../scripts/lib/local-contract.ts';
import { withLocalOrigins } from '../../scripts/lib/local-firebase-config.ts';

/** The Content-Security-Policy firebase.json deploys. */
function deployedPolicy() {
  const config = JSON.parse(
    readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
  ) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } };
  const policies = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy');
  expect(policies).toHaveLength(1);
  return policies[0]?.value ?? '';
}

/** What Hosting answers at `path` itself: a redirect is not followed. */
const fetchFromShop = (path: string) => fetch(`${shopUrl}${path}`, { redirect: 'manual' });

describe('Hosting headers', () => {
  it.each(['/', '/dashboard/my-orders', '/api/health', '/p/no-such-number', '/parts/o-ring-chain'])(
    'when %s is served, then it carries the security headers',
    async (path) => {
      const { headers } = await fetchFromShop(path);

      const policy = headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/js\.stripe\.com/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  // `/p/…` and `/parts/{id}` are the `pages` function's, with its own Cache-Control
  // (tests/api/part-pages.test.ts); Hosting sets none on them.
  it.each([
    '/',
    '/home',
    '/dashboard/my-orders',
    '/parts',
    '/parts/o-ring-chain/more',
    '/p',
    '/apiary',
  ])('when the app shell is served at %s, then browsers must revalidate it', async (path) => {
    const { headers } = await fetchFromShop(path);

    expect(headers.get('cache-control')).toBe('no-cache');
  });

  // Whether the part exists or not (this file does not seed), the same Cache-Control.
  it.each([
    ['/parts/o-ring-chain', 'public, max-age=0, s-maxage=60'],
    ['/p/no-such-number', 'public, max-age=0, s-maxage=60'],
  ])(
    'when the pages function answers %s, then its own Cache-Control reaches the client',
    async (path, cacheControl) => {
      const { headers } = await fetchFromShop(path);

      expect(headers.get('cache-control')).toBe(cacheControl);
    },
  );

  it('when firebase.json is read as the deployed configuration, then its policy names no development host and allows images over https only', () => {
    const policy = deployedPolicy();

    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    expect(policy).toMatch(/img-src 'self' data: blob: https:;/);
  });

  it('when the emulators serve the shop, then the policy is the deployed one plus the local Auth and Firestore emulators and Stripe sandbox', async () => {
    const { headers } = await fetchFromShop('/');

    expect(headers.get('content-security-policy')).toBe(withLocalOrigins(deployedPolicy()));
    const [auth, firestore, stripe] = [ports.auth, ports.firestore, ports.stripe].map(
      (port) => `http://${host}:${port}`,
    );
    expect(withLocalOrigins(deployedPolicy())).toContain(
      `connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firestore.googleapis.com https://api.stripe.com ${auth} ${firestore} ${stripe};`,
    );
  });

  it('when a content-hashed asset is served, then it is cached for a year', async () => {
    const asset = readdirSync(new URL('../../web/dist/assets', import.meta.url)).find((name) =>
      name.endsWith('.js'),
    );

    const { status, headers } = await fetchFromShop(`/assets/${asset}`);

    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
