// Recalls (docs/decisions/0035-lots-and-recalls.md): a maker who finds a bad lot blocks it, and
// every buyer whose parcels held units of it gets the recall on their order, an event in its
// history and a message. One transaction blocks the lots and writes the recall; the orders
// are then reached in batches, each its own transaction, the recall keeping how far it got.
// Buyers say they read it; the admins read what each recall reached.
import {
  recallsListMax,
  type LotUnits,
  type Order,
  type Recall,
  type RecallInput,
  type RecallReport,
} from '@moto-parts/contracts';
import { FieldPath, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { storedAs } from '../lib/stored-as.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { lowStockIn, lowStockReads, stockChangeOf } from './low-stock.ts';
import { blockLots, lotStockOf, mergeLotUnits, type LotStock } from './lots.ts';
import { orderMailer } from './order-mail.ts';
import { changeStatusIn, theBuyer } from './order-state.ts';
import { readOrder, toOrder } from './orders.ts';
import {
  ordersWithLots,
  type OrderDoc,
  type OrderRecallDoc,
  type ShipmentDoc,
} from '../store/orders.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recallsCollection, type RecallDoc } from '../store/recalls.ts';
import { recordStockMovement } from '../store/stock-movements.ts';

/**
 * How many orders one transaction reaches: three writes each (the order, its event, its
 * message), well within what one transaction should write.
 */
export const ordersPerBatch = 100;

const toRecall = (id: string, recall: RecallDoc): Recall => ({
  id,
  partId: recall.partId,
  name: recall.name,
  lots: recall.lots,
  message: recall.message,
  createdAt: recall.createdAt.toDate().toISOString(),
  reachedAll: recall.reachedAll,
});

/** The units of lots `codes` of part `partId` that left in `shipments`, by lot. */
const recalledUnitsOf = (
  shipments: readonly ShipmentDoc[],
  { partId, lots: codes }: Pick<RecallDoc, 'partId' | 'lots'>,
): LotUnits[] =>
  mergeLotUnits(
    shipments
      .flatMap(({ lines }) => lines)
      .filter((line) => line.partId === partId)
      .flatMap(({ lots = [] }) => lots)
      .filter(({ code }) => codes.includes(code)),
  );

const unitsOf = (lots: readonly LotUnits[]) => lots.reduce((sum, lot) => sum + lot.quantity, 0);

/**
 * The recall that blocked every lot of `codes` and has not reached all its orders yet: a
 * recall whose call stopped half-way, which the same call made again goes on with. Reads.
 */
async function unfinishedRecallIn(
  tx: Transaction,
  db: Firestore,
  { lots }: LotStock,
  codes: readonly string[],
) {
  const recallIds = new Set(codes.map((code) => lots.find((lot) => lot.code === code)?.recallId));
  const [only] = recallIds;
  if (recallIds.size !== 1 || !only) return undefined;
  const recall = (await tx.get(recallsCollection(db).doc(only))).data();
  const sameLots = recall?.lots.length === codes.length;
  return recall && sameLots && !recall.reachedAll ? { id: only, recall } : undefined;
}

/**
 * Reaches the next batch of the orders whose parcels held the recalled lots, after the last
 * one reached, in one transaction: each gets the recall on its document, a `recalled` event
 * and the message. An order that has it already is left as it is. Answers whether every
 * order has it now.
 */
function reachNextOrders(db: Firestore, recallId: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const ref = recallsCollection(db).doc(recallId);
    const recall = (await tx.get(ref)).data();
    if (!recall) throw new Error(`Recall ${recallId} is gone`);
    if (recall.reachedAll) return true;
    let page = ordersWithLots(db, recall.partId, recall.lots)
      .orderBy(FieldPath.documentId())
      .limit(ordersPerBatch);
    if (recall.reachedThrough) page = page.startAfter(recall.reachedThrough);
    const { docs } = await tx.get(page);
    // The message is always sent (it is about the buyer's safety), so their choice is not read.
    const mail = orderMailer(tx, db, ['recalled'], { wantsUpdates: true, adminUids: [] });
    const now = Timestamp.now();
    for (const doc of docs) {
      const order = doc.data();
      const recalls = order.recalls ?? [];
      if (recalls.some(({ id }) => id === recallId)) continue;
      const held = recalledUnitsOf(order.shipments ?? [], recall);
      const entry: OrderRecallDoc = {
        id: recallId,
        partId: recall.partId,
        message: recall.message,
        lots: held.map(({ code }) => code),
        units: unitsOf(held),
        recalledAt: recall.createdAt,
        answeredAt: null,
      };
      const after = changeStatusIn(
        db,
        tx,
        { ref: doc.ref, order },
        {
          to: order.status,
          kind: 'recalled',
          by: { uid: recall.createdBy, actor: 'admin' },
          recallId,
          fields: { recalls: [...recalls, entry], updatedAt: now },
        },
      );
      mail(doc.id, after, { recallId });
    }
    const reachedAll = docs.length < ordersPerBatch;
    tx.update(ref, { reachedThrough: docs.at(-1)?.id ?? recall.reachedThrough, reachedAll });
    return reachedAll;
  }, contendedTransaction);
}

/**
 * `POST /recalls` (admins): lots of one part are bad. In one transaction each lot is blocked
 * (its units on the shelf kept off sale, less for sale, and what orders held but the shelf no
 * longer has counted `short`, services/lots.ts), with a `recall-blocked` movement, and the
 * recall is written; then every order whose parcels held units of them is reached. 404 for
 * no such part; 400 for a lot it has not; 409 for a lot recalled already, but for the same
 * recall made again after it stopped before reaching every order, which goes on with it.
 */
