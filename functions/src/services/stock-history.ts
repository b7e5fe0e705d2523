// A part's stock against its history, for admins and for the tests' check of the books:
// apart from stock.ts (which every order uses) and loaded on an admin's first call.
import type { StockHistory, StockHistoryQuery } from '@moto-parts/contracts';
import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../lib/document-id.ts';
import { notFound, validationFailed } from '../lib/http-error.ts';
import { lotStockOf } from './lots.ts';
import { partsCollection } from '../store/parts.ts';
import { stockMovementsCollection } from '../store/stock-movements.ts';

type Page = Pick<StockHistoryQuery, 'limit' | 'after'>;

/**
 * `GET /parts/{id}/stock` (admins), and the tests' check of the books: a part's stock and lots
 * against the sum of all its movements, summed by Firestore, and one page of them, oldest
 * first, after the movement `after`. A removed part keeps its history (its stock is then 0,
 * with no lots); an id with no part and no history is 404.
 */
export async function stockHistory(
  db: Firestore,
  partId: string,
  { limit, after }: Page = { limit: 100 },
): Promise<StockHistory> {
  if (!isDocumentId(partId)) throw notFound('No such part');
  const ofPart = stockMovementsCollection(db).where('partId', '==', partId);
  let page = ofPart.orderBy('createdAt').limit(limit);
  if (after !== undefined) {
    const cursor = isDocumentId(after)
      ? await stockMovementsCollection(db).doc(after).get()
      : undefined;
    if (!cursor?.exists || cursor.data()?.partId !== partId) {
      throw validationFailed('No such movement of this part to page after', {
        after: 'No such movement of this part',
      });
    }
    page = page.startAfter(cursor);
  }
  const [part, snapshot, sums] = await Promise.all([
    partsCollection(db).doc(partId).get(),
    page.get(),
    ofPart
      .aggregate({ count: AggregateField.count(), recorded: AggregateField.sum('delta') })
      .get(),
  ]);
  const { count, recorded } = sums.data();
  if (!part.exists && count === 0) throw notFound('No such part');
  const movements = snapshot.docs.map((doc) => {
    const { delta, availableAfter, writtenOff, reason, adjustment, lots, orderId, uid, createdAt } =
      doc.data();
    return {
      _id: doc.id,
      delta,
      availableAfter,
      writtenOff: writtenOff ?? 0,
      reason,
      ...(adjustment !== undefined && { adjustment }),
      lots: lots ?? [],
      orderId,
      uid,
      createdAt: createdAt.toDate().toISOString(),
    };
  });
  const { availableQuantity, lots, short } = lotStockOf(part.data() ?? { availableQuantity: 0 });
  return {
    partId,
    availableQuantity,
    lots,
    short,
    recorded,
    reconciled: recorded === availableQuantity,
    movementCount: count,
    movements,
  };
}
