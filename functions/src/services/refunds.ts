// Money back through Stripe's Refunds API (docs/decisions/0019-order-lifecycle.md,
// 0034-returns-and-partial-refunds.md): the whole payment when an admin cancels a paid order
// or a payment completed on an order that can no longer be paid; part of it for each received
// return. One refund per order or return (Stripe's idempotency key is derived from them),
// each recorded in the order's `refunds` with its status at Stripe; the webhook keeps each
// status current by the refund's id.
import type { RefundStatus } from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { isDocumentId } from '../lib/document-id.ts';
import { callStripe } from '../lib/stripe-client.ts';
import { conflict } from '../lib/http-error.ts';
import { orderMailIn } from './order-mail.ts';
import { recordSalesIn } from './sales-rollups.ts';
import {
  liveRefundCents,
  ordersCollection,
  recordedRefunds,
  type RefundDoc,
} from '../store/orders.ts';

/** The part of a payment a return's refund gives back. */
export interface ReturnRefund {
  returnId: string;
  amountCents: number;
}

/**
 * Asks Stripe to refund the payment `paymentIntentId` of order `orderId`: all of it, or with
 * `ofReturn` the amount of that return. The same order, or return, always sends the same
 * idempotency key, so two admins, or a retried call or webhook, get the one refund Stripe made
 * the first time. Throws the API's 502/503 when Stripe fails.
 */
export function refundPayment(
  stripe: Stripe,
  orderId: string,
  paymentIntentId: string,
  ofReturn?: ReturnRefund,
) {
  return callStripe(() =>
    stripe.refunds.create(
      {
        payment_intent: paymentIntentId,
        ...(ofReturn && { amount: ofReturn.amountCents }),
        metadata: { orderId, ...(ofReturn && { returnId: ofReturn.returnId }) },
      },
      {
        idempotencyKey: ofReturn
          ? `refund-${orderId}-return-${ofReturn.returnId}`
          : `refund-${orderId}`,
      },
    ),
  );
}

/**
 * What an order records of Stripe's `refund` (of return `returnId`, or with null of the whole
 * order), beside the refunds it has already recorded: the refund's entry in `refunds`, new or
 * brought up to date, what the refunds gave back, and for the whole order's refund the
 * fields the 2022 screens read.
 */
export function refundFields(
  refund: Stripe.Refund,
  recorded: readonly RefundDoc[] = [],
  returnId: string | null = null,
) {
  const entry: RefundDoc = {
    id: refund.id,
    returnId,
    amountCents: refund.amount,
    status: refund.status as RefundStatus,
    failureReason: refund.failure_reason ?? null,
    createdAt: Timestamp.fromMillis(refund.created * 1000),
  };
  const refunds = recorded.some(({ id }) => id === refund.id)
    ? recorded.map((known) => (known.id === refund.id ? entry : known))
    : [...recorded, entry];
  return {
    refunds,
    refundedCents: liveRefundCents(refunds),
    ...(returnId === null && {
      refundId: refund.id,
      refundStatus: entry.status,
      ...(refund.failure_reason ? { refundFailureReason: refund.failure_reason } : {}),
    }),
  };
}

/**
 * Brings the refund `reported` (an event's copy) up to date on its order: a refund's status
 * can change after it was made (a card that cannot take the money back fails later). It asks
 * Stripe for the refund as it is now rather than trusting the event, so refund events may
 * arrive in any order, twice, or late, and the order still ends with Stripe's latest word.
 * The shop puts its order's id in every refund it makes; a refund without it was made
 * outside the shop (in Stripe's dashboard), and is none of the order's.
 */
export async function syncRefund(db: Firestore, stripe: Stripe, reported: Stripe.Refund) {
  const orderId = reported.metadata?.orderId;
  if (!orderId || !isDocumentId(orderId)) return 'ignored' as const;
  const ref = ordersCollection(db).doc(orderId);
  const order = (await ref.get()).data();
  if (!order) return 'ignored' as const;
  // Our own refund, whose answer is not recorded yet: Stripe retries the event later.
  if (!recordedRefunds(order).some(({ id }) => id === reported.id)) {
    throw conflict('This refund is not recorded yet');
  }
  const refund = await callStripe(() => stripe.refunds.retrieve(reported.id));
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const recorded = current ? recordedRefunds(current) : [];
    const known = recorded.find(({ id }) => id === refund.id);
    if (!current || !known) return;
    const failureReason = refund.failure_reason ?? null;
    if (known.status === refund.status && known.failureReason === failureReason) return;
    // The shop hears of a refund that failed, once: when its status becomes `failed`.
    const failed = refund.status === 'failed' && known.status !== 'failed';
    const mail = await orderMailIn(tx, db, current, failed ? ['refund-failed'] : []);
    const updated = {
      ...refundFields(refund, recorded, known.returnId),
      updatedAt: Timestamp.now(),
    };
    tx.update(ref, updated);
    recordSalesIn(db, tx, current, { ...current, ...updated });
    mail(orderId, { ...current, ...updated }, known.returnId ? { returnId: known.returnId } : {});
  });
  return `refund-${refund.status}` as const;
}
