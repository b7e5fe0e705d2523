import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shopUrl } from '../../scripts/lib/local-contract.ts';

const fetchFromShop = (path: string) => fetch(`${shopUrl}${path}`);

describe('Hosting headers', () => {
  it.each(['/', '/dashboard/my-orders', '/api/health'])(
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

  it.each(['/', '/home', '/dashboard/my-orders', '/parts/o-ring-chain', '/apiary'])(
    'when the app shell is served at %s, then browsers must revalidate it',
    async (path) => {
      const { headers } = await fetchFromShop(path);

      expect(headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('when a content-hashed asset is served, then it is cached for a year', async () => {
    const asset = readdirSync(new URL('../../web/dist/assets', import.meta.url)).find((name) =>
      name.endsWith('.js'),
    );

    const { status, headers } = await fetchFromShop(`/assets/${asset}`);

    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
