import type { RequestHandler, Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { isAccessToken, verifyAccessToken, type VerifiedCaller } from '../lib/access-token.ts';
import { forbidden, unauthenticated } from '../lib/http-error.ts';
import { isAdmin } from '../services/users.ts';
import type { AppDeps } from '../deps.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `requireCaller` once the access token is verified. */
    caller?: VerifiedCaller;
    /** Set by `requireFirebaseUser` once the Firebase ID token is verified. */
    firebaseUser?: DecodedIdToken;
  }
}

/** The token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** The caller of a valid access token of this API; 401 without one. */
function verifiedCaller(req: Request, deps: Pick<AppDeps, 'accessTokenSecret'>) {
  const token = bearerToken(req);
  if (!token) throw unauthenticated();
  const caller = verifyAccessToken(token, deps.accessTokenSecret());
  if (!caller) throw unauthenticated('Your session has expired: sign in again');
  return caller;
}

/** Rejects the request with 401 unless it carries a valid access token of this API. */
export const requireCaller =
  (deps: Pick<AppDeps, 'accessTokenSecret'>): RequestHandler =>
  (req, _res, next) => {
    req.caller = verifiedCaller(req, deps);
    next();
  };

/**
 * 401 unless the caller's Firebase Auth account still exists, is enabled, and had not had
 * its sessions revoked (`revokeRefreshTokens`) when the access token was issued: an access
 * token outlives none of these. One Auth lookup (docs/decisions/0020-security-review.md).
 */
async function requireLiveAccount(auth: Auth, caller: VerifiedCaller) {
  const account = await auth.getUser(caller.uid).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return undefined;
    throw error;
  });
  const validAfter = Date.parse(account?.tokensValidAfterTime ?? '') || 0;
  if (!account || account.disabled || caller.issuedAt.getTime() < validAfter) {
    throw unauthenticated('Your access has ended: sign in again');
  }
}

/**
 * Whether the caller is an admin now: the role, read from the database on every call (a
 * demoted admin loses access at once), and an account that Auth says is live (401 when it is
 * not: a disabled or deleted admin's token stops working at once). The two reads run at once.
 */
export async function isAdminNow(deps: Pick<AppDeps, 'auth' | 'db'>, caller: VerifiedCaller) {
  const [admin] = await Promise.all([
    isAdmin(deps.db, caller.uid),
    requireLiveAccount(deps.auth, caller),
  ]);
  return admin;
}

/**
 * For a public read whose answer only an admin needs fresh: whether the request carries a
 * valid access token of an admin. Anything else (no header, a malformed or expired token, a
 * customer's) is answered like an anonymous caller, never refused. One read for a valid token.
 */
export async function isAdminRequest(
  req: Request,
  deps: Pick<AppDeps, 'accessTokenSecret' | 'db'>,
) {
  const token = bearerToken(req);
  if (!token || !isAccessToken(token)) return false;
  const caller = verifyAccessToken(token, deps.accessTokenSecret());
  return caller !== null && (await isAdmin(deps.db, caller.uid));
}

/** For admin calls: 401 without a valid access token or a live account, then 403 unless admin. */
export const requireAdmin =
  (deps: Pick<AppDeps, 'accessTokenSecret' | 'auth' | 'db'>): RequestHandler =>
  async (req, _res, next) => {
    const caller = verifiedCaller(req, deps);
    if (!(await isAdminNow(deps, caller))) throw forbidden('Only admins can do this');
    req.caller = caller;
    next();
  };

/**
 * Rejects the request with 401 unless it carries a valid Firebase ID token (signature,
 * expiry, and not revoked). Only the token exchange takes one; every other call takes the
 * API's own access token.
 */
export const requireFirebaseUser =
  (deps: Pick<AppDeps, 'auth'>): RequestHandler =>
  async (req, _res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    try {
      req.firebaseUser = await deps.auth.verifyIdToken(token, true);
    } catch {
      throw unauthenticated('Your sign-in is not valid: sign in again');
    }
    next();
  };

/** The verified caller; only for handlers mounted after `requireCaller`. */
export function callerOf(req: Request): VerifiedCaller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}

/** The verified Firebase user; only for handlers mounted after `requireFirebaseUser`. */
export function firebaseUserOf(req: Request): DecodedIdToken {
  if (!req.firebaseUser) throw unauthenticated();
  return req.firebaseUser;
}
