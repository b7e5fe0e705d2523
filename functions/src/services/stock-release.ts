// Units coming back to their parts, line by line, with a movement each: an order removed,
// cancelled, expired or refunded, a part's unpaid orders when it leaves the catalogue, or a
// received return (put back on the shelf in its lots, or written off).
import type { LotUnits, StockMovementReason } from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { FoundOrder } from '../store/orders.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recordStockMovement, type NewStockMovement } from '../store/stock-movements.ts';
import { addForSale, lotStockOf, returnToLots, type LotChange } from './lots.ts';
import { lowStockIn, lowStockReads, stockChangeOf } from './low-stock.ts';

/** What a release reads of each part. */
type StockRead = 'availableQuantity' | 'short' | 'lots' | (typeof lowStockReads)[number];

/** Units of one part that come back from one order. */
export interface UnitsBack {
  partId: string;
  quantity: number;
  orderId: string;
  /**
   * The lots a received return's units go back to. Without it the units were only held, and
   * never left their lots: they become for sale again.
   */
  lots?: LotUnits[];
}

/**
 * Inside `tx`: `lines` come back to their parts, each with a stock movement of `reason`. They
 * go back in stock (first covering what a recall left orders short of, services/lots.ts), or
 * with `writeOff` are only recorded as written off (the movement adds nothing). A part no
 * longer in the catalogue takes nothing back. Each part is written once. Reads come first, as
 * transactions require: call it before any write of the transaction.
 */
export async function unitsBackIn(
  tx: Transaction,
  db: Firestore,
  lines: readonly UnitsBack[],
  reason: StockMovementReason,
  uid: string | null,
  { writeOff = false } = {},
) {
  const partIds = [...new Set(lines.map(({ partId }) => partId))];
  if (partIds.length === 0) return;
  // Only their stock and what the low-stock rule reads: not the catalogue's keys (see
  // placeOrderReads).
  const parts = await tx.getAll(...partIds.map((id) => partsCollection(db).doc(id)), {
    fieldMask: ['availableQuantity', 'short', 'lots', ...lowStockReads],
  });
  const stored = new Map(
    parts
      .filter((part) => part.exists)
      .map((part) => [part.id, part.data() as Pick<PartDoc, StockRead>]),
  );
  const stockOf = new Map([...stored].map(([partId, part]) => [partId, lotStockOf(part)]));
  /** Parts whose lots changed: only theirs are written (a part's lots are absent until migrated). */
  const lotsChanged = new Set<string>();
  const movements: NewStockMovement[] = [];
  for (const line of lines) {
    const before = stockOf.get(line.partId);
    if (!before) continue;
    const { stock, deltas }: LotChange = writeOff
      ? { stock: before, deltas: [] }
      : line.lots
        ? returnToLots(before, line.lots)
        : { stock: addForSale(before, line.quantity), deltas: [] };
    stockOf.set(line.partId, stock);
    if (deltas.length > 0) lotsChanged.add(line.partId);
    movements.push({
      partId: line.partId,
      delta: stock.availableQuantity - before.availableQuantity,
      availableAfter: stock.availableQuantity,
      ...(writeOff && { writtenOff: line.quantity }),
      ...(deltas.length > 0 && { lots: deltas }),
      reason,
      orderId: line.orderId,
      uid,
    });
  }
  // Units coming back never cross a reorder point downward, but the flag follows the stock;
  // they never re-arm the alert (low-stock.ts).
  const low = await lowStockIn(
    tx,
    db,
    [...stored].map(([partId, part]) =>
      stockChangeOf(partId, part, stockOf.get(partId)?.availableQuantity ?? part.availableQuantity),
    ),
  );
  for (const movement of movements) recordStockMovement(db, tx, movement);
  if (writeOff) return;
  const now = Timestamp.now();
  for (const [partId, { availableQuantity, short, lots }] of stockOf) {
    tx.update(partsCollection(db).doc(partId), {
      availableQuantity,
      short,
      ...(lotsChanged.has(partId) && { lots }),
      ...low.fieldsOf(partId),
      updatedAt: now,
    });
  }
  low.writeMessages();
}

/**
 * Gives the units of `orders` back to their parts inside `tx` (each part still in the
 * catalogue, but `removedPartId`, which is leaving it), with a stock movement per line and each
 * part written once. Reads first: call it before any write of the transaction.
 */
export function releaseUnitsIn(
  tx: Transaction,
  db: Firestore,
  orders: FoundOrder[],
  reason: StockMovementReason,
  uid: string | null,
  removedPartId?: string,
) {
  const lines = orders.flatMap(({ ref, order }) =>
    order.lines
      .filter(({ partId }) => partId !== removedPartId)
      .map(({ partId, quantity }) => ({ partId, quantity, orderId: ref.id })),
  );
  return unitsBackIn(tx, db, lines, reason, uid);
}
