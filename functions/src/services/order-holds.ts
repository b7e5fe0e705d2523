// When an unpaid order's hold ends, its units go back to stock and it can no longer be paid
// (docs/decisions/0019-order-lifecycle.md). The release is writers' work only, never a
// reader's (docs/decisions/0027-holds-and-abuse.md):
// - a task per order, queued for the hold's end (see index.ts `expireOrderHold`), which
//   releases its part's ended holds and sweeps any other part's, in case a task was lost;
// - an order that finds too little stock, and a payment that comes after its hold ended.
// The holds of one part are released by one writer at a time (a lease on the part), in
// batches: one transaction per part per batch, not one per order. Thirty transactions on one
// part's document at once, with the catalogue's reads releasing too, timed out on its lock
// and took the catalogue down. Readers show what has visibly ended instead (`unreleasedUnits`).
import { setTimeout as sleep } from 'node:timers/promises';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { jitteredBackoff } from '../lib/backoff.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { storedAs } from '../lib/stored-as.ts';
import { takeHoldReleaseLease } from '../store/hold-releases.ts';
import {
  endedHolds,
  nextHoldToEnd,
  ordersCollection,
  type FoundOrder,
  type OrderDoc,
} from '../store/orders.ts';
import { partsCollection } from '../store/parts.ts';
import { usersCollection, type ReleasedHolds, type UserDoc } from '../store/users.ts';
import { withReleasedHold } from './held-units.ts';
import { releaseUnitsIn } from './stock-release.ts';
import { orderMailer } from './order-mail.ts';
import { changeStatusIn, theShop } from './order-state.ts';
import { wantsOrderEmails } from './users.ts';

/** Whether `order` still holds units it should not: unpaid, and its window is over. */
export const holdHasEnded = (
  order: Pick<OrderDoc, 'status' | 'holdEndsAt'>,
  now = Timestamp.now(),
) => order.status === 'pending' && order.holdEndsAt.toMillis() <= now.toMillis();

/**
 * An order as a reader sees it now: one whose hold has ended is `expired`, whether or not its
 * release has run yet. Reads never release: they show what a release will find.
 */
export const asSeenNow = (order: OrderDoc, now = Timestamp.now()): OrderDoc =>
  holdHasEnded(order, now) ? { ...order, status: 'expired' } : order;

/**
 * How many ended holds a read counts: one read when none has ended (the usual case), and a
 * bounded cost when a wave has. Beyond it a reader sees a little less stock than a release will
 * give back, for the seconds until the release has run.
 */
const endedHoldsReadMax = 500;

/**
 * Units held by orders whose hold has ended and whose release has not run yet, by part: what a
 * reader adds to a part's stored stock to show its stock now. Reads only: no lock, no write.
 */
