import type { RequestHandler, Request } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { verifyAccessToken, type Caller } from '../lib/access-token.ts';
import { forbidden, unauthenticated } from '../lib/http-error.ts';
import { isAdmin } from '../services/users.ts';
import type { AppDeps } from '../deps.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by `requireCaller` once the access token is verified. */
    caller?: Caller;
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
async function verifiedCaller(req: Request, deps: Pick<AppDeps, 'accessTokenSecret'>) {
  const token = bearerToken(req);
  if (!token) throw unauthenticated();
  const caller = await verifyAccessToken(token, deps.accessTokenSecret());
  if (!caller) throw unauthenticated('Your session has expired: sign in again');
  return caller;
}

/** Rejects the request with 401 unless it carries a valid access token of this API. */
export const requireCaller =
  (deps: Pick<AppDeps, 'accessTokenSecret'>): RequestHandler =>
  async (req, _res, next) => {
    req.caller = await verifiedCaller(req, deps);
    next();
  };

/**
 * For admin calls: 401 without a valid access token, then 403 unless the caller's role, read
 * from the database on every call, is admin (a demoted admin loses access at once).
 */
export const requireAdmin =
  (deps: Pick<AppDeps, 'accessTokenSecret' | 'db'>): RequestHandler =>
  async (req, _res, next) => {
    const caller = await verifiedCaller(req, deps);
    if (!(await isAdmin(deps.db, caller.uid))) throw forbidden('Only admins can do this');
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
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}

/** The verified Firebase user; only for handlers mounted after `requireFirebaseUser`. */
export function firebaseUserOf(req: Request): DecodedIdToken {
  if (!req.firebaseUser) throw unauthenticated();
  return req.firebaseUser;
}
