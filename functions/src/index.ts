import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.ts';
import { lazyStripe } from './lib/stripe-client.ts';

// Secrets: generated locally by scripts/lib/local-secrets.ts (never committed); set with
// `firebase functions:secrets:set` for a real project (README).
/** Signs the API's access tokens. */
const accessTokenSecret = defineSecret('ACCESS_TOKEN_SECRET');
/** Stripe's secret key (`sk_test_…` for test mode). */
const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
/** The signing secret of the Stripe webhook endpoint (`whsec_…`). */
const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

const firebaseApp = initializeApp();

export const api = onRequest(
  {
    region: 'us-central1',
    secrets: [accessTokenSecret, stripeSecretKey, stripeWebhookSecret],
    concurrency: 80,
  },
  createApp({
    db: getFirestore(firebaseApp),
    auth: getAuth(firebaseApp),
    accessTokenSecret: () => accessTokenSecret.value(),
    // STRIPE_API_URL exists only in the emulator (functions/.env.local): the Stripe sandbox.
    stripe: lazyStripe(() => stripeSecretKey.value(), process.env.STRIPE_API_URL),
    stripeWebhookSecret: () => stripeWebhookSecret.value(),
  }),
);
