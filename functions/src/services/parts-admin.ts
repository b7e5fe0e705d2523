// The admins' calls on the catalogue, apart from the shoppers' (parts.ts): the API loads this
// module on an admin's first call, so no other cold start pays for it.
import {
  lotRequiredMessage,
  normalizePartNumber,
  type CreatePartInput,
  type Part,
  type UpdatePartInput,
} from '@moto-parts/contracts';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { dollarsToCents } from '../lib/money.ts';
import { recordFitChange } from './fitment-summary.ts';
import { lotStockOf, receiveLot, writeDown } from './lots.ts';
import { lowStockIn } from './low-stock.ts';
import {
  catalogueIndexEntries,
  catalogueIndexEntriesMax,
  catalogueIndexFields,
} from './part-search.ts';
import { anAdmin, changeStatusIn } from './order-state.ts';
import { releaseUnitsIn } from './stock-release.ts';
import { toPart, toPartData } from './parts.ts';
import { ordersCollection } from '../store/orders.ts';
import { partSkuRef } from '../store/part-skus.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recordStockMovement } from '../store/stock-movements.ts';

/**
 * A part's search keys (part-search.ts), refused with 400 when Firestore could not index them
 * (docs/decisions/0036-part-numbers.md): a part that fits many model years multiplies its name
 * and numbers by each of them.
 */
function indexFieldsOf(...args: Parameters<typeof catalogueIndexFields>) {
  const fields = catalogueIndexFields(...args);
  if (catalogueIndexEntries(fields) > catalogueIndexEntriesMax) {
    const message =
      'This part fits too many model years for its name and numbers to be searchable: list fewer bikes or fewer numbers it replaces';
    throw validationFailed(message, { fitment: message });
  }
  return fields;
}

/** The 409 of a sku another part holds (in any spelling: see `normalizePartNumber`). */
const skuTaken = (sku: string) => {
  const message = `Part number ${sku} belongs to another part`;
  return conflict(message, { sku: message });
};

/**
 * Reserves `sku` for the part `partId` in the transaction `tx`: `partSkus/{normalised sku}`
 * names one part, so two parts never share a number (409 otherwise). Reads, so it comes
 * before the transaction's writes.
 */
async function reserveSku(db: Firestore, tx: Transaction, partId: string, sku: string) {
  const ref = partSkuRef(db, sku);
  const holder = (await tx.get(ref)).data();
  if (holder && holder.partId !== partId) throw skuTaken(holder.sku);
  return () => tx.set(ref, { partId, sku, createdAt: holder?.createdAt ?? Timestamp.now() });
}

/**
 * `POST /parts` (admins): a new part, newest in the catalogue, with its part number (409 if
 * another part has it) and its first stock recorded in the lot the admin names (the schema
 * asks for one whenever there is stock).
 */
export async function createPart(db: Firestore, admin: Caller, input: CreatePartInput) {
  const ref = partsCollection(db).doc();
  const now = Timestamp.now();
  const empty = { availableQuantity: 0, lots: [], short: 0 };
  const { stock, deltas } = input.lot
    ? receiveLot(empty, input.lot, input.availableQuantity)
    : { stock: empty, deltas: [] };
  const part: PartDoc = {
    name: input.name,
    sku: input.sku,
    crossReferences: input.crossReferences,
    image: input.image,
    description: input.description,
    priceCents: dollarsToCents(input.price),
    minOrder: input.minOrder,
    ...(input.maxPerOrder !== undefined && { maxPerOrder: input.maxPerOrder }),
    ...(input.weightGrams !== undefined && { weightGrams: input.weightGrams }),
    ...(input.reorderPoint !== undefined && { reorderPoint: input.reorderPoint }),
    ...stock,
    category: input.category,
    fitment: input.fitment,
    fitsAllBikes: input.fitsAllBikes,
    ...indexFieldsOf(input.name, input, input),
    createdAt: now,
    updatedAt: now,
  };
  await db.runTransaction(async (tx) => {
    const writeSku = await reserveSku(db, tx, ref.id, input.sku);
    // A new part crosses nothing; the rule only sets its flag.
    const low = await lowStockIn(tx, db, [
      {
        partId: ref.id,
        reorderPoint: input.reorderPoint,
        before: stock.availableQuantity,
        after: stock.availableQuantity,
      },
    ]);
    tx.create(ref, { ...part, ...low.fieldsOf(ref.id) });
    writeSku();
    recordFitChange(db, tx, undefined, part);
    recordStockMovement(db, tx, {
      partId: ref.id,
      delta: stock.availableQuantity,
      availableAfter: stock.availableQuantity,
      ...(deltas.length > 0 && { lots: deltas }),
      reason: 'stocked',
      uid: admin.uid,
    });
  });
  return toPart(await ref.get());
}

