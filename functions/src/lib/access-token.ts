import { createDecoder, createSigner, createVerifier } from 'fast-jwt';

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

/**
 * One signer and one verifier per secret. fast-jwt checks an HS256 token with node:crypto's
 * HMAC, synchronously: about 20 µs of CPU here, where jose's WebCrypto job took 170 µs, on
 * every signed-in call (docs/decisions/0026-measuring-the-apis-cost.md, the API's cost against its raw reads).
 */
const keyed = new Map<string, ReturnType<typeof signAndVerify>>();
function signAndVerify(secret: string) {
  return {
    sign: createSigner({
      key: secret,
      algorithm,
      iss: issuer,
      aud: audience,
      expiresIn: accessTokenLifetimeSeconds * 1000,
    }),
    verify: createVerifier({
      key: secret,
      // Only HS256: `alg: none` and every other algorithm are refused.
      algorithms: [algorithm],
      allowedIss: issuer,
      allowedAud: audience,
      requiredClaims: ['sub', 'email', 'iat', 'exp'],
    }),
  };
}
function keyedBy(secret: string) {
  let pair = keyed.get(secret);
  if (!pair) {
    pair = signAndVerify(secret);
    keyed.set(secret, pair);
  }
  return pair;
}

export function signAccessToken(caller: Caller, secret: string, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  return keyedBy(secret).sign({ sub: caller.uid, email: caller.email, iat });
}

/**
 * Verifies signature, algorithm, issuer, audience and expiry (against the clock). Returns
 * null for any token that is not valid now.
 */
export function verifyAccessToken(token: string, secret: string): VerifiedCaller | null {
  try {
    const { sub, email, iat } = keyedBy(secret).verify(token) as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof email !== 'string' || typeof iat !== 'number') {
      return null;
    }
    return { uid: sub, email, issuedAt: new Date(iat * 1000) };
  } catch {
    return null;
  }
}

const decode = createDecoder();

/**
 * Whether a bearer token claims to be one of this API's access tokens (rather than a
 * Firebase ID token): it only routes the request; `verifyAccessToken` still decides.
 */
export function isAccessToken(token: string): boolean {
  try {
    return (decode(token) as { iss?: unknown }).iss === issuer;
  } catch {
    return false;
  }
}
