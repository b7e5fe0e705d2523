// A part's stock against its history, for admins and for the tests' check of the books:
// apart from stock.ts (which every order uses) and loaded on an admin's first call.
import type { StockHistory } from '@moto-parts/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../lib/document-id.ts';
import { notFound } from '../lib/http-error.ts';
import { partsCollection } from '../store/parts.ts';
import { stockMovementsCollection } from '../store/stock-movements.ts';

/**
 * `GET /parts/{id}/stock` (admins), and the tests' check of the books: a part's stock
 * against the sum of its movements. A removed part keeps its history (its stock is then 0);
 * an id with no part and no history is 404.
 */
export async function stockHistory(db: Firestore, partId: string): Promise<StockHistory> {
  if (!isDocumentId(partId)) throw notFound('No such part');
  const [part, snapshot] = await Promise.all([
    partsCollection(db).doc(partId).get(),
    stockMovementsCollection(db).where('partId', '==', partId).orderBy('createdAt').get(),
  ]);
  if (!part.exists && snapshot.empty) throw notFound('No such part');
  const movements = snapshot.docs.map((doc) => {
    const { delta, availableAfter, reason, orderId, uid, createdAt } = doc.data();
    return {
      delta,
      availableAfter,
      reason,
      orderId,
      uid,
      createdAt: createdAt.toDate().toISOString(),
    };
  });
  const recorded = movements.reduce((sum, movement) => sum + movement.delta, 0);
  const availableQuantity = part.data()?.availableQuantity ?? 0;
  return {
    partId,
    availableQuantity,
    recorded,
    reconciled: recorded === availableQuantity,
    movements,
  };
}
