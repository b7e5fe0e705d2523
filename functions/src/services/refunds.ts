// Money back through Stripe's Refunds API (docs/decisions/0019-order-lifecycle.md,
// 0034-returns-and-partial-refunds.md): the whole payment when an admin cancels a paid order
// or a payment completed on an order that can no longer be paid; part of it for each received
// return. One refund per order or return (a refund already made is found by its metadata
// before another is asked for, with an idempotency key derived from them), each recorded in
// the order's `refunds` with its status at Stripe; the webhook keeps each status current by
// the refund's id.
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
 * Whether `refund` is the shop's refund of order `orderId`'s return `returnId`, or with null of
 * the whole order: the metadata the shop puts in every refund it asks for.
 */
const isRefundOf = (refund: Stripe.Refund, orderId: string, returnId: string | null) =>
  refund.metadata?.orderId === orderId && (refund.metadata.returnId ?? null) === returnId;

/**
 * The refund Stripe already made of order `orderId`'s return `returnId` (null: of the whole
 * order) on payment `paymentIntentId`, if any: the payment's refunds, newest first, 100 to a
 * page, every page (the SDK's auto-pagination follows `starting_after` while `has_more`).
 * A payment holds a refund per return (50 at most) or one of the whole order, so one page
 * is the rule.
 */
async function refundMade(
  stripe: Stripe,
  orderId: string,
  paymentIntentId: string,
  returnId: string | null,
) {
  for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
    if (isRefundOf(refund, orderId, returnId)) return refund;
  }
  return undefined;
}

/**
 * Asks Stripe to refund the payment `paymentIntentId` of order `orderId`: all of it, or with
 * `ofReturn` the amount of that return; or answers the refund Stripe already made of it.
 * A refund Stripe made whose answer was lost (the call failed, the order recorded nothing) is
 * found first among the payment's refunds by its metadata: Stripe forgets an idempotency key
 * once it is 24 hours old, and a retry after that would otherwise be a second refund. The
 * same order, or return, still always sends the same idempotency key, so two admins, or a
 * retried call or webhook, within the day get the one refund Stripe made the first time,
 * even when both looked before either was made. Throws the API's 502/503 when Stripe fails.
 */
export function refundPayment(
  stripe: Stripe,
  orderId: string,
  paymentIntentId: string,
  ofReturn?: ReturnRefund,
) {
  return callStripe(
    async () =>
      (await refundMade(stripe, orderId, paymentIntentId, ofReturn?.returnId ?? null)) ??
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
