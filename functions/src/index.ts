import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError, onRequest } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { defaultOrderHoldMinutes } from './lib/limits.ts';
import { createApp } from './app.ts';
import { createPagesApp } from './pages-app.ts';
import { fetchHtml } from './lib/fetch-html.ts';
import { holdExpiryScheduler } from './lib/hold-expiry-queue.ts';
import { shopUrl } from './lib/shop-url.ts';
import { smtpSender } from './lib/smtp-sender.ts';
import { lazyStripe, stripeApiUrlOverride } from './lib/stripe-client.ts';
import { taskQueuer, taskQueues } from './lib/task-queues.ts';
import { deliverMail, liveRecipients, MailNotReady } from './services/mail-delivery.ts';
import { runHoldExpiryTask } from './services/order-holds.ts';

// Secrets: generated locally by scripts/lib/local-secrets.ts (never committed); set with
// `firebase functions:secrets:set` for a real project (docs/deploying.md).
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

// Order emails (docs/decisions/0023-order-emails.md). The SMTP server, with its user and password, as one
// secret URL: `smtps://user:password@smtp.example.com:465` (docs/deploying.md); locally the mailbox's.
const smtpUrl = defineSecret('SMTP_URL');
const mailFrom = defineString('MAIL_FROM', {
  default: 'moto-parts <orders@moto-parts.example>',
  description: 'The From of every email',
});
/** `smtp`: this project's `sendMail` sends; `extension`: the Trigger Email extension does. */
const mailSender = defineString('MAIL_SENDER', {
  default: 'smtp',
  input: { select: { options: [{ value: 'smtp' }, { value: 'extension' }] } },
});

// Production settings of the API (docs/deploying.md, "Production settings"). The region is where the
// Firestore database is (nam5, United States): each call makes a few round trips to it. The
// Hosting rewrite in firebase.json names the same region.
const region = 'us-central1';
/** A cost cap: Cloud Run starts no more instances than this, whatever the traffic. */
const apiMaxInstances = defineInt('API_MAX_INSTANCES', {
  default: 10,
  description: 'Most instances of the api function at once (a cost cap)',
});
/** Instances kept warm: 1 spares the first shopper of a quiet hour a cold start, for a fee. */
const apiMinInstances = defineInt('API_MIN_INSTANCES', {
  default: 0,
  description: 'Instances of the api function kept warm (billed while idle)',
});
/**
 * Proxies that add themselves to X-Forwarded-For in front of the API: Firebase Hosting's CDN
 * appends the client's address, and Google's front end of Cloud Run the CDN's, so the client
 * is two hops back. Called at the function's own URL the API sees one hop fewer, and then
 * keys the public-read limit by Google's front end: set 1 if clients call that URL directly.
 */
const trustProxyHops = defineInt('TRUST_PROXY_HOPS', {
  default: 2,
  description: 'Proxies in front of the api function that add to X-Forwarded-For',
});
const firebaseApp = initializeApp();
const db = getFirestore(firebaseApp);

export const api = onRequest(
  {
    region,
    secrets: [accessTokenSecret, stripeSecretKey, stripeWebhookSecret],
    // One vCPU (the default up to 2 GiB) serves 80 requests at once: they mostly wait on
    // Firestore and Stripe. 512 MiB holds 80 requests' bodies (100 KB at most) with room.
    memory: '512MiB',
    concurrency: 80,
    // A call takes well under a second; 60 s bounds one that waits on Stripe (three tries
    // of 15 s at most, lib/stripe-client.ts) and cuts off anything stuck.
    timeoutSeconds: 60,
    maxInstances: apiMaxInstances,
    minInstances: apiMinInstances,
  },
  createApp({
    db,
    auth: getAuth(firebaseApp),
    accessTokenSecret: () => accessTokenSecret.value(),
    stripe: lazyStripe(() => stripeSecretKey.value(), stripeApiUrlOverride(process.env)),
    stripeWebhookSecret: () => stripeWebhookSecret.value(),
    orderHoldMinutes: () => orderHoldMinutes.value(),
    trustProxyHops: () => trustProxyHops.value(),
    scheduleHoldExpiry: holdExpiryScheduler(firebaseApp, region),
  }),
);

/**
 * The short links `/p/{sku}` and the part pages `/parts/{id}`, with their title, description
 * and Open Graph tags in the HTML (docs/decisions/0038-links-that-last.md): Hosting rewrites
 * both here. Its own function because the API's app answers JSON at `/parts/{id}` at its root.
 * Each request makes one read and fetches the shell from Hosting's CDN: the defaults' 256 MiB
 * and 80 at once are plenty, 10 s is well past the shell's 3 s timeout, and 5 instances cap
 * the cost of a crawler's burst (the CDN answers repeats).
 */
export const pages = onRequest(
  { region, memory: '256MiB', concurrency: 80, timeoutSeconds: 10, maxInstances: 5 },
  createPagesApp({ db, shopUrl, fetchHtml }),
);

/**
 * Ends an unpaid order's hold (services/order-holds.ts). Queued by `POST /order` for the
 * hold's end. A task that runs before then (the Cloud Tasks emulator ignores the schedule;
 * in production only clock skew) answers 503, and the queue retries it every 10 to 20 s
 * until the hold has ended: an order expires at most 20 s late (docs/decisions/0019-order-lifecycle.md).
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
    if (outcome === 'busy') throw new HttpsError('unavailable', 'Its part is being released');
  },
);

const smtpMail = {
  send: smtpSender(() => ({ url: smtpUrl.value(), from: mailFrom.value() })),
  recipients: liveRecipients(getAuth(firebaseApp), db),
};

/**
 * Hands each message an order change wrote to `mail` (services/order-mail.ts) to the
 * `sendMail` queue, unless the Trigger Email extension sends them (`MAIL_SENDER=extension`).
 */
export const queueMail = onDocumentCreated(
  { document: 'mail/{mailId}', region, retry: true },
  async (event) => {
    if (mailSender.value() !== 'smtp') return;
    const { mailId } = event.params;
    // An admin's digest goes when its hour ends (the emulator ignores the time; the task
    // then finds it early and is tried again).
    const sendAfter = event.data?.get('sendAfter') as Timestamp | undefined;
    await taskQueuer(firebaseApp, region)(
      taskQueues.mailDelivery,
      { mailId },
      `mail-${mailId}`,
      sendAfter?.toDate(),
    );
  },
);

/**
 * Sends one message (services/mail-delivery.ts). A failure that may pass (SMTP down, a 4xx)
 * and a message waiting for an earlier one of its order are tried again: after 2 s, then
 * doubling up to 5 minutes, for up to two days. The order never waits for any of it.
 */
export const sendMail = onTaskDispatched<{ mailId: string }>(
  {
    region,
    secrets: [smtpUrl],
    retryConfig: {
      maxAttempts: 100,
      maxRetrySeconds: 2 * 24 * 60 * 60,
      minBackoffSeconds: 2,
      maxBackoffSeconds: 300,
      maxDoublings: 8,
    },
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  async ({ data }) => {
    try {
      await deliverMail(db, String(data.mailId), smtpMail);
    } catch (error) {
      if (error instanceof MailNotReady) throw new HttpsError('unavailable', error.message);
      throw error;
    }
  },
);
