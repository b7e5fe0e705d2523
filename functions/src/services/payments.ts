import { shopCurrency, type Order } from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { ordersCollection, toOrder, type OrderDoc } from './orders.ts';

/**
 * `stripeEvents/{eventId}`: every Stripe event the webhook has applied, written in the same
 * transaction as its effect, so a retried or replayed event changes nothing (server-only).
 */
const stripeEventsCollection = (db: Firestore) => db.collection('stripeEvents');

/** The caller's own order, as they may see it: anyone else's, or a removed one, is 404. */
async function ownOrder(db: Firestore, caller: Caller, id: string) {
  const snapshot = isDocumentId(id) ? await ordersCollection(db).doc(id).get() : undefined;
  const order = snapshot?.data() as OrderDoc | undefined;
  if (!snapshot || !order || order.uid !== caller.uid || order.status === 'cancelled') {
    throw notFound('No such order');
  }
  return { ref: snapshot.ref, order };
}

/**
 * `POST /create-payment-intent`: one PaymentIntent per order, for the amount the server
 * computed. Its idempotency key is derived from the order, and its id is kept on the order,
 * so a second call (or a double click) answers the same intent's client secret.
 */
export async function createPaymentIntent(
  db: Firestore,
  stripe: Stripe,
  caller: Caller,
  orderId: string,
): Promise<string> {
  const { ref, order } = await ownOrder(db, caller, orderId);
  if (order.paid) throw conflict('This order is already paid');
  const intent = order.paymentIntentId
    ? await stripe.paymentIntents.retrieve(order.paymentIntentId)
    : await stripe.paymentIntents.create(
        {
          amount: order.totalPriceCents,
          currency: shopCurrency,
          automatic_payment_methods: { enabled: true },
          description: `${order.quantity} × ${order.partName}`,
          receipt_email: order.email,
          metadata: { orderId: ref.id },
        },
        { idempotencyKey: `order-${ref.id}` },
      );
  if (!order.paymentIntentId) await ref.update({ paymentIntentId: intent.id });
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
  return intent.client_secret;
}

/**
 * Why a PaymentIntent cannot pay this order, or null when it can: it succeeded, it was made
 * for this order, and for its amount in the shop's currency.
 */
function paymentMismatch(intent: Stripe.PaymentIntent, orderId: string, order: OrderDoc) {
  if (intent.metadata.orderId !== orderId) return 'This payment is for another order';
  if (intent.status !== 'succeeded') return 'This payment has not succeeded';
  if (intent.amount !== order.totalPriceCents || intent.currency !== shopCurrency) {
    return 'This payment does not match the order’s total';
  }
  return null;
}

/**
 * Marks the order paid by `intent`, inside `tx`, after checking it (see paymentMismatch).
 * Paying again with the same intent changes nothing; a paid order refuses another intent.
 * A removed order is never paid: a payment that completes after its removal (a Payment tab
 * left open) is kept on the order as `refundDueTransactionId`, for an admin to refund
 * (docs/decisions/0013-payments.md).
 */
async function markPaidIn(
  tx: Transaction,
  db: Firestore,
  orderId: string,
  intent: Stripe.PaymentIntent,
): Promise<{ outcome: 'paid' | 'refund-due'; order: OrderDoc }> {
  const ref = ordersCollection(db).doc(orderId);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw notFound('No such order');
  const order = snapshot.data() as OrderDoc;
  if (order.paid) {
    if (order.transactionId === intent.id) return { outcome: 'paid', order };
    throw conflict('This order is already paid');
  }
  const mismatch = paymentMismatch(intent, orderId, order);
  if (mismatch) throw conflict(mismatch);
  if (order.status === 'cancelled') {
    const refundDue = { refundDueTransactionId: intent.id, updatedAt: Timestamp.now() };
    tx.update(ref, refundDue);
    return { outcome: 'refund-due', order: { ...order, ...refundDue } };
  }
  const paid = {
    paid: true,
    status: order.status === 'pending' ? ('paid' as const) : order.status,
    transactionId: intent.id,
    updatedAt: Timestamp.now(),
  };
  tx.update(ref, paid);
  return { outcome: 'paid', order: { ...order, ...paid } };
}

/** `PATCH /order/{id}` with `{transactionId}`: the buyer's browser says Stripe took the money. */
export async function confirmOrderPayment(
  db: Firestore,
  stripe: Stripe,
  caller: Caller,
  orderId: string,
  transactionId: string,
): Promise<Order> {
  await ownOrder(db, caller, orderId);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(transactionId);
  } catch (error) {
    if ((error as { code?: string }).code === 'resource_missing') {
      throw validationFailed('No such payment', { transactionId: 'No such payment' });
    }
    throw error;
  }
  // ownOrder has refused a removed order, and markPaidIn refuses one removed since.
  const { outcome, order } = await db.runTransaction((tx) => markPaidIn(tx, db, orderId, intent));
  if (outcome === 'refund-due') throw notFound('No such order');
  return toOrder(orderId, order);
}

/**
 * Applies a verified webhook event once: `payment_intent.succeeded` marks its order paid
 * (with the same checks as the browser's call); every event, failures included, is
 * recorded so that a retry or a replay is a no-op. Throws when the event cannot be applied,
 * so the webhook answers non-2xx and Stripe retries.
 */
export async function applyStripeEvent(db: Firestore, event: Stripe.Event) {
  const record = stripeEventsCollection(db).doc(event.id);
  return db.runTransaction(async (tx) => {
    if ((await tx.get(record)).exists) return 'duplicate' as const;
    let orderId: string | null = null;
    let result: 'recorded' | 'paid' | 'refund-due' = 'recorded';
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      orderId = intent.metadata.orderId ?? null;
      if (!orderId || !isDocumentId(orderId)) throw notFound('The payment names no order');
      result = (await markPaidIn(tx, db, orderId, intent)).outcome;
    }
    tx.create(record, { type: event.type, orderId, result, receivedAt: Timestamp.now() });
    return result;
  });
}
