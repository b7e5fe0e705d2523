import { orderSummary, type Order } from '@moto-parts/contracts';
import { shopCurrency } from '../lib/money.ts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { conflict, notFound, paymentProviderError, validationFailed } from '../lib/http-error.ts';
import { callStripe } from '../lib/stripe-client.ts';
import { expireIfEndedIn, holdHasEnded, releaseEndedHoldsOf } from './order-holds.ts';
import { orderMailIn } from './order-mail.ts';
import { changeStatusIn, theBuyer, theShop, type OrderActor } from './order-state.ts';
import { toOrder } from './orders.ts';
import { refundFields, refundPayment, syncRefund } from './refunds.ts';
import { ordersCollection, type FoundOrder, type OrderDoc } from '../store/orders.ts';
import { stripeEventsCollection } from '../store/stripe-events.ts';

const holdEndedMessage =
  'This order was not paid in time: its parts went back to stock. Place a new order';

/** The caller's own order, as they may see it: anyone else's, or a removed one, is 404. */
async function ownOrder(db: Firestore, caller: Caller, id: string) {
  const snapshot = isDocumentId(id) ? await ordersCollection(db).doc(id).get() : undefined;
  const order = snapshot?.data();
  if (!snapshot || !order || order.uid !== caller.uid || order.status === 'cancelled') {
    throw notFound('No such order');
  }
  return { ref: snapshot.ref, order };
}

/** Why this order can no longer take a payment, or null while it can. */
function unpayableReason(order: OrderDoc) {
  if (order.paid) return 'This order is already paid';
  if (order.status === 'expired' || holdHasEnded(order)) return holdEndedMessage;
  if (order.status !== 'pending') return `This order is ${order.status}`;
  return null;
}

/**
 * `POST /create-payment-intent`: one PaymentIntent per order, for the amount the server
 * computed. Its idempotency key is derived from the order, and its id is kept on the order,
 * so a second call (or a double click) answers the same intent's client secret. An order
 * whose hold has ended is refused (its release is the expiry task's: this call writes only
 * the intent's id).
 */
export async function createPaymentIntent(
  db: Firestore,
  stripe: Stripe,
  caller: Caller,
  orderId: string,
): Promise<string> {
  const { ref, order } = await ownOrder(db, caller, orderId);
  const refused = unpayableReason(order);
  if (refused) throw conflict(refused);
  const intent = await callStripe(() =>
    order.paymentIntentId
      ? stripe.paymentIntents.retrieve(order.paymentIntentId)
      : stripe.paymentIntents.create(
          {
            amount: order.totalPriceCents,
            currency: shopCurrency,
            automatic_payment_methods: { enabled: true },
            description: orderSummary(order.lines),
            receipt_email: order.email,
            metadata: { orderId: ref.id },
          },
          { idempotencyKey: `order-${ref.id}` },
        ),
  );
  if (!order.paymentIntentId) await ref.update({ paymentIntentId: intent.id });
  if (!intent.client_secret) {
    throw paymentProviderError(
      `Stripe answered PaymentIntent ${intent.id} without a client secret`,
    );
  }
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

type PaymentOutcome = 'paid' | 'refunded';

/**
 * Applies a succeeded PaymentIntent to its order. A pending order inside its hold becomes
 * paid. An order that can no longer be paid (its hold ended, or it was removed) is never
 * paid: Stripe refunds the money and the order becomes `refunded`; the hold's end wins over
 * a payment that completes after it (docs/decisions/0019-order-lifecycle.md). Repeats change nothing.
 */
async function applyPayment(
  db: Firestore,
  stripe: () => Promise<Stripe>,
  { ref, order: seen }: FoundOrder,
  intent: Stripe.PaymentIntent,
  by: OrderActor,
): Promise<{ outcome: PaymentOutcome; order: OrderDoc }> {
  const orderId = ref.id;
  // A payment after the hold's end, as its caller read the order: its part's ended holds go
  // back first, as their one writer (order-holds.ts), so that the transaction below finds
  // this order expired.
  if (holdHasEnded(seen)) await releaseEndedHoldsOf(db, seen.lines[0].partId, { wait: true });
  const first = await db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound('No such order');
    if (order.transactionId === intent.id) {
      return { outcome: order.status === 'refunded' ? 'refunded' : 'paid', order } as const;
    }
    if (order.paid) throw conflict('This order is already paid');
    const mismatch = paymentMismatch(intent, orderId, order);
    if (mismatch) throw conflict(mismatch);
    const current = await expireIfEndedIn(tx, db, { ref, order });
    if (current.status !== 'pending') return { outcome: 'refund' as const, order: current };
    const mail = await orderMailIn(tx, db, current, ['paid', 'to-ship']);
    const paid = changeStatusIn(
      db,
      tx,
      { ref, order: current },
      {
        to: 'paid',
        kind: 'paid',
        by,
        fields: { paid: true, paidAt: Timestamp.now(), transactionId: intent.id },
      },
    );
    mail(orderId, paid);
    return { outcome: 'paid' as const, order: paid };
  });
  if (first.outcome !== 'refund') return { outcome: first.outcome, order: first.order };

  const refund = await refundPayment(await stripe(), orderId, intent.id);
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound('No such order');
    if (order.transactionId === intent.id) return { outcome: 'refunded', order };
    const mail = await orderMailIn(tx, db, order, ['refunded']);
    const refunded = changeStatusIn(
      db,
      tx,
      { ref, order },
      {
        to: 'refunded',
        kind: 'refunded',
        by,
        fields: { paid: true, transactionId: intent.id, ...refundFields(refund) },
      },
    );
    mail(orderId, refunded);
    return { outcome: 'refunded', order: refunded };
  });
}

