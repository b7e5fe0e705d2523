import {
  maxPerOrderOf,
  weightGramsOf,
  type ListPartsQuery,
  type Part,
} from '@moto-parts/contracts';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../lib/document-id.ts';
import { notFound, validationFailed } from '../lib/http-error.ts';
import { centsToDollars } from '../lib/money.ts';
import { unreleasedUnits } from './order-holds.ts';
import {
  cataloguePlan,
  filtered,
  matchesPlan,
  ordered,
  type CataloguePlan,
} from './catalogue-query.ts';
import { exactNumberMatches, type ExactMatch } from './number-matches.ts';
import { searchedNumber } from './part-search.ts';
import {
  partsCollection,
  shownPart,
  shownPartFields,
  shownParts,
  type ShownPartDoc,
} from '../store/parts.ts';

/** The part a read found, with its `unreleased` units (see toPartData); 404 when there is none. */
export function toPart(snapshot: DocumentSnapshot<ShownPartDoc>, unreleased = 0): Part {
  const part = snapshot.data();
  if (!part) throw notFound('No such part');
  return toPartData(snapshot.id, part, unreleased);
}

/**
 * A part as the API answers it. `unreleased`: units of its orders whose hold has ended and
 * whose release has not run yet (order-holds.ts), shown as the stock they are about to be.
 */
export function toPartData(id: string, part: ShownPartDoc, unreleased = 0): Part {
  return {
    _id: id,
    name: part.name,
    // Absent on a part stored before part numbers, until `npm run migrate-orders` gives it one.
    sku: part.sku ?? '',
    crossReferences: part.crossReferences ?? [],
    image: part.image,
    description: part.description,
    price: centsToDollars(part.priceCents),
    minOrder: part.minOrder,
    maxPerOrder: maxPerOrderOf(part),
    weightGrams: weightGramsOf(part),
    availableQuantity: part.availableQuantity + unreleased,
    category: part.category,
    // A part stored before categories and fitment (docs/decisions/0021-categories-and-fitment.md) has neither until an
    // admin gives it both: meanwhile it fits no bike.
    fitment: part.fitment ?? [],
    fitsAllBikes: part.fitsAllBikes ?? false,
    // Its stock is public, and so is a part's document (firestore.rules): the reorder point
    // says no more (docs/decisions/0039-low-stock-and-stocktakes.md).
    ...(part.reorderPoint !== undefined && { reorderPoint: part.reorderPoint }),
    lowStock: part.lowStock ?? false,
  };
}

/**
 * One page of the catalogue in the query's order (newest first unless asked: a product an
 * admin adds shows first on Home), optionally only the parts whose name or part number
 * starts with `q`; `after` is the last id of the previous page of the same query. A search
 * lists first the parts whose number is `q` exactly (number-matches.ts), then the rest in the
 * query's order. `total` counts every match (a count aggregation: one read per thousand
 * matches, not one per part). Each part's stock counts the units of holds that have ended
 * (order-holds.ts `unreleasedUnits`): the read writes nothing and waits on no write.
 */
export async function listParts(db: Firestore, { limit, after, ids, ...filters }: ListPartsQuery) {
  if (ids !== undefined) {
    const filtersGiven = after !== undefined || filters.q !== '' || filters.category !== undefined;
    if (filtersGiven || filters.make !== undefined) {
      throw validationFailed('ids lists parts by id: give no other filter or page with it', {
        ids: 'Give no other filter or page with ids',
      });
    }
    return partsById(db, [...new Set(ids.split(',').map((id) => id.trim()))]);
  }
  const plan = cataloguePlan(filters);
  const number = searchedNumber(filters.q);
  const exact = number === undefined ? [] : await exactNumberMatches(db, number, filters, plan);
  // The first page starts with the exact matches; a page after one of them goes on with the
  // others, then the rest from the start; a page after one of the rest, with the rest.
  const afterExact = exact.findIndex((match) => match.id === after);
  const exactLeft =
    after === undefined ? exact : afterExact === -1 ? [] : exact.slice(afterExact + 1);
  const exactShown = exactLeft.slice(0, limit);
  const cursor =
    after === undefined || afterExact !== -1 ? undefined : await cursorIn(db, plan, after);
  const others = restOfPage(db, plan, cursor, limit - exactShown.length, exact);
  const [page, count] = await Promise.all([
    others,
    filtered(partsCollection(db), plan).count().get(),
  ]);
  // After the parts, never beside them: see getPart.
  const unreleased = await unreleasedUnits(db);
  return {
    parts: [
      ...exactShown.map(({ id, part, numberMatch }) => ({
        ...toPartData(id, part, unreleased.get(id)),
        numberMatch,
      })),
      ...page.map((doc) => toPart(doc, unreleased.get(doc.id))),
    ],
    total: count.data().count,
  };
}

