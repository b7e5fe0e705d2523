// The admins' stock calls beside restocks (docs/decisions/0039-low-stock-and-stocktakes.md):
// a stocktake, and the parts low on stock. Loaded on an admin's first call, as parts-admin.ts.
import {
  lotRequiredMessage,
  type LowStockQuery,
  type Part,
  type StocktakeInput,
} from '@moto-parts/contracts';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { lotStockOf, receiveLot, writeDown } from './lots.ts';
import { lowStockIn, stockChangeOf } from './low-stock.ts';
import { toPart, toPartData } from './parts.ts';
import { partsCollection, shownParts } from '../store/parts.ts';
import { recordStockMovement } from '../store/stock-movements.ts';

/**
 * `POST /parts/{id}/stocktake` (admins): the units counted on the shelf for sale, and why.
 * Conditional, as a restock is: if the stock is no longer the `expectedQuantity` the admin saw
 * when counting, nothing changes and the 409 says the stock now. Otherwise one `adjustment`
 * movement records the difference and its reason (a count that matches records a movement of
 * 0: the count happened). Fewer units are written off the newest lots; more go into the lot
 * named, first covering what a recall left held orders short of (services/lots.ts), so the
 * answer may show less for sale than counted. The low-stock rule applies, as to every change.
 */
export async function stocktakePart(
  db: Firestore,
  admin: Caller,
  id: string,
  { counted, expectedQuantity, reason, lot }: StocktakeInput,
): Promise<Part> {
  if (!isDocumentId(id)) throw notFound('No such part');
  const ref = partsCollection(db).doc(id);
  return db.runTransaction(async (tx) => {
    const part = (await tx.get(ref)).data();
    if (!part) throw notFound('No such part');
    if (expectedQuantity !== part.availableQuantity) {
      const message = `The stock changed to ${part.availableQuantity} since it was counted: count again`;
      throw conflict(message, { counted: message });
    }
    // The schema held the lot to the count against expectedQuantity, which is the stock now.
    const units = counted - part.availableQuantity;
    if (units > 0 && !lot) throw validationFailed(lotRequiredMessage, { lot: lotRequiredMessage });
    const before = lotStockOf(part);
    const { stock, deltas } =
      units > 0 && lot ? receiveLot(before, lot, units) : writeDown(before, -units);
    const low = await lowStockIn(tx, db, [stockChangeOf(id, part, stock.availableQuantity, true)]);
    const flag = low.fieldsOf(id);
    tx.update(ref, { ...stock, ...flag, updatedAt: Timestamp.now() });
    recordStockMovement(db, tx, {
      partId: id,
      delta: stock.availableQuantity - part.availableQuantity,
      availableAfter: stock.availableQuantity,
      lots: deltas,
      reason: 'adjustment',
      adjustment: reason,
      uid: admin.uid,
    });
    low.writeMessages();
    return toPartData(id, { ...part, ...stock, ...flag });
  });
}

/**
 * `GET /parts/low-stock` (admins): the parts at or below their reorder point, by id, a page
 * at a time, and how many there are. Both are queries of the `lowStock` flag every change of
 * stock keeps (low-stock.ts), served by its single-field index: no part is scanned.
 */
export async function listLowStockParts(db: Firestore, { limit, after }: LowStockQuery) {
  const low = partsCollection(db).where('lowStock', '==', true);
  let page = low.orderBy(FieldPath.documentId()).limit(limit);
  if (after !== undefined) {
    if (!isDocumentId(after)) {
      throw validationFailed('No such part to page after', { after: 'No such part' });
    }
    page = page.startAfter(after);
  }
  const [snapshot, count] = await Promise.all([shownParts(page).get(), low.count().get()]);
  return { items: snapshot.docs.map((doc) => toPart(doc)), total: count.data().count };
}
