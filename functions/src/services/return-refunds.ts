// Receiving a return, and its refund (docs/decisions/0034-returns-and-partial-refunds.md): the
// approved return's units are put back in stock or written off, the order becomes partially
// returned or returned, and Stripe refunds the units, with the order's shipping when this
// return brings the whole order back or the admin asks (shipping is refunded once).
//
// Three steps, as a Stripe call cannot be part of a Firestore transaction:
// 1. one transaction decides the refund's amount and keeps it on the return, once: a retry,
//    or a second admin at once, finds it decided and asks Stripe for the very same refund;
//    two returns received at once cannot both take the shipping;
// 2. Stripe refunds it, with a key derived from the order and the return (one refund, however
//    often it is asked for);
// 3. one transaction records the receipt, the stock and the refund. Of two admins, the second
//    finds the return received and gets 409.
import {
  returnStatuses,
  unitsInReturns,
  type Order,
  type ReturnCondition,
  type ReturnReceiptInput,
  type StockMovementReason,
} from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Caller } from '../lib/access-token.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { conflict } from '../lib/http-error.ts';
import { formatDollars } from '../lib/money.ts';
import { orderMailIn } from './order-mail.ts';
import { anAdmin, changeStatusIn } from './order-state.ts';
import { readOrder, toOrder } from './orders.ts';
import { refundFields, refundPayment, type ReturnRefund } from './refunds.ts';
import { returnedLots } from './lots.ts';
import { findReturn, withReturn } from './returns.ts';
import { unitsBackIn } from './stock-release.ts';
import {
  recordedRefunds,
  refundedCentsOf,
  returnsFields,
  type OrderDoc,
  type ReturnDoc,
} from '../store/orders.ts';

/** 409 unless the return is approved and so waits to be received. */
function refuseReceipt(asked: ReturnDoc) {
  if (asked.status === 'approved') return;
  throw conflict(
    asked.status === 'requested'
      ? 'This return is not approved yet'
      : `This return is already ${asked.status}`,
  );
}

/** Whether `returns` hold every unit of every line of `order`. */
const everyUnitIn = (order: OrderDoc, returns: readonly ReturnDoc[]) =>
  order.lines.every(
    (line) => unitsInReturns(returns, line.partId, returnStatuses) >= line.quantity,
  );

/** The stock movement of received units, by what the shop does with them. */
const movementOf: Record<ReturnCondition, StockMovementReason> = {
  restock: 'return-restocked',
  scrap: 'return-scrapped',
};

/**
 * The lots the units of `asked` came back from (services/lots.ts, `returnedLots`): those the
 * order's parcels took of its part, less what its received returns brought back, the lots a
 * recall told its buyer of first.
 */
function lotsOfReturn(order: OrderDoc, asked: ReturnDoc) {
  const shipped = (order.shipments ?? [])
    .flatMap(({ lines }) => lines)
    .filter(({ partId }) => partId === asked.partId)
    .flatMap(({ lots = [] }) => lots);
  const earlier = (order.returns ?? [])
    .filter(({ partId, status }) => partId === asked.partId && status === 'received')
    .flatMap(({ lots = [] }) => lots);
  const recalled = new Set(
    (order.recalls ?? [])
      .filter(({ partId }) => partId === asked.partId)
      .flatMap(({ lots }) => lots),
  );
  return returnedLots(shipped, earlier, (code) => recalled.has(code), asked.quantity);
}

/**
 * The refund of `asked`: its units at the line's price, and the order's shipping when the
 * returns whose refunds are decided, with this one, bring back every unit, or the admin asks
 * for it, unless another return's refund took it already.
 */
function refundOfReturn(order: OrderDoc, asked: ReturnDoc, refundShipping: boolean) {
  const returns = order.returns ?? [];
  const line = order.lines.find(({ partId }) => partId === asked.partId);
  if (!line) throw new Error(`Return ${asked.id} of order names no line of it`);
  const decided = returns.filter((other) => other.refundCents !== null || other.id === asked.id);
  const shippingTaken = returns.some((other) => other.refundsShipping);
  const refundsShipping =
    order.shippingCents > 0 && !shippingTaken && (refundShipping || everyUnitIn(order, decided));
  return {
    refundsShipping,
    refundCents: line.unitPriceCents * asked.quantity + (refundsShipping ? order.shippingCents : 0),
  };
}