/** `PATCH /order/{id}` with `{transactionId}`: the buyer's browser says Stripe took the money. */
export async function confirmOrderPayment(
  db: Firestore,
  stripe: () => Promise<Stripe>,
  caller: Caller,
  orderId: string,
  transactionId: string,
): Promise<Order> {
  const found = await ownOrder(db, caller, orderId);
  const stored = found.order;
  // Only the intent made for this order can pay it: anything else is refused before Stripe
  // is asked, so a flood of made-up ids costs the shop's Stripe account nothing.
  if (stored.paid && stored.transactionId !== transactionId) {
    throw conflict('This order is already paid');
  }
  if (stored.paymentIntentId !== transactionId) {
    throw conflict('This payment was not started for this order');
  }
  const client = await stripe();
  const intent = await callStripe(
    () => client.paymentIntents.retrieve(transactionId),
    (error) => {
      if (error.code !== 'resource_missing') return undefined;
      throw validationFailed('No such payment', { transactionId: 'No such payment' });
    },
  );
  const { outcome, order } = await applyPayment(db, stripe, found, intent, theBuyer(caller));
  if (outcome === 'refunded') {
    throw conflict(`${holdEndedMessage}. Your payment was refunded`);
  }
  return toOrder(orderId, order);
}

/** The order a Stripe object belongs to: the shop puts it in every intent's and refund's metadata. */
const orderIdOf = (object: { metadata?: Stripe.Metadata | null }) =>
  object.metadata?.orderId ?? null;

/**
 * A dispute (chargeback) on a paid order: the order is flagged with the dispute's reason and
 * status for the admins, who answer it in Stripe's dashboard before its deadline; the
 * order's status is left as it is. A dispute on a payment that is not one of ours is ignored.
 */
async function recordDispute(db: Firestore, dispute: Stripe.Dispute) {
  const intentId =
    typeof dispute.payment_intent === 'string'
      ? dispute.payment_intent
      : dispute.payment_intent?.id;
  if (!intentId) return 'ignored';
  const paid = await ordersCollection(db).where('transactionId', '==', intentId).limit(1).get();
  const order = paid.docs[0];
  if (!order) return 'ignored';
  await order.ref.update({
    disputeId: dispute.id,
    disputeReason: dispute.reason,
    disputeStatus: dispute.status,
    updatedAt: Timestamp.now(),
  });
  return 'dispute-recorded';
}

/** The order a succeeded payment names, as it is now, if it is one of ours. */
async function ourOrder(db: Firestore, intent: Stripe.PaymentIntent): Promise<FoundOrder | null> {
  const orderId = orderIdOf(intent);
  if (!orderId || !isDocumentId(orderId)) return null;
  const ref = ordersCollection(db).doc(orderId);
  const order = (await ref.get()).data();
  return order ? { ref, order } : null;
}

/**
 * Applies a verified webhook event: `payment_intent.succeeded` pays its order (or refunds
 * it, see applyPayment); the refund events bring that refund's status up to date; the
 * dispute events flag the order. An event about a payment that is not ours (another product
 * on the same Stripe account) is recorded as `ignored` and answered 2xx: an error would make
 * Stripe retry it for days and then switch the endpoint off. Throws when one of ours cannot
 * be applied yet, so the webhook answers non-2xx and Stripe retries; every event applied is
 * recorded, so a retry or replay is answered at once.
 */
export async function applyStripeEvent(
  db: Firestore,
  stripe: () => Promise<Stripe>,
  event: Stripe.Event,
) {
  const record = stripeEventsCollection(db).doc(event.id);
  if ((await record.get()).exists) return 'duplicate';
  let orderId: string | null = null;
  let result = 'recorded';
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const found = await ourOrder(db, event.data.object);
      orderId = found?.ref.id ?? null;
      result = found
        ? (await applyPayment(db, stripe, found, event.data.object, theShop)).outcome
        : 'ignored';
      break;
    }
    // Every refund has events of its own, which name it: a charge's `charge.refunded` names
    // none, so it is recorded and left (the refund's own events bring the news).
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      orderId = orderIdOf(event.data.object);
      result = orderId ? await syncRefund(db, await stripe(), event.data.object) : 'ignored';
      break;
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      result = await recordDispute(db, event.data.object);
      break;
    }
  }
  await record.set({ type: event.type, orderId, result, receivedAt: Timestamp.now() });
  return result;
}
