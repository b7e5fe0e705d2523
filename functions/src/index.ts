import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineInt, defineSecret } from 'firebase-functions/params';
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { defaultOrderHoldMinutes } from '@moto-parts/contracts';
import { createApp } from './app.ts';
import { holdExpiryScheduler } from './lib/hold-expiry-queue.ts';
import { lazyStripe, stripeApiUrlOverride } from './lib/stripe-client.ts';
import { runHoldExpiryTask } from './services/order-holds.ts';

// Secrets: generated locally by scripts/lib/local-secrets.ts (never committed); set with
// `firebase functions:secrets:set` for a real project (README).
/** Signs the API's access tokens. */
const accessTokenSecret = defineSecret('ACCESS_TOKEN_SECRET');
/** Stripe's secret key (`sk_test_…` for test mode). */
const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
/** The signing secret of the Stripe webhook endpoint (`whsec_…`). */
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
/**
 * How long an unpaid order holds its units (functions/.env; locally `ORDER_HOLD_MINUTES=1
 * npm start` writes functions/.env.local, see scripts/lib/local-secrets.ts).
 */
const orderHoldMinutes = defineInt('ORDER_HOLD_MINUTES', {
  default: defaultOrderHoldMinutes,
  description: 'Minutes an unpaid order holds its units before it expires',
});

const region = 'us-central1';
const firebaseApp = initializeApp();
const db = getFirestore(firebaseApp);

export const api = onRequest(
  {
    region,
    secrets: [accessTokenSecret, stripeSecretKey, stripeWebhookSecret],
    concurrency: 80,
  },
  createApp({
    db,
    auth: getAuth(firebaseApp),
    accessTokenSecret: () => accessTokenSecret.value(),
    stripe: lazyStripe(() => stripeSecretKey.value(), stripeApiUrlOverride(process.env)),
    stripeWebhookSecret: () => stripeWebhookSecret.value(),
    orderHoldMinutes: () => orderHoldMinutes.value(),
    scheduleHoldExpiry: holdExpiryScheduler(firebaseApp, region),
  }),
);

/**
 * Ends an unpaid order's hold (services/order-holds.ts). Queued by `POST /order` for the
 * hold's end. A task that runs before then (the Cloud Tasks emulator ignores the schedule;
 * in production only clock skew) answers 503, and the queue retries it every 10 to 20 s
 * until the hold has ended: an order expires at most 20 s late (docs/decisions/0019).
 */
export const expireOrderHold = onTaskDispatched<{ orderId: string }>(
  {
    region,
    retryConfig: {
      maxAttempts: 10,
      // Attempts go on past maxAttempts until this much time has passed: the longest hold.
      maxRetrySeconds: 25 * 60 * 60,
      minBackoffSeconds: 10,
      maxBackoffSeconds: 20,
      maxDoublings: 1,
    },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async ({ data }) => {
    const outcome = await runHoldExpiryTask(db, String(data.orderId));
    if (outcome === 'holding') throw new HttpsError('unavailable', 'The hold has not ended yet');
  },
);