export async function unreleasedUnits(db: Firestore, partId?: string) {
  const ended = await endedHolds(db, Timestamp.now(), partId)
    .select('lines')
    .withConverter(storedAs<Pick<OrderDoc, 'lines'>>())
    .limit(endedHoldsReadMax)
    .get();
  const units = new Map<string, number>();
  for (const line of ended.docs.flatMap((doc) => doc.data().lines)) {
    units.set(line.partId, (units.get(line.partId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Inside `tx`: `orders` (pending, their holds over) become `expired`, and each line's units go
 * back to its part with an `order-expired` movement (stock-release.ts). Reads first (the
 * buyers' email choice and held units, then the parts' stock): call before the transaction's
 * first write.
 */
async function expireIn(tx: Transaction, db: Firestore, orders: FoundOrder[]) {
  const buyerRefs = [...new Set(orders.map(({ order }) => order.uid))].map((uid) =>
    usersCollection(db).doc(uid),
  );
  const buyers = await tx.getAll(...buyerRefs, { fieldMask: ['orderEmails', 'releasedHolds'] });
  const buyerOf = new Map(
    buyers
      .filter((buyer) => buyer.exists)
      .map((buyer) => [buyer.id, buyer.data() as Pick<UserDoc, 'orderEmails' | 'releasedHolds'>]),
  );
  await releaseUnitsIn(tx, db, orders, 'order-expired', null);

  const now = Timestamp.now();
  // Each buyer's expired units still count as theirs for a while (held-units.ts).
  const releasedHolds = new Map<string, ReleasedHolds>();
  for (const { ref, order } of orders) {
    const expired = changeStatusIn(
      db,
      tx,
      { ref, order },
      {
        to: 'expired',
        kind: 'expired',
        by: theShop,
        fields: { releasedAt: now, updatedAt: now },
      },
    );
    const buyer = buyerOf.get(order.uid);
    orderMailer(tx, db, ['expired'], { wantsUpdates: wantsOrderEmails(buyer), adminUids: [] })(
      ref.id,
      expired,
    );
    if (buyer) {
      const before = releasedHolds.get(order.uid) ?? buyer.releasedHolds;
      releasedHolds.set(order.uid, withReleasedHold(before, order.lines, now));
    }
  }
  for (const [uid, released] of releasedHolds) {
    tx.update(usersCollection(db).doc(uid), { releasedHolds: released });
  }
}

/**
 * Inside `tx`: if the order's hold has ended, it becomes `expired` and its units go back to
 * stock. Answers the order as it is after. For a payment that meets an order whose release
 * has not run: call before any write of the transaction (it reads the part).
 */
export async function expireIfEndedIn(
  tx: Transaction,
  db: Firestore,
  found: FoundOrder,
): Promise<OrderDoc> {
  if (!holdHasEnded(found.order)) return found.order;
  await expireIn(tx, db, [found]);
  return { ...found.order, status: 'expired' };
}

/**
 * Orders released per transaction: each writes the order, a movement per line and perhaps a
 * message, and each part once; Firestore takes 500 writes a transaction. Orders of many lines
 * make a batch smaller (`holdReleaseWrites`).
 */
const holdReleaseBatch = 100;
const holdReleaseWrites = 400;

/**
 * The most writes releasing `order` takes: itself, its history's event, a message, its buyer,
 * a movement and a part per line.
 */
const releaseWritesOf = (order: OrderDoc) => 4 + 2 * order.lines.length;

/**
 * One batch: up to `holdReleaseBatch` of the part's ended holds, as many as fit
 * `holdReleaseWrites`, in one transaction. Answers how many it released, and whether more
 * may be left.
 */
function releaseBatch(db: Firestore, partId: string) {
  return db.runTransaction(async (tx) => {
    const now = Timestamp.now();
    const ended = await tx.get(endedHolds(db, now, partId).limit(holdReleaseBatch));
    let writes = 0;
    const batch = ended.docs
      .map((doc) => ({ ref: doc.ref, order: doc.data() }))
      .filter(({ order }, index) => {
        writes += releaseWritesOf(order);
        return index === 0 || writes <= holdReleaseWrites;
      });
    const more = ended.size === holdReleaseBatch || batch.length < ended.size;
    // The last batch reads when the part's next hold ends, before expireIn's first write.
    const nextEnd = more ? undefined : await earliestHoldEndAfter(tx, db, partId, now);
    if (batch.length > 0) await expireIn(tx, db, batch);
    nextEnd?.write();
    return { released: batch.length, more };
  }, contendedTransaction);
}

/**
 * Inside `tx`, once none of part `partId`'s ended holds is left: reads the end of its next
 * hold and answers the write that keeps it as the part's `earliestHoldEnd`, so that an order
 * short of stock before then is refused without a release (order-placement.ts). Writes only
 * when it changes: a release that finds nothing to do writes nothing to a busy part.
 */
async function earliestHoldEndAfter(
  tx: Transaction,
  db: Firestore,
  partId: string,
  now: Timestamp,
) {
  const partRef = partsCollection(db).doc(partId);
  const [[part], next] = await Promise.all([
    tx.getAll(partRef, { fieldMask: ['earliestHoldEnd'] }),
    tx.get(nextHoldToEnd(db, now, partId).select('holdEndsAt')),
  ]);
  const stored = part?.data()?.earliestHoldEnd ?? null;
  const earliest = (next.docs[0]?.get('holdEndsAt') as Timestamp | undefined) ?? null;
  const unchanged = stored === null ? earliest === null : earliest?.isEqual(stored) === true;
  return {
    write: () => {
      if (part?.exists && !unchanged) tx.update(partRef, { earliestHoldEnd: earliest });
    },
  };
}

/**
 * What a release came to: `released` when ended holds went back (by this call, or by the
 * writer it waited for), `none` when there were none, `busy` when another writer holds the
 * part (it releases until none is left) and the caller would not wait.
 */
export type ReleaseOutcome = 'released' | 'none' | 'busy';

/** How long an order or a payment waits for another writer's release of its part. */
const leaseWaitMs = 10_000;

/**
 * Releases every ended hold of part `partId`, in batches, as the part's one writer. With
 * `wait`, a caller that finds the part's lease taken waits for it (backing off, with jitter)
 * and then takes its turn; without, it leaves the part to the writer that holds it.
 */
export async function releaseEndedHoldsOf(
  db: Firestore,
  partId: string,
  { wait = false } = {},
): Promise<ReleaseOutcome> {
  const deadline = Date.now() + leaseWaitMs;
  for (let attempt = 0; ; attempt++) {
    const lease = await takeHoldReleaseLease(db, partId);
    if (lease) {
      try {
        let released = 0;
        for (let batch = await releaseBatch(db, partId); ; batch = await releaseBatch(db, partId)) {
          released += batch.released;
          if (!batch.more) break;
          await lease.renew();
        }
        return released > 0 || attempt > 0 ? 'released' : 'none';
      } finally {
        await lease.end();
      }
    }
    if (!wait || Date.now() > deadline) return 'busy';
    await sleep(jitteredBackoff(attempt, { baseMs: 100, maxMs: 2_000 }));
  }
}

/**
 * Releases the ended holds of every part that has some, each as its part's one writer. Parts
 * another writer holds are left to it. Answers whether any part was left so.
 */
export async function releaseAllEndedHolds(db: Firestore): Promise<ReleaseOutcome> {
  const ended = await unreleasedUnits(db);
  const outcomes = await Promise.all(
    [...ended.keys()].map((partId) => releaseEndedHoldsOf(db, partId)),
  );
  if (outcomes.includes('busy')) return 'busy';
  return outcomes.includes('released') ? 'released' : 'none';
}

export type HoldOutcome = 'expired' | 'holding' | 'settled' | 'missing' | 'busy';

/**
 * The work of the task queued for an order's hold end: `missing` when there is no such order,
 * `settled` when it is no longer pending; else it sweeps every part's ended holds (a task
 * lost to a failed enqueue is covered by the next one), and answers `holding` while the
 * order's window is still open, `expired` once its part's ended holds are released, or `busy`
 * while another writer is releasing them (the task comes back).
 */
export async function runHoldExpiryTask(db: Firestore, orderId: string): Promise<HoldOutcome> {
  const order = isDocumentId(orderId)
    ? (await ordersCollection(db).doc(orderId).get()).data()
    : undefined;
  if (!order) return 'missing';
  if (order.status !== 'pending') return 'settled';
  const swept = await releaseAllEndedHolds(db);
  if (!holdHasEnded(order)) return 'holding';
  // The sweep has released the order's part unless another writer held it.
  const own = swept === 'busy' ? await releaseEndedHoldsOf(db, order.lines[0].partId) : swept;
  return own === 'busy' ? 'busy' : 'expired';
}