/** The part `after` names, which must be in the list the plan makes. */
async function cursorIn(db: Firestore, plan: CataloguePlan, after: string) {
  const cursor = isDocumentId(after) ? await partsCollection(db).doc(after).get() : undefined;
  const cursorPart = cursor?.data();
  if (!cursor || !cursorPart) {
    throw validationFailed('No such part to page after', { after: 'No such part' });
  }
  if (!matchesPlan(plan, cursorPart)) {
    throw validationFailed('That part is not in this list: page with an id from it', {
      after: 'Not in this list',
    });
  }
  return cursor;
}

/**
 * `count` parts of the list after `cursor` (from its start without one), leaving out the
 * exact matches already listed first.
 */
async function restOfPage(
  db: Firestore,
  plan: CataloguePlan,
  cursor: DocumentSnapshot | undefined,
  count: number,
  listedFirst: ExactMatch[],
) {
  if (count === 0) return [];
  let page = ordered(partsCollection(db), plan).limit(count + listedFirst.length);
  if (cursor) page = page.startAfter(cursor);
  const listed = new Set(listedFirst.map((match) => match.id));
  const snapshot = await shownParts(page).get();
  return snapshot.docs.filter((doc) => !listed.has(doc.id)).slice(0, count);
}

/**
 * `GET /parts?ids=`: the parts of a cart, those that are still in the catalogue, in the order
 * asked, with their stock as `getPart` counts it.
 */
async function partsById(db: Firestore, ids: string[]) {
  const refs = ids
    .filter(isDocumentId)
    .map((id) => partsCollection(db).doc(id).withConverter(shownPart));
  const snapshots =
    refs.length > 0 ? await db.getAll(...refs, { fieldMask: [...shownPartFields] }) : [];
  const found = snapshots.filter((snapshot) => snapshot.exists) as DocumentSnapshot<ShownPartDoc>[];
  // After the parts, never beside them: see getPart.
  const unreleased = await unreleasedUnits(db);
  return {
    parts: found.map((snapshot) => toPart(snapshot, unreleased.get(snapshot.id))),
    total: found.length,
  };
}

/**
 * A part as a buyer is about to order it: units held by orders whose hold has ended count as
 * stock (services/order-holds.ts), so the page never shows them as still held, though the
 * read writes nothing.
 */
export async function getPart(db: Firestore, id: string): Promise<Part> {
  if (!isDocumentId(id)) throw notFound('No such part');
  // `getAll`, not `get`, for its field mask. It is typed for any document; the reference's
  // converter applies as it reads.
  const shown = partsCollection(db).doc(id).withConverter(shownPart);
  const [snapshot] = await db.getAll(shown, { fieldMask: [...shownPartFields] });
  // The ended holds are read after the part, not beside it. A release commits the part's
  // stock and its orders' end together: read in this order, a read that straddles it counts
  // the units at most once (at worst not yet), never twice.
  const unreleased = await unreleasedUnits(db, id);
  return toPart(snapshot as DocumentSnapshot<ShownPartDoc>, unreleased.get(id));
}
