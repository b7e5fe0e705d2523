import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../lib/http-error.ts';
import { rateLimits } from '../lib/limits.ts';
import { callerOf, firebaseUserOf } from './authenticate.ts';
import { FirestoreRateLimitStore } from '../store/rate-limits.ts';

interface Limit {
  limit: number;
  windowMs: number;
  /** Calls counted by one write (FirestoreRateLimitStore); 1 unless said. */
  reservePerWrite?: number;
}

/** Whole seconds until the account's window ends (at least 1, as `Retry-After` says). */
function secondsToWait(req: Request, windowMs: number): number {
  const { resetTime } = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit ?? {};
  const ms = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

/** The answer over a limit: 429 `rate_limited` with `Retry-After`, through the one error handler. */
const refuseOverLimit =
  (windowMs: number): RequestHandler =>
  (req, res, next) => {
    const seconds = secondsToWait(req, windowMs);
    res.set('Retry-After', String(seconds));
    next(
      new HttpError(
        429,
        'rate_limited',
        `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
      ),
    );
  };

/**
 * Counts the calls of one account (`accountOf`, read from the token verified before) in
 * Firestore (lib/firestore-rate-limit-store.ts), and refuses the call over the limit with 429
 * `rate_limited` and `Retry-After`, through the one error handler. Mounted before the handler,
 * so a refused call never reads its body.
 */
function perAccount(
  db: Firestore,
  name: string,
  { limit, windowMs, reservePerWrite }: Limit,
  accountOf: (req: Request) => string,
) {
  const store = new FirestoreRateLimitStore(db, { reservePerWrite });
  const middleware: RequestHandler = rateLimit({
    windowMs,
    limit,
    keyGenerator: (req) => accountOf(req),
    identifier: name,
    store,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Keyed by the verified account, never by IP: the checks of how the IP is read (the
    // app trusts the proxy's X-Forwarded-For, which Google's front end sets) do not apply.
    validate: { trustProxy: false, xForwardedForHeader: false, forwardedHeader: false, ip: false },
    handler: refuseOverLimit(windowMs),
  });
  return { middleware, isKnownOver: (req: Request) => store.isKnownOver(accountOf(req)) };
}

/** Runs a middleware as a promise: resolved when it passes the request on, rejected with its error. */
const passedBy = (middleware: RequestHandler, req: Request, res: Response) =>
  new Promise<void>((resolve, reject) => {
    void middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
  });

/**
 * A signed-in read, counted while it reads rather than before: the count's write (one in ten
 * reads, see `rateLimits.signedInReads`) and the read's queries overlap, so the limit adds no
 * round trip of its own to the answer (docs/decisions/0026-measuring-the-apis-cost.md, the API's cost against its raw
 * reads). Over the limit the answer is still 429, with nothing written: only the read was
 * spent, and a read changes nothing. An account this instance already knows to be over its limit is
 * refused before anything is read, so a flood still costs no Firestore work. The limit's
 * refusal wins over the read's own error.
 */
function countedAlongside({ middleware, isKnownOver }: ReturnType<typeof perAccount>) {
  return async <T>(req: Request, res: Response, read: () => Promise<T>): Promise<T> => {
    const counted = passedBy(middleware, req, res);
    if (isKnownOver(req)) await counted;
    const [count, result] = await Promise.allSettled([counted, read()]);
    if (count.status === 'rejected') throw count.reason;
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  };
}

/**
 * Counts the public reads of one client address (`req.ip`, as far as the app trusts the
 * proxies in front of it: see app.ts) in this instance's memory; over the limit, 429 as
 * above. IPv6 addresses count by their /56, which one subscriber holds.
 */
function publicReadLimit() {
  const { limit, windowMs } = rateLimits.publicReads;
  return rateLimit({
    windowMs,
    limit,
    identifier: 'public-reads',
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: refuseOverLimit(windowMs),
  });
}

/** Whose calls a limit counts: the Firebase user of an ID token, the caller of an access token, or a client address. */
export type LimitCounts = 'firebase-user' | 'caller' | 'address';

/**
 * A limit, as api-router.ts mounts it: as middleware before the handler (`before`), or counted
 * while the handler reads (`alongside`).
 */
export type CallLimit = { counts: LimitCounts } & (
  | { before: RequestHandler; alongside?: never }
  | { alongside: ReturnType<typeof countedAlongside>; before?: never }
);

/**
 * The limits of one app, by the name `rateLimits` gives each, counted after the token check
 * that names the account: the token exchange, placing orders, the payment calls (counted
 * together whichever call they make) and posting reviews, before the handler; the signed-in
 * reads, counted together alongside each read; and, per client address rather than account,
 * the public reads the CDN did not answer.
 */
export function callRateLimits(db: Firestore): Record<keyof typeof rateLimits, CallLimit> {
  const firebaseUid = (req: Request) => firebaseUserOf(req).uid;
  const callerUid = (req: Request) => callerOf(req).uid;
  const perCaller = (name: string, limit: keyof typeof rateLimits): CallLimit => ({
    counts: 'caller',
    before: perAccount(db, name, rateLimits[limit], callerUid).middleware,
  });
  return {
    tokenExchange: {
      counts: 'firebase-user',
      before: perAccount(db, 'token-exchange', rateLimits.tokenExchange, firebaseUid).middleware,
    },
    placeOrder: perCaller('orders', 'placeOrder'),
    payments: perCaller('payments', 'payments'),
    postReview: perCaller('reviews', 'postReview'),
    accountChanges: perCaller('account-changes', 'accountChanges'),
    csvExports: perCaller('exports', 'csvExports'),
    csvImports: perCaller('imports', 'csvImports'),
    signedInReads: {
      counts: 'caller',
      alongside: countedAlongside(perAccount(db, 'reads', rateLimits.signedInReads, callerUid)),
    },
    publicReads: { counts: 'address', before: publicReadLimit() },
  };
}
