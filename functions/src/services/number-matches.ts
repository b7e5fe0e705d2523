/**
 * A search's exact part-number matches, which `GET /parts` lists before the rest
 * (docs/decisions/0036-part-numbers.md): a rider who types the number on a worn part, or the
 * one in a service manual, sees first the part of that very number, marked with how it matched.
 */
import { fitsBike, normalizePartNumber, type NumberMatch } from '@moto-parts/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';
import {
  partsCollection,
  shownPartFields,
  type PartDoc,
  type ShownPartDoc,
} from '../store/parts.ts';
import type { CatalogueFilters, CataloguePlan } from './catalogue-query.ts';

/**
 * The most exact matches listed first. A sku names one part; this many parts replacing one
 * maker's number is already a long list, and the rest still come in the list's own order.
 */
export const exactMatchesMax = 10;

type MatchedPartDoc = ShownPartDoc & Pick<PartDoc, 'createdAt'>;

export interface ExactMatch {
  id: string;
  part: MatchedPartDoc;
  numberMatch: NumberMatch;
}

/** How `part` has `number` (normalised): as its sku, or as a number it replaces. */
function numberMatchOf(part: ShownPartDoc, number: string): NumberMatch | undefined {
  if (part.sku !== undefined && normalizePartNumber(part.sku) === number) return { sku: part.sku };
  const replaced = part.crossReferences?.find(
    (reference) => normalizePartNumber(reference.number) === number,
  );
  return replaced && { replaces: replaced };
}

/** Whether the list's other filters (category, bike) keep the part. */
function keptByFilters(part: ShownPartDoc, { category, make, model, year }: CatalogueFilters) {
  if (category !== undefined && part.category !== category) return false;
  return make === undefined || fitsBike(part, { make, model, year });
}

const orderValue = (part: MatchedPartDoc, field: CataloguePlan['order']['field']) =>
  field === 'createdAt' ? part.createdAt.toMillis() : part.priceCents;

/**
 * The parts whose sku or replaced number is `number` (normalised, see `searchedNumber`) and
 * that the list's other filters keep, in the list's order: one query on `partNumbers`, which
 * holds each part's numbers whole, reading only the fields an answer shows.
 */
export async function exactNumberMatches(
  db: Firestore,
  number: string,
  filters: CatalogueFilters,
  plan: CataloguePlan,
): Promise<ExactMatch[]> {
  const snapshot = await partsCollection(db)
    .where('partNumbers', 'array-contains', number)
    .select(...shownPartFields, 'createdAt')
    .withConverter(storedAs<MatchedPartDoc>())
    .limit(exactMatchesMax)
    .get();
  const { field, direction } = plan.order;
  const sign = direction === 'asc' ? 1 : -1;
  return snapshot.docs
    .map((doc) => ({ id: doc.id, part: doc.data() }))
    .filter(({ part }) => keptByFilters(part, filters))
    .flatMap(({ id, part }) => {
      const numberMatch = numberMatchOf(part, number);
      return numberMatch ? [{ id, part, numberMatch }] : [];
    })
    .sort(
      (a, b) =>
        sign * (orderValue(a.part, field) - orderValue(b.part, field)) || a.id.localeCompare(b.id),
    );
}
