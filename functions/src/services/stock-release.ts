// Units coming back to their parts, line by line, with a movement each: an order removed,
// cancelled, expired or refunded, a part's unpaid orders when it leaves the catalogue, or a
// received return (put back on the shelf, or written off).
import type { StockMovementReason } from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { FoundOrder } from '../store/orders.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recordStockMovement } from '../store/stock-movements.ts';

/** Units of one part that come back from one order. */
export interface UnitsBack {
  partId: string;
  quantity: number;
  orderId: string;
}

/**
 * Inside `tx`: `lines` come back to their parts, each with a stock movement of `reason`. They
 * go back in stock, or with `writeOff` are only recorded as written off (the movement adds
 * nothing). A part no longer in the catalogue takes nothing back. Each part is written once.
 * Reads come first, as transactions require: call it before any write of the transaction.
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
  // Only their stock: not the catalogue's keys (see placeOrderReads).
  const parts = await tx.getAll(...partIds.map((id) => partsCollection(db).doc(id)), {
    fieldMask: ['availableQuantity'],
  });
  const stockOf = new Map(
    parts
      .filter((part) => part.exists)
      .map((part) => [
        part.id,
        (part.data() as Pick<PartDoc, 'availableQuantity'>).availableQuantity,
      ]),
  );
  for (const line of lines) {
    const available = stockOf.get(line.partId);
    if (available === undefined) continue;
    const delta = writeOff ? 0 : line.quantity;
    stockOf.set(line.partId, available + delta);
    recordStockMovement(db, tx, {
      partId: line.partId,
      delta,
      availableAfter: available + delta,
      ...(writeOff && { writtenOff: line.quantity }),
      reason,
      orderId: line.orderId,
      uid,
    });
  }
  if (writeOff) return;
  const now = Timestamp.now();
  for (const [partId, availableQuantity] of stockOf) {
    tx.update(partsCollection(db).doc(partId), { availableQuantity, updatedAt: now });
  }
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
