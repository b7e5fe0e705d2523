import { webcrypto } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';

/** Who a valid access token says is calling. */
export interface Caller {
  uid: string;
  email: string;
}

/** A caller whose token was verified, and when that token was issued (for revocation). */
export interface VerifiedCaller extends Caller {
  issuedAt: Date;
}

const issuer = 'moto-parts';
const audience = 'moto-parts-api';
const algorithm = 'HS256';
/**
 * Short-lived on purpose: the SPA re-exchanges its Firebase ID token on a 401, and that
 * exchange asks Firebase Auth whether the account is still enabled and its sessions not
 * revoked. So a customer's access ends at most 10 minutes after their account does; an
 * admin's ends at once (middleware/authenticate.ts asks Auth on every admin call).
 */
export const accessTokenLifetimeSeconds = 10 * 60;

// The secret imported once as a WebCrypto key: given the raw bytes, jose imports them again
// on every call, which was half of a verification's CPU (a check on every signed-in call).
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function key(secret: string) {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

export async function signAccessToken(caller: Caller, secret: string, now = new Date()) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: caller.email })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(caller.uid)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
    .sign(await key(secret));
}

/**
 * Verifies signature, algorithm (only HS256: `alg: none` and others are refused), issuer,
 * audience and expiry. Returns null for any token that is not valid now.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now = new Date(),
): Promise<VerifiedCaller | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: [algorithm],
      issuer,
      audience,
      currentDate: now,
    });
    const { sub, email, iat } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof iat !== 'number') {
      return null;
    }
    return { uid: sub, email, issuedAt: new Date(iat * 1000) };
  } catch {
    return null;
  }
}

/**
 * Whether a bearer token claims to be one of this API's access tokens (rather than a
 * Firebase ID token): it only routes the request; `verifyAccessToken` still decides.
 */
export function isAccessToken(token: string): boolean {
  try {
    return decodeJwt(token).iss === issuer;
  } catch {
    return false;
  }
}
