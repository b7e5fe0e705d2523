import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

/**
 * Why a part's stock changed. `stocked` is a part's first stock (seed or a new product);
 * `restock` an admin's count; `removed` the part leaving the catalogue; the others follow
 * an order's life.
 */
export type StockMovementReason =
  'stocked' | 'restock' | 'removed' | 'order' | 'order-removed' | 'order-cancelled';

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
  createdAt: FieldValue;
}

export const stockMovementsCollection = (db: Firestore) => db.collection('stockMovements');

export interface StockMovement {
  partId: string;
  delta: number;
  availableAfter: number;
  reason: StockMovementReason;
  orderId?: string | null;
  uid: string | null;
}

/** Records a stock change inside the transaction that makes it. */
export function recordStockMovement(db: Firestore, tx: Transaction, movement: StockMovement) {
  const doc: StockMovementDoc = {
    ...movement,
    orderId: movement.orderId ?? null,
    createdAt: FieldValue.serverTimestamp(),
  };
  tx.create(stockMovementsCollection(db).doc(), doc);
}

/** A part's stock against its history: `recorded` is the sum of its movements. */
export async function reconcileStock(db: Firestore, partId: string) {
  const [part, movements] = await Promise.all([
    db.collection('parts').doc(partId).get(),
    stockMovementsCollection(db).where('partId', '==', partId).get(),
  ]);
  const recorded = movements.docs.reduce(
    (sum, movement) => sum + (movement.data() as StockMovementDoc).delta,
    0,
  );
  const available = (part.get('availableQuantity') as number | undefined) ?? 0;
  return { available, recorded, movements: movements.size };
}
