import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  accessTokenLifetimeSeconds,
  isAccessToken,
  signAccessToken,
  verifyAccessToken,
} from './access-token.ts';

const caller = { uid: 'u1', email: 'rider@example.com' };
const secret = 'a-test-secret-that-is-long-enough-for-hs256';
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

describe('access tokens', () => {
  it('when a token is verified with the secret that signed it, then it gives back the caller', () => {
    const issued = new Date(Math.floor(Date.now() / 1000) * 1000);
    const token = signAccessToken(caller, secret, issued);

    expect(verifyAccessToken(token, secret)).toEqual({ ...caller, issuedAt: issued });
    expect(isAccessToken(token)).toBe(true);
  });

  it('when another library signs the same claims with the secret, then the token is accepted', async () => {
    const token = await new SignJWT({ email: caller.email })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(caller.uid)
      .setIssuer('moto-parts')
      .setAudience('moto-parts-api')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode(secret));

    expect(verifyAccessToken(token, secret)).toMatchObject(caller);
  });

  it('when the secret differs, then the token is refused', () => {
    expect(verifyAccessToken(signAccessToken(caller, secret), 'another-secret')).toBeNull();
  });

  it('when the lifetime has passed, then the token is refused', () => {
    const justValid = signAccessToken(caller, secret, secondsAgo(accessTokenLifetimeSeconds - 5));
    const expired = signAccessToken(caller, secret, secondsAgo(accessTokenLifetimeSeconds + 1));

    expect(verifyAccessToken(justValid, secret)).toMatchObject(caller);
    expect(verifyAccessToken(expired, secret)).toBeNull();
  });

  it('when the payload is altered, then the signature no longer matches', () => {
    const [header, , signature] = signAccessToken(caller, secret).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', email: 'boss@example.com' }),
    ).toString('base64url');

    expect(verifyAccessToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
  });

  it('when the algorithm is none, then the token is refused', () => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${encode({ alg: 'none' })}.${encode({ sub: 'u1', email: 'x@y.z', iss: 'moto-parts', aud: 'moto-parts-api', exp: now + 60 })}.`;

    expect(verifyAccessToken(token, secret)).toBeNull();
  });

  it('when a token has another issuer or audience, or no email, then it is refused', () => {
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(caller.uid)
        .setIssuedAt()
        .setExpirationTime('1m')
        .sign(new TextEncoder().encode(secret));

    return Promise.all([
      signed({ email: caller.email, iss: 'someone-else', aud: 'moto-parts-api' }),
      signed({ email: caller.email, iss: 'moto-parts', aud: 'another-api' }),
      signed({ iss: 'moto-parts', aud: 'moto-parts-api' }),
    ]).then((tokens) => {
      for (const token of tokens) expect(verifyAccessToken(token, secret)).toBeNull();
    });
  });

  it('when a bearer token is not a JWT of this API, then it is not taken for an access token', () => {
    expect(isAccessToken('not-a-jwt')).toBe(false);
  });
});
