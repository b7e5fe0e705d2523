// When an unpaid order's hold ends, its units go back to stock and it can no longer be paid
// (docs/decisions/0019-order-lifecycle.md). Three things make that happen on time:
// - a task per order, queued for the hold's end (see index.ts `expireOrderHold`), which
//   also sweeps any other hold that has ended, in case a task was lost;
// - the reads that show stock or an order (a part's page, the buyer's orders, paying), which
//   release ended holds first, so nobody ever sees units held past their window;
// - an order that finds too little stock, which releases the part's ended holds and retries.
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { isDocumentId } from '../lib/document-id.ts';
import { notFound } from '../lib/http-error.ts';
import { orderMailIn } from './order-mail.ts';
import { ordersCollection, releaseUnitsIn, type FoundOrder, type OrderDoc } from './orders.ts';

/** Cloud Tasks queue (the task-queue function's name) that ends each order's hold. */
export const holdExpiryQueue = 'expireOrderHold';

/** Whether `order` still holds units it should not: unpaid, and its window is over. */
export const holdHasEnded = (order: OrderDoc, now = Timestamp.now()) =>
  order.status === 'pending' && order.holdEndsAt.toMillis() <= now.toMillis();

/**
 * Inside `tx`: if the order's hold has ended, it becomes `expired` and its units go back
 * to stock with an `order-expired` movement. Answers the order as it is after.
 * Call before any write of the transaction (it reads the part).
 */
export async function expireIfEndedIn(
  tx: Transaction,
  db: Firestore,
  found: FoundOrder,
): Promise<OrderDoc> {
  if (!holdHasEnded(found.order)) return found.order;
  const mail = await orderMailIn(tx, db, found.order, ['expired']);
  await releaseUnitsIn(tx, db, found, 'order-expired', null);
  const expired = { status: 'expired' as const, updatedAt: Timestamp.now() };
  tx.update(found.ref, expired);
  mail(found.ref.id, { ...found.order, ...expired });
  return { ...found.order, ...expired };
}

/**
 * The order a read found, as it is now: when its hold has ended, it is expired first (a
 * transaction that checks again); otherwise, the common case, it is answered as read.
 */
export async function withEndedHoldExpired(db: Firestore, found: FoundOrder): Promise<OrderDoc> {
  if (!holdHasEnded(found.order)) return found.order;
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(found.ref)).data();
    if (!order) throw notFound('No such order');
    return expireIfEndedIn(tx, db, { ref: found.ref, order });
  });
}

export type HoldOutcome = 'expired' | 'holding' | 'settled' | 'missing';

/**
 * Ends one order's hold if it is over, in its own transaction: `expired` when this call
 * expired it, `holding` while the window is still open, `settled` when the order is no
 * longer pending (paid, removed, expired before), `missing` when there is no such order.
 */
export async function expireOrderIfEnded(db: Firestore, orderId: string): Promise<HoldOutcome> {
  const ref = ordersCollection(db).doc(orderId);
  return db.runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) return 'missing';
    if (order.status !== 'pending') return 'settled';
    if (!holdHasEnded(order)) return 'holding';
    await expireIfEndedIn(tx, db, { ref, order });
    return 'expired';
  });
}

/**
 * Expires every order of `scope` (a part's, a buyer's, or all) whose hold has ended, each in
 * its own transaction (which checks again, so two sweeps never expire an order twice).
 * Answers how many it expired. One indexed query: a read when there is nothing to do.
 */
export async function releaseEndedHolds(
  db: Firestore,
  scope: { partId?: string; uid?: string } = {},
  limit = 50,
): Promise<number> {
  let ended = ordersCollection(db).where('status', '==', 'pending');
  if (scope.partId !== undefined) ended = ended.where('partId', '==', scope.partId);
  if (scope.uid !== undefined) ended = ended.where('uid', '==', scope.uid);
  const snapshot = await ended.where('holdEndsAt', '<=', Timestamp.now()).limit(limit).get();
  const outcomes = await Promise.all(snapshot.docs.map((doc) => expireOrderIfEnded(db, doc.id)));
  return outcomes.filter((outcome) => outcome === 'expired').length;
}

/**
 * The work of the task queued for an order's hold end: end that hold if it is over, and
 * sweep any other ended hold (a task lost to a failed enqueue is covered by the next one).
 */
export async function runHoldExpiryTask(db: Firestore, orderId: string): Promise<HoldOutcome> {
  const outcome = isDocumentId(orderId) ? await expireOrderIfEnded(db, orderId) : 'missing';
  await releaseEndedHolds(db);
  return outcome;
}
