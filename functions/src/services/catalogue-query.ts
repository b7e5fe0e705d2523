/**
 * How `GET /parts` asks Firestore: each combination of the catalogue's filters and sorts
 * becomes a plan (its equalities, its one array clause, its order), and the plan becomes the
 * query. Production refuses a query that no declared index serves (the emulator runs it
 * anyway), so catalogue-query.test.ts checks that firestore.indexes.json declares the index
 * of every plan this module can make (docs/decisions/0010-catalogue-search.md, 0021).
 */
import type { CatalogueSort, ListPartsQuery } from '@moto-parts/contracts';
import type { Query } from 'firebase-admin/firestore';
import {
  bikeKey,
  everyBikeKey,
  fitSearchTerm,
  normalizeSearchText,
  numberSearchTerm,
  searchedNumber,
} from './part-search.ts';
import type { PartDoc } from '../store/parts.ts';

type Direction = 'asc' | 'desc';

/** The one array clause of a query: Firestore allows no more. */
interface Membership {
  field: 'searchTerms' | 'fitKeys' | 'fitSearchTerms';
  op: 'array-contains-any';
  value: string[];
}

export interface CataloguePlan {
  category?: string;
  membership?: Membership;
  order: { field: 'createdAt' | 'priceCents'; direction: Direction };
}

const orders: Record<CatalogueSort, CataloguePlan['order']> = {
  newest: { field: 'createdAt', direction: 'desc' },
  'price-asc': { field: 'priceCents', direction: 'asc' },
  'price-desc': { field: 'priceCents', direction: 'desc' },
};

/** What `GET /parts` filters and sorts by: its query, without the page's limit and cursor. */
export type CatalogueFilters = Pick<ListPartsQuery, 'q' | 'sort'> &
  Partial<Pick<ListPartsQuery, 'category' | 'make' | 'model' | 'year'>>;

/**
 * The terms a search looks for: the start of a word of the name, and the start of a part
 * number (without its dashes, dots and spaces) when it has enough letters and digits for one.
 */
function searchTermsOf(q: string) {
  const name = normalizeSearchText(q);
  if (!name) return [];
  const number = searchedNumber(q);
  return number === undefined ? [name] : [name, numberSearchTerm(number)];
}

/**
 * A search is one `searchTerms` clause; a bike, one `fitKeys` clause that also takes the
 * parts fitting every bike; both at once, one `fitSearchTerms` clause on their pairs.
 */
function membershipOf({ q, make, model, year }: CatalogueFilters): Membership | undefined {
  const terms = searchTermsOf(q);
  if (make === undefined) {
    return terms.length > 0
      ? { field: 'searchTerms', op: 'array-contains-any', value: terms }
      : undefined;
  }
  const keys = [bikeKey({ make, model, year }), everyBikeKey];
  return terms.length > 0
    ? {
        field: 'fitSearchTerms',
        op: 'array-contains-any',
        value: keys.flatMap((key) => terms.map((term) => fitSearchTerm(key, term))),
      }
    : { field: 'fitKeys', op: 'array-contains-any', value: keys };
}

export function cataloguePlan(filters: CatalogueFilters): CataloguePlan {
  const membership = membershipOf(filters);
  return {
    ...(filters.category !== undefined && { category: filters.category }),
    ...(membership && { membership }),
    order: orders[filters.sort],
  };
}

/** The plan's matches, unordered (what `count()` counts). */
export function filtered(parts: Query<PartDoc>, { category, membership }: CataloguePlan) {
  let matches = category === undefined ? parts : parts.where('category', '==', category);
  if (membership) matches = matches.where(membership.field, membership.op, membership.value);
  return matches;
}

/** The plan's matches in its order (a cursor's position is in this order). */
export const ordered = (parts: Query<PartDoc>, plan: CataloguePlan) =>
  filtered(parts, plan).orderBy(plan.order.field, plan.order.direction);

/**
 * Whether a part is one of the plan's matches: a page's cursor must be, or it would place
 * the page in another list (a part from another search, say).
 */
export function matchesPlan({ category, membership }: CataloguePlan, part: PartDoc) {
  if (category !== undefined && part.category !== category) return false;
  if (!membership) return true;
  // A part stored before the catalogue's keys has none: it is in no such list (not a 500).
  const values: string[] = part[membership.field] ?? [];
  return membership.value.some((value) => values.includes(value));
}

/** One field of a composite index, as firestore.indexes.json writes it. */
export type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };

/**
 * The composite index a plan's query needs, listing or counting, in the order Firestore
 * wants it (the equality, the array clause, then the order); undefined when single-field
 * indexes serve it.
 */
export function compositeIndexOf(
  plan: CataloguePlan,
  use: 'list' | 'count',
): IndexField[] | undefined {
  const fields: IndexField[] = [];
  if (plan.category !== undefined) fields.push({ fieldPath: 'category', order: 'ASCENDING' });
  if (plan.membership) fields.push({ fieldPath: plan.membership.field, arrayConfig: 'CONTAINS' });
  if (use === 'list') {
    fields.push({
      fieldPath: plan.order.field,
      order: plan.order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
    });
  }
  return fields.length > 1 ? fields : undefined;
}
