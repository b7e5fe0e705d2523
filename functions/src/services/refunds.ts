// Money back through Stripe's Refunds API (docs/decisions/0019-order-lifecycle.md): an admin
// cancelling a paid order, or a payment that completed on an order that can no longer be
// paid. One refund per order (Stripe's idempotency key is derived from the order), recorded
// on the order as `refundId` with its status at Stripe; the webhook keeps that status current.
import type { RefundStatus } from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { isDocumentId } from '../lib/document-id.ts';
import { callStripe } from '../lib/stripe-client.ts';
import { conflict } from '../lib/http-error.ts';
import { orderMailIn } from './order-mail.ts';
import { ordersCollection } from '../store/orders.ts';

/**
 * Asks Stripe to refund the whole payment `paymentIntentId` of order `orderId`. The same
 * order always sends the same idempotency key, so two admins, or a retried webhook, get the
 * one refund Stripe made the first time. Throws the API's 502/503 when Stripe fails.
 */
export function refundPayment(stripe: Stripe, orderId: string, paymentIntentId: string) {
  return callStripe(() =>
    stripe.refunds.create(
      { payment_intent: paymentIntentId, metadata: { orderId } },
      { idempotencyKey: `refund-${orderId}` },
    ),
  );
}

/** What an order records of its Stripe refund. */
export function refundFields(refund: Stripe.Refund) {
  return {
    refundId: refund.id,
    refundStatus: refund.status as RefundStatus,
    ...(refund.failure_reason ? { refundFailureReason: refund.failure_reason } : {}),
  };
}

/**
 * Brings an order's refund status up to date with Stripe (a refund's status can change after
 * it was made: a card that cannot take the money back fails later). It asks Stripe for the
 * refund as it is now rather than trusting the event, so refund events may arrive in any
 * order, twice, or late, and the order still ends with Stripe's latest word.
 */
export async function syncRefund(db: Firestore, stripe: Stripe, orderId: string) {
  if (!isDocumentId(orderId)) return 'ignored' as const;
  const ref = ordersCollection(db).doc(orderId);
  const order = (await ref.get()).data();
  if (!order) return 'ignored' as const;
  if (!order.refundId) {
    // Our own refund, whose answer is not recorded yet: Stripe retries the event later.
    if (order.status === 'refunded') throw conflict('This refund is not recorded yet');
    // A refund made outside the shop (in Stripe's dashboard): nothing of ours to update.
    return 'ignored' as const;
  }
  const refundId = order.refundId;
  const refund = await callStripe(() => stripe.refunds.retrieve(refundId));
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const fields = refundFields(refund);
    if (current?.refundId !== refund.id) return;
    if (
      current.refundStatus === fields.refundStatus &&
      current.refundFailureReason === fields.refundFailureReason
    ) {
      return;
    }
    // The shop hears of a refund that failed, once: when its status becomes `failed`.
    const failed = fields.refundStatus === 'failed' && current.refundStatus !== 'failed';
    const mail = await orderMailIn(tx, db, current, failed ? ['refund-failed'] : []);
    const updated = { ...fields, updatedAt: Timestamp.now() };
    tx.update(ref, updated);
    mail(orderId, { ...current, ...updated });
  });
  return `refund-${refund.status}` as const;
}