/**
 * A restock to `newQuantity` (the stock is checked against the count already): raised, its
 * new units go to `lot` (400 without one) and first cover what a recall left held orders
 * short of; lowered, it is written off the newest lots (services/lots.ts).
 */
function restockOf(part: PartDoc, newQuantity: number, lot: UpdatePartInput['lot']) {
  const units = newQuantity - part.availableQuantity;
  if (units > 0 && !lot) throw validationFailed(lotRequiredMessage, { lot: lotRequiredMessage });
  if (units <= 0 && lot) {
    const message = 'A lot names new units: this count adds none';
    throw validationFailed(message, { lot: message });
  }
  const before = lotStockOf(part);
  return { units, ...(lot ? receiveLot(before, lot, units) : writeDown(before, -units)) };
}

/**
 * `PUT /parts/{id}` (admins): the stock counted on the shelf, a new price, a new most per
 * order, a weight, a part number (409 if another part has it), the numbers it replaces, a
 * category, a fit or a reorder point (`null` removes it; the low-stock rule, services/low-stock.ts,
 * applies to every change of stock and of the point). The stock
 * is an absolute count, not a delta, so a repeated request changes nothing; a change is
 * recorded as a `restock` movement. It is conditional: if the stock is no longer the
 * `expectedQuantity` the admin saw (orders came in meanwhile), nothing changes and the 409
 * says the new figure, so units already sold are never put back on sale. A raised stock's
 * new units go to the `lot` named (400 without one) and first cover what a recall left held
 * orders short of, so the answer may show less for sale than `newQuantity`; a lowered one is
 * written off the newest lots (services/lots.ts). Orders already placed keep the price they
 * were placed at.
 */
