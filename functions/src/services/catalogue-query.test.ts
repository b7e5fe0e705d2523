import { readFileSync } from 'node:fs';
import { catalogueSorts } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import {
  cataloguePlan,
  compositeIndexOf,
  matchesPlan,
  type IndexField,
} from './catalogue-query.ts';
import { partSearchTerms } from './part-search.ts';
import type { PartDoc } from './parts.ts';

interface DeclaredIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
const declared = (
  JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
    indexes: DeclaredIndex[];
  }
).indexes.filter((index) => index.collectionGroup === 'parts' && index.queryScope === 'COLLECTION');

/** Every query the catalogue can make: each filter present or not, in each order. */
const everyQuery = ['', 'brake'].flatMap((q) => catalogueSorts.map((sort) => ({ q, sort })));

describe('the catalogue queries and firestore.indexes.json', () => {
  it.each(everyQuery)(
    'when the catalogue is asked for %j, then a declared index serves its page and its count',
    (query) => {
      const plan = cataloguePlan(query);
      for (const use of ['list', 'count'] as const) {
        const needed = compositeIndexOf(plan, use);
        if (needed) expect(declared.map(({ fields }) => fields)).toContainEqual(needed);
      }
    },
  );

  it('when a search is sorted by price, then it needs a composite index (the check is not empty)', () => {
    expect(compositeIndexOf(cataloguePlan({ q: 'brake', sort: 'price-asc' }), 'list')).toEqual([
      { fieldPath: 'searchTerms', arrayConfig: 'CONTAINS' },
      { fieldPath: 'priceCents', order: 'ASCENDING' },
    ]);
  });
});

describe('matchesPlan', () => {
  const part = { searchTerms: partSearchTerms('Drilled Brake Disc') } as PartDoc;

  it('when the search finds the part, then a page may start after it; otherwise not', () => {
    expect(matchesPlan(cataloguePlan({ q: ' BRAKE ', sort: 'newest' }), part)).toBe(true);
    expect(matchesPlan(cataloguePlan({ q: 'chain', sort: 'newest' }), part)).toBe(false);
    expect(matchesPlan(cataloguePlan({ q: '', sort: 'price-desc' }), part)).toBe(true);
  });
});
