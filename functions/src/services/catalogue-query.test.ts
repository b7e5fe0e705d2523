import { readFileSync } from 'node:fs';
import { catalogueSorts } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import {
  cataloguePlan,
  compositeIndexOf,
  matchesPlan,
  type CatalogueFilters,
  type IndexField,
} from './catalogue-query.ts';
import { catalogueIndexFields } from './part-search.ts';
import type { PartDoc } from '../store/parts.ts';

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
const bikes = [
  {},
  { make: 'Yamaha' },
  { make: 'Yamaha', model: 'MT-07' },
  { make: 'Yamaha', model: 'MT-07', year: 2020 },
];
const everyQuery = [undefined, 'brakes' as const].flatMap((category) =>
  ['', 'brake'].flatMap((q) =>
    bikes.flatMap((bike) => catalogueSorts.map((sort) => ({ category, q, sort, ...bike }))),
  ),
);

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

  it('when a category, a bike and a search are sorted by price, then it needs a composite index (the check is not empty)', () => {
    const plan = cataloguePlan({
      category: 'brakes',
      q: 'brake',
      make: 'Yamaha',
      model: 'MT-07',
      year: 2020,
      sort: 'price-asc',
    });

    expect(compositeIndexOf(plan, 'list')).toEqual([
      { fieldPath: 'category', order: 'ASCENDING' },
      { fieldPath: 'fitSearchTerms', arrayConfig: 'CONTAINS' },
      { fieldPath: 'priceCents', order: 'ASCENDING' },
    ]);
    expect(plan.membership?.value).toEqual(['Yamaha|MT-07|2020|brake', '*|brake']);
  });
});

describe('matchesPlan', () => {
  const fit = {
    fitsAllBikes: false,
    fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }],
  };
  const part = {
    category: 'brakes',
    ...fit,
    ...catalogueIndexFields('Drilled Brake Disc', fit),
  } as PartDoc;
  const matches = (filters: Partial<CatalogueFilters>) =>
    matchesPlan(cataloguePlan({ q: '', sort: 'newest', ...filters }), part);

  it('when the filters find the part, then a page may start after it; otherwise not', () => {
    expect(matches({ q: ' BRAKE ' })).toBe(true);
    expect(matches({ q: 'chain' })).toBe(false);
    expect(matches({ sort: 'price-desc' })).toBe(true);
    expect(matches({ category: 'brakes', make: 'Yamaha', model: 'MT-07', year: 2014 })).toBe(true);
    expect(matches({ make: 'Yamaha', model: 'MT-07', year: 2021 })).toBe(false);
    expect(matches({ category: 'engine' })).toBe(false);
    expect(matches({ q: 'disc', make: 'Yamaha' })).toBe(true);
    expect(matches({ q: 'disc', make: 'Honda' })).toBe(false);
  });
});
