// What the API allows a caller: how many orders it may leave unpaid and how long they hold
// their units, the size of a body, and how many calls of each kind in a window. Enforced by
// services/ and middleware/ (json-body.ts, rate-limit.ts), and described by openapi/.

/** How many unpaid orders one account may hold at once (`POST /order` answers 409 beyond). */
export const unpaidOrdersMax = 5;

/** How long an unpaid order holds its units unless the `ORDER_HOLD_MINUTES` param says otherwise. */
export const defaultOrderHoldMinutes = 30;

/** No call of the shop needs more; anything larger is refused with 413. */
export const maxBodyBytes = 16 * 1024;

/**
 * The body of a parts import (`{csv}`, a file of at most 1,000,000 characters): its own limit,
 * on those two calls only. JSON writes a control character as `\u0000`, six bytes, and no
 * character takes more, so 6 MB holds every file the call's schema accepts: a body the document
 * allows is always read and answered, never cut off by a 413 while it is still being sent.
 */
export const importBodyBytes = 6 * 1024 * 1024;

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
  // sustains on one document (docs/decisions/0015-rate-limits.md).
  signedInReads: { limit: 240, windowMs: minute, reservePerWrite: 10 },
  // A buyer's own changes that make the shop write to someone: the address book (a write of
  // the account's document each time), asking for a return, saying a parcel arrived and
  // answering a recall (each mails the buyer or the admins). Accounts are free, so each one is
  // bounded, the four calls together. A rider does a handful in a day; 60 in ten minutes still
  // lets an admin say a morning's parcels arrived (they call one of the four too).
  accountChanges: { limit: 60, windowMs: 10 * minute },
  // Reviews show on Home at once: a script could bury the real ones. No customer writes
  // more than a few in ten minutes.
  postReview: { limit: 10, windowMs: 10 * minute },
  // The public reads (`GET /parts`, `/reviews`, `/fitment`) the CDN did not answer, per
  // client address: a made-up search misses the cache every time, so a script could run up
  // the Functions and Firestore bill. Counted in each instance's memory, not in Firestore: a
  // count must cost less than the read it guards, and the instances cap (10) bounds what a
  // script gets past it. A shopper browsing makes a few a minute; a workshop behind one
  // address (or a carrier's shared one) a few dozen (docs/decisions/0027-holds-and-abuse.md).
  publicReads: { limit: 600, windowMs: minute },
  // A CSV export reads every order, movement or part of its range, up to hundreds of
  // thousands of documents (docs/decisions/0040-csv-export-and-import.md): a script or a
  // stuck button must not repeat it. Keeping the books takes a few a day; 10 in ten minutes
  // per admin leaves room for a range chosen wrong.
  csvExports: { limit: 10, windowMs: 10 * minute },
  // A parts import's dry run and the import read a part and its number for each of up to
  // 1,000 rows, and the import writes them: 20 in ten minutes per admin, the two calls
  // together, is a file previewed, corrected and previewed again several times, then imported.
  csvImports: { limit: 20, windowMs: 10 * minute },
} as const;
