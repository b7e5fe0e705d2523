import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';

/** What the Express app needs from the outside world; tests and benchmarks pass their own. */
export interface AppDeps {
  db: Firestore;
  auth: Auth;
  /** Read per request: Functions secrets are only available while a request runs. */
  accessTokenSecret: () => string;
  /** Stripe's API (or the local sandbox), created on the first payment call. */
  stripe: () => Promise<Stripe>;
  /** Signs the webhook events Stripe posts to `/stripe/webhook`. */
  stripeWebhookSecret: () => string;
  /** How long an unpaid order holds its units, in minutes (the `ORDER_HOLD_MINUTES` param). */
  orderHoldMinutes: () => number;
  /**
   * How many proxies in front of the app add themselves to `X-Forwarded-For` (the
   * `TRUST_PROXY_HOPS` param): the client's address is the one that many hops back, and
   * anything a client wrote before it is ignored (app.ts).
   */
  trustProxyHops: () => number;
  /** Queues the task that ends the hold of order `orderId` at `endsAt` (services/order-holds.ts). */
  scheduleHoldExpiry: (orderId: string, endsAt: Date) => Promise<void>;
}