/**
 * Step 1: the return's refund, decided once and kept on the return. 409 when the return does
 * not wait to be received, or when the refund, with those decided and not yet made, would give
 * back more than is left of the payment.
 */
function decideRefund(
  db: Firestore,
  id: string,
  returnId: string,
  refundShipping: boolean,
): Promise<ReturnRefund & { paymentIntentId: string }> {
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const { order } = found;
    const asked = findReturn(order, returnId);
    refuseReceipt(asked);
    if (!order.transactionId) throw new Error(`Delivered order ${id} has no payment`);
    const paymentIntentId = order.transactionId;
    if (asked.refundCents !== null) {
      return { returnId, amountCents: asked.refundCents, paymentIntentId };
    }
    const refund = refundOfReturn(order, asked, refundShipping);
    const inFlight = (order.returns ?? [])
      .filter((other) => other.refundCents !== null && other.refundId === null)
      .reduce((cents, other) => cents + (other.refundCents ?? 0), 0);
    const left = order.totalPriceCents - refundedCentsOf(order) - inFlight;
    if (refund.refundCents > left) {
      throw conflict(
        `A refund of ${formatDollars(refund.refundCents)} is more than is left of the payment (${formatDollars(left)})`,
      );
    }
    tx.update(found.ref, {
      returns: withReturn(order, { ...asked, ...refund }),
      updatedAt: Timestamp.now(),
    });
    return { returnId, amountCents: refund.refundCents, paymentIntentId };
  }, contendedTransaction);
}

/**
 * `POST /order/{id}/returns/{returnId}/receipt` (admins): the approved return arrived. Its
 * units go back in stock (`restock`, a `return-restocked` movement) or are written off
 * (`scrap`, a `return-scrapped` movement that keeps them in the ledger); Stripe refunds it;
 * the order becomes `returned` when every unit is back, else `partially-returned`; the buyer
 * hears of the refund. When Stripe fails (502/503) the return is still to receive, its
 * refund's amount kept for the next try.
 */
export async function receiveReturn(
  db: Firestore,
  stripe: () => Promise<Stripe>,
  admin: Caller,
  id: string,
  returnId: string,
  { condition, refundShipping = false }: ReturnReceiptInput,
): Promise<Order> {
  const { paymentIntentId, ...ofReturn } = await decideRefund(db, id, returnId, refundShipping);
  const refund = await refundPayment(await stripe(), id, paymentIntentId, ofReturn);
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const { order } = found;
    const asked = findReturn(order, returnId);
    refuseReceipt(asked);
    const mail = await orderMailIn(tx, db, order, ['return-refunded']);
    const lots = lotsOfReturn(order, asked);
    const back = [{ partId: asked.partId, quantity: asked.quantity, orderId: id, lots }];
    await unitsBackIn(tx, db, back, movementOf[condition], admin.uid, {
      writeOff: condition === 'scrap',
    });
    const now = Timestamp.now();
    const returns = withReturn(order, {
      ...asked,
      status: 'received',
      condition,
      refundId: refund.id,
      receivedAt: now,
      receivedBy: admin.uid,
      lots,
    });
    const received = returns.filter(({ status }) => status === 'received');
    const by = anAdmin(admin);
    const after = changeStatusIn(db, tx, found, {
      to: everyUnitIn(order, received) ? 'returned' : 'partially-returned',
      kind: 'return-received',
      by,
      returnId,
      fields: { ...returnsFields(returns), updatedAt: now },
    });
    // The refund's event a millisecond later, so that the history reads it after the receipt.
    const refunded = changeStatusIn(
      db,
      tx,
      { ref: found.ref, order: after },
      {
        to: after.status,
        kind: 'refunded',
        by,
        returnId,
        fields: {
          ...refundFields(refund, recordedRefunds(order), returnId),
          updatedAt: Timestamp.fromMillis(now.toMillis() + 1),
        },
      },
    );
    mail(id, refunded, { returnId });
    return toOrder(id, refunded);
  }, contendedTransaction);
}