export async function createRecall(
  db: Firestore,
  admin: Caller,
  input: RecallInput,
): Promise<Recall> {
  if (!isDocumentId(input.partId)) throw notFound('No such part');
  const partRef = partsCollection(db).doc(input.partId);
  const { id, recall } = await db.runTransaction(async (tx) => {
    const [snapshot] = await tx.getAll(partRef, {
      fieldMask: ['name', 'availableQuantity', 'short', 'lots', ...lowStockReads],
    });
    const part = snapshot?.data() as
      | Pick<
          PartDoc,
          'name' | 'availableQuantity' | 'short' | 'lots' | (typeof lowStockReads)[number]
        >
      | undefined;
    if (!part) throw notFound('No such part');
    const before = lotStockOf(part);
    const unfinished = await unfinishedRecallIn(tx, db, before, input.lots);
    if (unfinished) return unfinished;
    const ref = recallsCollection(db).doc();
    const { stock, deltas } = blockLots(before, input.lots, ref.id);
    const low = await lowStockIn(tx, db, [
      stockChangeOf(input.partId, part, stock.availableQuantity),
    ]);
    const now = Timestamp.now();
    tx.update(partRef, { ...stock, ...low.fieldsOf(input.partId), updatedAt: now });
    low.writeMessages();
    recordStockMovement(db, tx, {
      partId: input.partId,
      delta: stock.availableQuantity - before.availableQuantity,
      availableAfter: stock.availableQuantity,
      lots: deltas,
      reason: 'recall-blocked',
      uid: admin.uid,
    });
    const created: RecallDoc = {
      partId: input.partId,
      name: part.name,
      lots: input.lots,
      message: input.message,
      createdBy: admin.uid,
      createdAt: now,
      reachedThrough: null,
      reachedAll: false,
    };
    tx.create(ref, created);
    return { id: ref.id, recall: created };
  }, contendedTransaction);
  while (!(await reachNextOrders(db, id))) {
    // Each batch is its own transaction; the recall says where the next one starts.
  }
  return toRecall(id, { ...recall, reachedAll: true });
}

/** What the figures of a recall read of each order it reached. */
const figureFields = ['uid', 'shipments', 'returns', 'recalls'] as const;

/** What `recall` reached, read from the orders whose parcels held its lots. */
function figuresOf(
  recallId: string,
  recall: RecallDoc,
  orders: readonly Pick<OrderDoc, (typeof figureFields)[number]>[],
) {
  const answeredBy = new Map<string, boolean>();
  let unitsShipped = 0;
  let unitsReturned = 0;
  for (const order of orders) {
    unitsShipped += unitsOf(recalledUnitsOf(order.shipments ?? [], recall));
    const answered = order.recalls?.some(({ id, answeredAt }) => id === recallId && answeredAt);
    answeredBy.set(order.uid, (answeredBy.get(order.uid) ?? true) && Boolean(answered));
    unitsReturned += unitsOf(
      (order.returns ?? [])
        .filter(({ partId, status }) => partId === recall.partId && status === 'received')
        .flatMap(({ lots = [] }) => lots)
        .filter(({ code }) => recall.lots.includes(code)),
    );
  }
  return {
    unitsShipped,
    buyers: answeredBy.size,
    buyersAnswered: [...answeredBy.values()].filter(Boolean).length,
    unitsReturned,
  };
}

/**
 * `GET /recalls` (admins): the newest recalls, each with what it reached: units of its lots
 * shipped, to how many buyers, how many of them answered (on every order of theirs it reached),
 * and how many units came back in received returns.
 */
export async function listRecalls(db: Firestore): Promise<RecallReport[]> {
  const { docs } = await recallsCollection(db)
    .orderBy('createdAt', 'desc')
    .limit(recallsListMax)
    .get();
  return Promise.all(
    docs.map(async (doc) => {
      const recall = doc.data();
      const orders = await ordersWithLots(db, recall.partId, recall.lots)
        .select(...figureFields)
        .withConverter(storedAs<Pick<OrderDoc, (typeof figureFields)[number]>>())
        .get();
      const read = orders.docs.map((order) => order.data());
      return { ...toRecall(doc.id, recall), ...figuresOf(doc.id, recall, read) };
    }),
  );
}

/**
 * `POST /order/{id}/recalls/{recallId}/answer`: the order's buyer says they read the recall
 * (they send the units back with a return, which a recall lets them ask for after the return
 * window). Anyone else gets 404, as for the order itself; a second answer is 409.
 */
export function answerRecall(
  db: Firestore,
  buyer: Caller,
  id: string,
  recallId: string,
): Promise<Order> {
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const { order } = found;
    if (order.uid !== buyer.uid || order.status === 'cancelled') throw notFound('No such order');
    const recalls = order.recalls ?? [];
    const recall = recalls.find((one) => one.id === recallId);
    if (!recall) throw notFound('No such recall');
    if (recall.answeredAt) throw conflict('You have already answered this recall');
    const now = Timestamp.now();
    const after = changeStatusIn(db, tx, found, {
      to: order.status,
      kind: 'recall-answered',
      by: theBuyer(buyer),
      recallId,
      fields: {
        recalls: recalls.map((one) => (one === recall ? { ...one, answeredAt: now } : one)),
        updatedAt: now,
      },
    });
    return toOrder(id, after);
  }, contendedTransaction);
}
