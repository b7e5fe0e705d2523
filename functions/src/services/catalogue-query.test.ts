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
  ['', 'brake', '15410-mfj'].flatMap((q) =>
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
    // "brake" has letters enough to be the start of a part number too.
    expect(plan.membership?.value).toEqual([
      'Yamaha|MT-07|2020|brake',
      'Yamaha|MT-07|2020|#BRAKE',
      '*|brake',
      '*|#BRAKE',
    ]);
    expect(
      cataloguePlan({ q: '15410-MFJ', make: 'Honda', sort: 'newest' }).membership?.value,
    ).toEqual(['Honda|15410-mfj', 'Honda|#15410MFJ', '*|15410-mfj', '*|#15410MFJ']);
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
    ...catalogueIndexFields(
      'Drilled Brake Disc',
      { sku: 'MP-BD-1042', crossReferences: [{ brand: 'EBC', number: 'MD1111' }] },
      fit,
    ),
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

  it('when the search is one of its numbers or its start, in any spelling, then it is in the list', () => {
    expect(matches({ q: 'mp-bd' })).toBe(true);
    expect(matches({ q: 'MPBD1042' })).toBe(true);
    expect(matches({ q: 'md 1111', make: 'Yamaha' })).toBe(true);
    expect(matches({ q: 'md 1111', make: 'Honda' })).toBe(false);
    expect(matches({ q: 'mp-b' })).toBe(false);
    expect(matches({ q: 'bd-1042' })).toBe(false);
  });
});
