// The admins' calls on the catalogue, apart from the shoppers' (parts.ts): the API loads this
// module on an admin's first call, so no other cold start pays for it. Creating and changing
// a part are each worked out first (`planNewPart`, `planPartUpdate`: pure, refusing with the
// API's errors) and written after (`writeNewPart`, `writePartUpdate`), so that a parts import
// (parts-import.ts) applies the very same rules to many parts in one transaction.
import {
  lotRequiredMessage,
  normalizePartNumber,
  type CreatePartInput,
  type LotDelta,
  type Part,
  type PartFit,
  type StockMovementReason,
  type UpdatePartInput,
} from '@moto-parts/contracts';
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { conflict, notFound, validationFailed } from '../lib/http-error.ts';
import { dollarsToCents } from '../lib/money.ts';
import { recordFitChange, recordFitChanges } from './fitment-summary.ts';
import { lotStockOf, receiveLot, writeDown, type LotChange } from './lots.ts';
import { lowStockIn, stockChangeOf, type StockChange } from './low-stock.ts';
import {
  catalogueIndexEntries,
  catalogueIndexEntriesMax,
  catalogueIndexFields,
} from './part-search.ts';
import { anAdmin, changeStatusIn } from './order-state.ts';
import { releaseUnitsIn } from './stock-release.ts';
import { toPart, toPartData } from './parts.ts';
import { ordersCollection } from '../store/orders.ts';
import { partSkuRef, type PartSkuDoc } from '../store/part-skus.ts';
import { partsCollection, type EditedPartDoc, type PartDoc } from '../store/parts.ts';
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
export const skuTaken = (sku: string) => {
  const message = `Part number ${sku} belongs to another part`;
  return conflict(message, { sku: message });
};

/**
 * The writer that gives `sku` to the part `partId` in `tx`, from what `partSkus/{normalised
 * sku}` holds now (`holder`, read in `tx`): it names one part, so two parts never share a
 * number (409 otherwise).
 */
export function skuReservation(
  db: Firestore,
  tx: Transaction,
  partId: string,
  sku: string,
  holder: PartSkuDoc | undefined,
) {
  if (holder && holder.partId !== partId) throw skuTaken(holder.sku);
  return () =>
    tx.set(partSkuRef(db, sku), { partId, sku, createdAt: holder?.createdAt ?? Timestamp.now() });
}

/** `skuReservation` after reading the holder: a read, so it comes before the transaction's writes. */
async function reserveSku(db: Firestore, tx: Transaction, partId: string, sku: string) {
  return skuReservation(db, tx, partId, sku, (await tx.get(partSkuRef(db, sku))).data());
}

/** Who makes a change, and why its stock movement says it changed. */
interface ChangedBy {
  reason: StockMovementReason;
  uid: string;
}

/** What the low-stock rule answered for the transaction's changes (low-stock.ts). */
type LowStock = Awaited<ReturnType<typeof lowStockIn>>;

/** A new part as it will be stored, and what its first units did to its lot. */
export interface NewPartPlan {
  part: PartDoc;
  deltas: LotDelta[];
}

/**
 * A new part worked out from Add Product's input, nothing written: its first stock in the lot
 * the input names (the schema asks for one whenever there is stock), its search keys (400 if
 * Firestore could not index them).
 */
export function planNewPart(input: CreatePartInput, now = Timestamp.now()): NewPartPlan {
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
  return { part, deltas };
}

/** A new part as the low-stock rule sees it: it crosses nothing, the rule only sets its flag. */
export const newPartLevel = (partId: string, { part }: NewPartPlan): StockChange => ({
  partId,
  reorderPoint: part.reorderPoint,
  before: part.availableQuantity,
  after: part.availableQuantity,
});

/**
 * Writes a new part in `tx`, with its flag, its sku (`writeSku`, from `skuReservation`) and its
 * first stock as one movement. Its fit is the caller's to count (`recordFitChanges`).
 */
export function writeNewPart(
  db: Firestore,
  tx: Transaction,
  id: string,
  { part, deltas }: NewPartPlan,
  { low, writeSku, by }: { low: LowStock; writeSku: () => void; by: ChangedBy },
) {
  tx.create(partsCollection(db).doc(id), { ...part, ...low.fieldsOf(id) });
  writeSku();
  recordStockMovement(db, tx, {
    partId: id,
    delta: part.availableQuantity,
    availableAfter: part.availableQuantity,
    ...(deltas.length > 0 && { lots: deltas }),
    reason: by.reason,
    uid: by.uid,
  });
}