export async function updatePart(
  db: Firestore,
  admin: Caller,
  id: string,
  {
    newQuantity,
    expectedQuantity,
    lot,
    price,
    maxPerOrder,
    weightGrams,
    category,
    fitsAllBikes,
    fitment,
    sku,
    crossReferences,
    reorderPoint,
  }: UpdatePartInput,
): Promise<Part> {
  if (!isDocumentId(id)) throw notFound('No such part');
  const ref = partsCollection(db).doc(id);
  return db.runTransaction(async (tx) => {
    const part = (await tx.get(ref)).data();
    if (!part) throw notFound('No such part');
    const changes: Partial<PartDoc> = {};
    if (newQuantity !== undefined && expectedQuantity !== part.availableQuantity) {
      const message = `The stock changed to ${part.availableQuantity} while you edited it: check the count and save again`;
      throw conflict(message, { newQuantity: message });
    }
    const restocked = newQuantity === undefined ? undefined : restockOf(part, newQuantity, lot);
    // The low-stock rule, with the reorder point as it is after the change (null removes it).
    const pointAfter = reorderPoint === undefined ? part.reorderPoint : (reorderPoint ?? undefined);
    const low = await lowStockIn(tx, db, [
      {
        partId: id,
        lowStock: part.lowStock,
        reorderPoint: pointAfter,
        before: part.availableQuantity,
        after: restocked?.stock.availableQuantity ?? part.availableQuantity,
      },
    ]);
    if (sku !== undefined && sku !== part.sku) {
      const writeSku = await reserveSku(db, tx, id, sku);
      // Its old number is free again, unless the new one is the same in another spelling.
      if (part.sku !== undefined && normalizePartNumber(part.sku) !== normalizePartNumber(sku)) {
        tx.delete(partSkuRef(db, part.sku));
      }
      writeSku();
      changes.sku = sku;
    }
    if (crossReferences !== undefined) changes.crossReferences = crossReferences;
    if (restocked && restocked.units !== 0) {
      const { stock, deltas } = restocked;
      Object.assign(changes, stock);
      recordStockMovement(db, tx, {
        partId: id,
        delta: stock.availableQuantity - part.availableQuantity,
        availableAfter: stock.availableQuantity,
        lots: deltas,
        reason: 'restock',
        uid: admin.uid,
      });
    }
    if (typeof reorderPoint === 'number') changes.reorderPoint = reorderPoint;
    Object.assign(changes, low.fieldsOf(id));
    if (price !== undefined) changes.priceCents = dollarsToCents(price);
    if (maxPerOrder !== undefined) {
      if (maxPerOrder < part.minOrder) {
        const message = `Most per order cannot be below the minimum order of ${part.minOrder}`;
        throw validationFailed(message, { maxPerOrder: message });
      }
      changes.maxPerOrder = maxPerOrder;
    }
    if (weightGrams !== undefined) changes.weightGrams = weightGrams;
    if (category !== undefined) changes.category = category;
    // The schema lets the fit come only as a pair (docs/decisions/0021-categories-and-fitment.md).
    if (fitsAllBikes !== undefined && fitment !== undefined) {
      Object.assign(changes, { fitsAllBikes, fitment });
      recordFitChange(db, tx, part, { fitsAllBikes, fitment });
    }
    if (changes.sku || changes.crossReferences || changes.fitment) {
      const after = { ...part, ...changes };
      Object.assign(changes, indexFieldsOf(part.name, after, after));
    }
    const removesPoint = reorderPoint === null && part.reorderPoint !== undefined;
    if (Object.keys(changes).length > 0 || removesPoint) {
      tx.update(ref, {
        ...changes,
        ...(removesPoint && { reorderPoint: FieldValue.delete() }),
        updatedAt: Timestamp.now(),
      });
    }
    low.writeMessages();
    return toPartData(id, {
      ...part,
      ...changes,
      ...(removesPoint && { reorderPoint: undefined }),
    });
  });
}

/**
 * `DELETE /parts/{id}` (admins): the part leaves the catalogue, and its part number is free
 * again. Its unpaid orders can no
 * longer be paid for, so they are cancelled; paid ones stay, to be shipped. A last `removed`
 * movement brings its stock history to zero (docs/decisions/0014-dashboard-and-roles.md).
 */
export async function deletePart(db: Firestore, admin: Caller, id: string) {
  if (!isDocumentId(id)) throw notFound('No such part');
  const ref = partsCollection(db).doc(id);
  await db.runTransaction(async (tx) => {
    const part = (await tx.get(ref)).data();
    if (!part) throw notFound('No such part');
    const unpaid = (
      await tx.get(
        ordersCollection(db)
          .where('partIds', 'array-contains', id)
          .where('status', '==', 'pending'),
      )
    ).docs.map((doc) => ({ ref: doc.ref, order: doc.data() }));
    // Their other lines go back to their parts; this part's units leave with it.
    await releaseUnitsIn(tx, db, unpaid, 'order-cancelled', admin.uid, id);
    const now = Timestamp.now();
    for (const found of unpaid) {
      changeStatusIn(db, tx, found, {
        to: 'cancelled',
        kind: 'cancelled',
        by: anAdmin(admin),
        fields: { cancelledBy: admin.uid, releasedAt: now, updatedAt: now },
      });
    }
    const { availableQuantity } = part;
    if (availableQuantity !== 0) {
      recordStockMovement(db, tx, {
        partId: id,
        delta: -availableQuantity,
        availableAfter: 0,
        reason: 'removed',
        uid: admin.uid,
      });
    }
    recordFitChange(db, tx, part, undefined);
    tx.delete(ref);
    // Its number may name a new part; a short link to it now finds none.
    if (part.sku !== undefined) tx.delete(partSkuRef(db, part.sku));
  });
  return { deletedCount: 1 as const };
}
