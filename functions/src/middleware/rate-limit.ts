import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpError } from '../lib/http-error.ts';
import { callerOf, firebaseUserOf } from './authenticate.ts';
import { FirestoreRateLimitStore } from '../store/rate-limits.ts';

const minute = 60_000;

/**
 * How many calls one account may make in a window, counted in Firestore across all instances
 * of the `api` function (docs/decisions/0015-rate-limits.md). Only the calls where abuse is cheap for a script
 * and costly for the shop are limited; the others read, change the caller's own profile or
 * orders (each order already limited here), or are an admin's.
 */
export const rateLimits = {
  // Each exchange checks the ID token against Firebase Auth (revocation included) and
  // writes the account's lastSignInAt. The SPA exchanges once per sign-in and again when
  // its hour-long access token runs out, so 30 a minute is far above any browser and still
  // stops a script that replays one ID token to hammer Auth and Firestore.
  tokenExchange: { limit: 30, windowMs: minute },
  // Every order is a Firestore transaction on its part and holds stock until it is paid or
  // removed: a script could tie up a part's whole stock in seconds. It must stay at 100 or
  // more: 100 parallel orders of one buyer are all answered by the stock rules (the
  // contention tests), not by this limit.
  placeOrder: { limit: 120, windowMs: minute },
  // Each payment call (`POST /create-payment-intent`, `PATCH /order/{id}`) may call Stripe,
  // whose rate limit is the shop's whole account: one script must not spend it for every
  // buyer. Paying one order takes two or three calls; 20 a minute is several orders.
  payments: { limit: 20, windowMs: minute },
  // The signed-in reads (a part's page, one's orders and profile) are private, so no CDN
  // answers them: each is a function call and Firestore reads. A screen makes a few; 240 a
  // minute lets anyone browse and stops a script from running up the bill. Public reads are
  // answered by the CDN (routes/parts.ts, routes/reviews.ts). An instance counts ten of an
  // account's reads with one write: a read then costs no write nine times in ten, and an
  // account at its limit writes its document well under once a second, the rate Firestore
  // sustains on one document (decision 0015).
  signedInReads: { limit: 240, windowMs: minute, reservePerWrite: 10 },
  // Reviews show on Home at once: a script could bury the real ones. No customer writes
  // more than a few in ten minutes.
  postReview: { limit: 10, windowMs: 10 * minute },
} as const;

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
    handler: (req, res, next) => {
      const seconds = secondsToWait(req, windowMs);
      res.set('Retry-After', String(seconds));
      next(
        new HttpError(
          429,
          'rate_limited',
          `Too many requests: try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
        ),
      );
    },
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
 * round trip of its own to the answer (issue 19, the API's cost against its raw reads). Over
 * the limit the answer is still 429, with nothing written: only the read was spent, and a
 * read changes nothing. An account this instance already knows to be over its limit is
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
 * The limited calls of one app, each counted after the token check that names the account:
 * as middleware, the token exchange (`PUT /user/{email}` with a Firebase ID token),
 * `POST /order`, the payment calls (counted together whichever route they call) and
 * `POST /reviews`; and the signed-in reads, counted together alongside each read
 * (`signedInRead(req, res, read)`).
 */
export function accountRateLimits(db: Firestore) {
  const firebaseUid = (req: Request) => firebaseUserOf(req).uid;
  const callerUid = (req: Request) => callerOf(req).uid;
  return {
    tokenExchange: perAccount(db, 'token-exchange', rateLimits.tokenExchange, firebaseUid)
      .middleware,
    placeOrder: perAccount(db, 'orders', rateLimits.placeOrder, callerUid).middleware,
    payments: perAccount(db, 'payments', rateLimits.payments, callerUid).middleware,
    postReview: perAccount(db, 'reviews', rateLimits.postReview, callerUid).middleware,
    signedInRead: countedAlongside(perAccount(db, 'reads', rateLimits.signedInReads, callerUid)),
  };
}

export type AccountRateLimits = ReturnType<typeof accountRateLimits>;
