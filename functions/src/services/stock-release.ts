// Giving an order's units back to stock, line by line, with a movement each (an order removed,
// cancelled, expired or refunded, or a part's unpaid orders when it leaves the catalogue).
import type { StockMovementReason } from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { FoundOrder } from '../store/orders.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recordStockMovement } from '../store/stock-movements.ts';

/**
 * Gives the units of `orders` back to their parts inside `tx` (each part still in the
 * catalogue, but `removedPartId`, which is leaving it), with a stock movement per line and each
 * part written once. Reads come first, as transactions require: call it before any write of
 * the transaction.
 */
export async function releaseUnitsIn(
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
      .map((line) => ({ ...line, orderId: ref.id })),
  );
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
    stockOf.set(line.partId, available + line.quantity);
    recordStockMovement(db, tx, {
      partId: line.partId,
      delta: line.quantity,
      availableAfter: available + line.quantity,
      reason,
      orderId: line.orderId,
      uid,
    });
  }
  const now = Timestamp.now();
  for (const [partId, availableQuantity] of stockOf) {
    tx.update(partsCollection(db).doc(partId), { availableQuantity, updatedAt: now });
  }
}