/**
 * `POST /parts` (admins): a new part, newest in the catalogue, with its part number (409 if
 * another part has it) and its first stock recorded in the lot the admin names (the schema
 * asks for one whenever there is stock).
 */
export async function createPart(db: Firestore, admin: Caller, input: CreatePartInput) {
  const ref = partsCollection(db).doc();
  const plan = planNewPart(input);
  await db.runTransaction(async (tx) => {
    const writeSku = await reserveSku(db, tx, ref.id, input.sku);
    const low = await lowStockIn(tx, db, [newPartLevel(ref.id, plan)]);
    writeNewPart(db, tx, ref.id, plan, {
      low,
      writeSku,
      by: { reason: 'stocked', uid: admin.uid },
    });
    recordFitChange(db, tx, undefined, plan.part);
  });
  return toPart(await ref.get());
}

/**
 * A restock to `newQuantity` (the stock is checked against the count already): raised, its
 * new units go to `lot` (400 without one) and first cover what a recall left held orders
 * short of; lowered, it is written off the newest lots (services/lots.ts).
 */
function restockOf(part: EditedPartDoc, newQuantity: number, lot: UpdatePartInput['lot']) {
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
 * A change of a part: Edit Product's (`PUT /parts/{id}`), and what else a parts import may
 * change of a part Add Product named (its name, description, image and minimum order).
 */
export type PartChange = UpdatePartInput &
  Partial<Pick<CreatePartInput, 'name' | 'description' | 'image' | 'minOrder'>>;

/** A change of a part worked out, nothing written (`planPartUpdate`). */
export interface PartUpdatePlan {
  /** The fields to write, but the low-stock flag, which the rule gives. */
  changes: Partial<PartDoc>;
  /** Whether the change removes the reorder point. */
  removesPoint: boolean;
  /** The change of stock, when the stock changes: one movement. */
  restock?: LotChange;
  /** The change as the low-stock rule sees it. */
  level: StockChange;
  /** The fit before and after, when the fit is given (the fitment summary counts it). */
  fit?: { before: PartFit; after: PartFit };
  /** The new sku, when it changes (its spelling too): `skuReservation` gives it. */
  sku?: string;
}

/**
 * A change of the part `id` (as stored: `part`) worked out, nothing written. The stock is an
 * absolute count, not a delta, applied only while the stock is the `expectedQuantity` the admin
 * saw (409 with the stock now otherwise, so units already sold are never put back on sale); a
 * raise names its lot (400 without one), a fall is written off the newest lots. The most per
 * order is never below the minimum order (400); the search keys follow the name, the numbers
 * and the fit (400 if Firestore could not index them).
 */
export function planPartUpdate(
  id: string,
  part: EditedPartDoc,
  change: PartChange,
): PartUpdatePlan {
  const { newQuantity, expectedQuantity, lot, price, maxPerOrder, weightGrams } = change;
  const { category, fitsAllBikes, fitment, sku, crossReferences, reorderPoint } = change;
  const { name, description, image, minOrder } = change;
  if (newQuantity !== undefined && expectedQuantity !== part.availableQuantity) {
    const message = `The stock changed to ${part.availableQuantity} while you edited it: check the count and save again`;
    throw conflict(message, { newQuantity: message });
  }
  const restocked = newQuantity === undefined ? undefined : restockOf(part, newQuantity, lot);
  const restock = restocked && restocked.units !== 0 ? restocked : undefined;
  const changes: Partial<PartDoc> = { ...restock?.stock };
  const newSku = sku !== undefined && sku !== part.sku ? sku : undefined;
  if (newSku !== undefined) changes.sku = newSku;
  if (crossReferences !== undefined) changes.crossReferences = crossReferences;
  if (typeof reorderPoint === 'number') changes.reorderPoint = reorderPoint;
  if (price !== undefined) changes.priceCents = dollarsToCents(price);
  if (name !== undefined) changes.name = name;
  if (description !== undefined) changes.description = description;
  if (image !== undefined) changes.image = image;
  if (minOrder !== undefined) changes.minOrder = minOrder;
  const mostPerOrder = maxPerOrder ?? part.maxPerOrder;
  const minimum = minOrder ?? part.minOrder;
  if ((maxPerOrder !== undefined || minOrder !== undefined) && mostPerOrder !== undefined) {
    if (mostPerOrder < minimum) {
      const message = `Most per order cannot be below the minimum order of ${minimum}`;
      throw validationFailed(message, { maxPerOrder: message });
    }
  }
  if (maxPerOrder !== undefined) changes.maxPerOrder = maxPerOrder;
  if (weightGrams !== undefined) changes.weightGrams = weightGrams;
  if (category !== undefined) changes.category = category;
  // The schema lets the fit come only as a pair (docs/decisions/0021-categories-and-fitment.md).
  const fit =
    fitsAllBikes !== undefined && fitment !== undefined ? { fitsAllBikes, fitment } : undefined;
  if (fit) Object.assign(changes, fit);
  if (changes.sku || changes.crossReferences || changes.fitment || changes.name) {
    const after = { ...part, ...changes };
    Object.assign(changes, indexFieldsOf(after.name, after, after));
  }
  return {
    changes,
    removesPoint: reorderPoint === null && part.reorderPoint !== undefined,
    ...(restock && { restock }),
    // The low-stock rule, with the reorder point as it is after the change (null removes it).
    level: {
      ...stockChangeOf(id, part, restock?.stock.availableQuantity ?? part.availableQuantity, true),
      reorderPoint: reorderPoint === undefined ? part.reorderPoint : (reorderPoint ?? undefined),
    },
    ...(fit && { fit: { before: part, after: fit } }),
    ...(newSku !== undefined && { sku: newSku }),
  };
}

/**
 * Writes a planned change of the part `id` in `tx`: its sku (`writeSku`, from `skuReservation`,
 * when the plan changes it; the old number is free again unless the new one is the same in
 * another spelling), its stock as one movement, its fields with the low-stock flag. Its fit is
 * the caller's to count (`recordFitChanges`). Answers the part as it is after.
 */
export function writePartUpdate(
  db: Firestore,
  tx: Transaction,
  id: string,
  part: EditedPartDoc,
  plan: PartUpdatePlan,
  { low, writeSku, by }: { low: LowStock; writeSku?: () => void; by: ChangedBy },
): Part {
  if (plan.sku !== undefined) {
    if (part.sku !== undefined && normalizePartNumber(part.sku) !== normalizePartNumber(plan.sku)) {
      tx.delete(partSkuRef(db, part.sku));
    }
    writeSku?.();
  }
  if (plan.restock) {
    const { stock, deltas } = plan.restock;
    recordStockMovement(db, tx, {
      partId: id,
      delta: stock.availableQuantity - part.availableQuantity,
      availableAfter: stock.availableQuantity,
      lots: deltas,
      reason: by.reason,
      uid: by.uid,
    });
  }
  const changes = { ...plan.changes, ...low.fieldsOf(id) };
  if (Object.keys(changes).length > 0 || plan.removesPoint) {
    tx.update(partsCollection(db).doc(id), {
      ...changes,
      ...(plan.removesPoint && { reorderPoint: FieldValue.delete() }),
      updatedAt: Timestamp.now(),
    });
  }
  return toPartData(id, {
    ...part,
    ...changes,
    ...(plan.removesPoint && { reorderPoint: undefined }),
  });
}

/**
 * `PUT /parts/{id}` (admins): the stock counted on the shelf, a new price, a new most per
 * order, a weight, a part number (409 if another part has it), the numbers it replaces, a
 * category, a fit or a reorder point (`null` removes it; the low-stock rule, services/low-stock.ts,
 * applies to every change of stock and of the point), as `planPartUpdate` works it out. The
 * stock is an absolute count, so a repeated request changes nothing; a change is recorded as a
 * `restock` movement. A raised stock's new units first cover what a recall left held orders
 * short of, so the answer may show less for sale than `newQuantity`. Orders already placed
 * keep the price they were placed at.
 */
export async function updatePart(
  db: Firestore,
  admin: Caller,
  id: string,
  input: UpdatePartInput,
): Promise<Part> {
  if (!isDocumentId(id)) throw notFound('No such part');
  const ref = partsCollection(db).doc(id);
  return db.runTransaction(async (tx) => {
    const part = (await tx.get(ref)).data();
    if (!part) throw notFound('No such part');
    const plan = planPartUpdate(id, part, input);
    const low = await lowStockIn(tx, db, [plan.level]);
    const writeSku = plan.sku === undefined ? undefined : await reserveSku(db, tx, id, plan.sku);
    const after = writePartUpdate(db, tx, id, part, plan, {
      low,
      writeSku,
      by: { reason: 'restock', uid: admin.uid },
    });
    if (plan.fit) recordFitChanges(db, tx, [plan.fit]);
    low.writeMessages();
    return after;
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
