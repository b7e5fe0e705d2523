import { describe, expect, it } from 'vitest';
import { accessTokenLifetimeSeconds, signAccessToken, verifyAccessToken } from './access-token.ts';

const caller = { uid: 'u1', email: 'rider@example.com' };
const secret = 'a-test-secret-that-is-long-enough-for-hs256';

describe('access tokens', () => {
  it('when a token is verified with the secret that signed it, then it gives back the caller', async () => {
    const token = await signAccessToken(caller, secret);

    expect(await verifyAccessToken(token, secret)).toEqual({
      ...caller,
      issuedAt: expect.any(Date) as Date,
    });
  });

  it('when the secret differs, then the token is refused', async () => {
    const token = await signAccessToken(caller, secret);

    expect(await verifyAccessToken(token, 'another-secret')).toBeNull();
  });

  it('when the lifetime has passed, then the token is refused', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await signAccessToken(caller, secret, issued);
    const later = new Date(issued.getTime() + (accessTokenLifetimeSeconds + 1) * 1000);

    expect(await verifyAccessToken(token, secret, issued)).toEqual({ ...caller, issuedAt: issued });
    expect(await verifyAccessToken(token, secret, later)).toBeNull();
  });

  it('when the payload is altered, then the signature no longer matches', async () => {
    const [header, , signature] = (await signAccessToken(caller, secret)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', email: 'boss@example.com' }),
    ).toString('base64url');

    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
  });

  it('when the algorithm is none, then the token is refused', async () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none' })}.${encode({ sub: 'u1', email: 'x@y.z', iss: 'moto-parts', aud: 'moto-parts-api', exp: now + 60 })}.`;

    expect(await verifyAccessToken(token, secret)).toBeNull();
  });
});
