import type { Firestore } from 'firebase-admin/firestore';

/**
 * `stripeEvents/{eventId}`: every Stripe event the webhook has applied, so that a retried or
 * replayed event is answered at once (server-only). Applying an event twice would change
 * nothing anyway: every effect below checks the order's state in a transaction, and the one
 * Stripe call, a refund, carries an idempotency key.
 */
export const stripeEventsCollection = (db: Firestore) => db.collection('stripeEvents');
