import type { LotDelta, StockMovementReason, StocktakeReason } from '@moto-parts/contracts';
import {
  FieldValue,
  type Firestore,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/**
 * `stockMovements/{id}`: one per change of a part's stock or lots, written in the same
 * transaction as the change, so the sum of a part's deltas is always its `availableQuantity`
 * (server-only).
 */
export interface StockMovementDoc {
  partId: string;
  /** Units added (positive) or taken (negative). */
  delta: number;
  /** The part's `availableQuantity` right after this movement. */
  availableAfter: number;
  /**
   * Units that came back and were written off (`return-scrapped`, whose delta is 0): the
   * ledger keeps them, though the stock does not change.
   */
  writtenOff?: number;
  reason: StockMovementReason;
  /** A stocktake's reason, on an `adjustment` (docs/decisions/0039-low-stock-and-stocktakes.md). */
  adjustment?: StocktakeReason;
  /**
   * What it changed of each lot, when it changed any: a lot's `delta`s over every movement add
   * up to its `onHand`, and its `blocked`s to its `blocked` (docs/decisions/0035-lots-and-recalls.md).
   */
  lots?: LotDelta[];
  orderId: string | null;
  /** Who caused it: the buyer or the admin; null for the seed. */
  uid: string | null;
  /** Written as the server's time of the transaction. */
  createdAt: Timestamp;
}

export const stockMovementsCollection = (db: Firestore) =>
  db.collection('stockMovements').withConverter(storedAs<StockMovementDoc>());

export interface NewStockMovement {
  partId: string;
  delta: number;
  availableAfter: number;
  writtenOff?: number;
  reason: StockMovementReason;
  adjustment?: StocktakeReason;
  lots?: LotDelta[];
  orderId?: string | null;
  uid: string | null;
}

/** Records a stock change inside the transaction that makes it. */
export function recordStockMovement(db: Firestore, tx: Transaction, movement: NewStockMovement) {
  tx.create(stockMovementsCollection(db).doc(), {
    ...movement,
    orderId: movement.orderId ?? null,
    createdAt: FieldValue.serverTimestamp(),
  });
}
