import type { StockHistory, StockMovementReason } from '@moto-parts/contracts';
import {
  FieldValue,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { isDocumentId } from '../lib/document-id.ts';
import { notFound } from '../lib/http-error.ts';

/**
 * `stockMovements/{id}`: one per stock change, written in the same transaction as the
 * change, so the sum of a part's deltas is always its `availableQuantity` (server-only).
 */
export interface StockMovementDoc {
  partId: string;
  /** Units added (positive) or taken (negative). */
  delta: number;
  /** The part's `availableQuantity` right after this movement. */
  availableAfter: number;
  reason: StockMovementReason;
  orderId: string | null;
  /** Who caused it: the buyer or the admin; null for the seed. */
  uid: string | null;
  createdAt: FieldValue | Timestamp;
}

export const stockMovementsCollection = (db: Firestore) => db.collection('stockMovements');

export interface NewStockMovement {
  partId: string;
  delta: number;
  availableAfter: number;
  reason: StockMovementReason;
  orderId?: string | null;
  uid: string | null;
}

/** Records a stock change inside the transaction that makes it. */
export function recordStockMovement(db: Firestore, tx: Transaction, movement: NewStockMovement) {
  const doc: StockMovementDoc = {
    ...movement,
    orderId: movement.orderId ?? null,
    createdAt: FieldValue.serverTimestamp(),
  };
  tx.create(stockMovementsCollection(db).doc(), doc);
}

/**
 * `GET /parts/{id}/stock` (admins), and the tests' check of the books: a part's stock
 * against the sum of its movements. A removed part keeps its history (its stock is then 0);
 * an id with no part and no history is 404.
 */
export async function stockHistory(db: Firestore, partId: string): Promise<StockHistory> {
  if (!isDocumentId(partId)) throw notFound('No such part');
  const [part, snapshot] = await Promise.all([
    db.collection('parts').doc(partId).get(),
    stockMovementsCollection(db).where('partId', '==', partId).orderBy('createdAt').get(),
  ]);
  if (!part.exists && snapshot.empty) throw notFound('No such part');
  const movements = snapshot.docs.map((doc) => {
    const { delta, availableAfter, reason, orderId, uid, createdAt } =
      doc.data() as StockMovementDoc;
    return {
      delta,
      availableAfter,
      reason,
      orderId,
      uid,
      createdAt: (createdAt as Timestamp).toDate().toISOString(),
    };
  });
  const recorded = movements.reduce((sum, movement) => sum + movement.delta, 0);
  const availableQuantity = (part.get('availableQuantity') as number | undefined) ?? 0;
  return {
    partId,
    availableQuantity,
    recorded,
    reconciled: recorded === availableQuantity,
    movements,
  };
}
