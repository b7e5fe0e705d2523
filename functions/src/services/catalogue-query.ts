/**
 * How `GET /parts` asks Firestore: each combination of the catalogue's filters and sorts
 * becomes a plan (its equalities, its one array clause, its order), and the plan becomes the
 * query. Production refuses a query that no declared index serves (the emulator runs it
 * anyway), so catalogue-query.test.ts checks that firestore.indexes.json declares the index
 * of every plan this module can make (docs/decisions/0010, 0021).
 */
import type { CatalogueSort, ListPartsQuery } from '@moto-parts/contracts';
import type { Query } from 'firebase-admin/firestore';
import { normalizeSearchText } from './part-search.ts';
import type { PartDoc } from './parts.ts';

type Direction = 'asc' | 'desc';

export interface CataloguePlan {
  /** At most one array clause per query: Firestore allows no more. */
  membership?: { field: 'searchTerms'; op: 'array-contains'; value: string };
  order: { field: 'createdAt' | 'priceCents'; direction: Direction };
}

const orders: Record<CatalogueSort, CataloguePlan['order']> = {
  newest: { field: 'createdAt', direction: 'desc' },
  'price-asc': { field: 'priceCents', direction: 'asc' },
  'price-desc': { field: 'priceCents', direction: 'desc' },
};

export function cataloguePlan({ q, sort }: Pick<ListPartsQuery, 'q' | 'sort'>): CataloguePlan {
  const search = normalizeSearchText(q);
  return {
    ...(search && { membership: { field: 'searchTerms', op: 'array-contains', value: search } }),
    order: orders[sort],
  };
}

/** The plan's matches, unordered (what `count()` counts). */
export function filtered(parts: Query<PartDoc>, { membership }: CataloguePlan) {
  return membership ? parts.where(membership.field, membership.op, membership.value) : parts;
}

/** The plan's matches in its order (a cursor's position is in this order). */
export const ordered = (parts: Query<PartDoc>, plan: CataloguePlan) =>
  filtered(parts, plan).orderBy(plan.order.field, plan.order.direction);

/**
 * Whether a part is one of the plan's matches: a page's cursor must be, or it would place
 * the page in another list (a part from another search, say).
 */
export const matchesPlan = ({ membership }: CataloguePlan, part: PartDoc) =>
  !membership || part[membership.field].includes(membership.value);

/** One field of a composite index, as firestore.indexes.json writes it. */
export type IndexField =
  | { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }
  | { fieldPath: string; arrayConfig: 'CONTAINS' };

/**
 * The composite index a plan's query needs, listing or counting, in the order Firestore
 * wants it (the array clause, then the order); undefined when single-field indexes serve it.
 */
export function compositeIndexOf(
  plan: CataloguePlan,
  use: 'list' | 'count',
): IndexField[] | undefined {
  const fields: IndexField[] = [];
  if (plan.membership) fields.push({ fieldPath: plan.membership.field, arrayConfig: 'CONTAINS' });
  if (use === 'list') {
    fields.push({
      fieldPath: plan.order.field,
      order: plan.order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
    });
  }
  return fields.length > 1 ? fields : undefined;
}
