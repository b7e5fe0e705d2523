import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitsBike, motorcycleModels } from '@moto-parts/contracts';
import { seedParts } from '../../../scripts/seed/catalogue.ts';
import {
  bikeKey,
  catalogueIndexEntries,
  catalogueIndexEntriesMax,
  catalogueIndexFields,
  indexEntriesPerTerm,
  everyBikeKey,
  normalizeSearchText,
  partFitKeys,
  partSearchTerms,
  searchedNumber,
} from './part-search.ts';

describe('partSearchTerms', () => {
  it('indexes the prefixes from each word start, once, whatever the spacing and case', () => {
    expect(partSearchTerms('  Ab  Cd ').sort()).toEqual(
      ['a', 'ab', 'ab ', 'ab c', 'ab cd', 'c', 'cd'].sort(),
    );
  });

  it('finds a search text the same way it normalises it, and starts words after a hyphen', () => {
    expect(partSearchTerms('LED  Headlight')).toContain(normalizeSearchText(' led HEAD'));
    expect(partSearchTerms('O-Ring Drive Chain')).toContain('ring drive');
    expect(partSearchTerms('Drilled Brake Disc')).not.toContain('rill');
  });

  it('never splits a character outside the BMP, so every term is well-formed', () => {
    const terms = partSearchTerms('ᖕ𞸟x');
    expect(terms.every((term) => term.isWellFormed())).toBe(true);
    expect(terms.sort()).toEqual(['ᖕ', 'ᖕ𞸟', 'ᖕ𞸟x'].sort());
  });
});

describe('partFitKeys', () => {
  it('lists the make, the model and each year of each fitment line', () => {
    const keys = partFitKeys({
      fitsAllBikes: false,
      fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2019, toYear: 2021 }],
    });

    expect(keys).toEqual([
      'Yamaha',
      'Yamaha|MT-07',
      'Yamaha|MT-07|2019',
      'Yamaha|MT-07|2020',
      'Yamaha|MT-07|2021',
    ]);
    expect(keys).toContain(bikeKey({ make: 'Yamaha', model: 'MT-07', year: 2020 }));
    expect(keys).not.toContain(bikeKey({ make: 'Yamaha', model: 'MT-07', year: 2022 }));
  });

  it('gives a part that fits every bike the one key every bike filter also asks for', () => {
    expect(partFitKeys({ fitsAllBikes: true, fitment: [] })).toEqual(['*']);
  });
});

describe('partFitKeys and fitsBike', () => {
  it('agree for every seed part and every make, model and year the shop lists', () => {
    for (const part of seedParts) {
      const keys = partFitKeys(part);
      for (const { make, model, fromYear, toYear } of motorcycleModels) {
        for (const bike of [
          { make },
          { make, model },
          ...Array.from({ length: toYear - fromYear + 1 }, (_, at) => ({
            make,
            model,
            year: fromYear + at,
          })),
        ]) {
          const byKeys = keys.includes(bikeKey(bike)) || keys.includes(everyBikeKey);
          expect(byKeys, `${part.id} on ${bikeKey(bike)}`).toBe(fitsBike(part, bike));
        }
      }
    }
  });
});

describe('catalogueIndexFields', () => {
  it('pairs every fit key with every search term', () => {
    const { searchTerms, fitKeys, fitSearchTerms } = catalogueIndexFields(
      'Disc',
      { sku: 'MP-1042' },
      { fitsAllBikes: true, fitment: [] },
    );

    expect(fitSearchTerms).toHaveLength(fitKeys.length * searchTerms.length);
    expect(fitSearchTerms).toContain('*|dis');
    expect(fitSearchTerms).toContain('*|#MP104');
  });

  it('indexes each part number from its fourth letter or digit, without dashes, dots or spaces', () => {
    const { searchTerms, partNumbers } = catalogueIndexFields(
      'Air Filter',
      {
        sku: 'MP-AF-0210',
        crossReferences: [
          { brand: 'Honda', number: '17210-MFL-000' },
          { brand: 'K&N', number: 'ha-1004' },
        ],
      },
      { fitsAllBikes: true, fitment: [] },
    );

    expect(partNumbers).toEqual(['MPAF0210', '17210MFL000', 'HA1004']);
    expect(searchTerms).toEqual(
      expect.arrayContaining(['#MPAF', '#MPAF0210', '#1721', '#17210MFL000', '#HA10', '#HA1004']),
    );
    expect(searchTerms).not.toContain('#MPA');
    expect(searchTerms).not.toContain('#17210-MFL');
    expect(searchTerms).not.toContain('mpaf');
  });
});

describe('searchedNumber', () => {
  it.each([
    ['15410mfjd01', '15410MFJD01'],
    [' 15410-MFJ-D01 ', '15410MFJD01'],
    ['15410 mfj.d01', '15410MFJD01'],
    ['cr9', undefined],
    ['c-r-9', undefined],
    ["'; drop --", 'DROP'],
  ])('reads %j as the number %j', (search, number) => {
    expect(searchedNumber(search)).toBe(number);
  });
});

describe('catalogueIndexEntries', () => {
  const indexes = (
    JSON.parse(
      readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string; arrayConfig?: string }[] }[];
    }
  ).indexes.filter((index) => index.collectionGroup === 'parts');

  it.each(['searchTerms', 'fitKeys', 'fitSearchTerms'])(
    'counts each term of %s in its own index and in every composite index that holds it',
    (field) => {
      const composite = indexes.filter((index) =>
        index.fields.some((one) => one.fieldPath === field && one.arrayConfig === 'CONTAINS'),
      );
      expect(composite.length + 1).toBe(indexEntriesPerTerm);
    },
  );

  it('leaves every seed part far within Firestore’s limit', () => {
    for (const part of seedParts) {
      const entries = catalogueIndexEntries(catalogueIndexFields(part.name, part, part));
      expect(entries, part.id).toBeLessThan(catalogueIndexEntriesMax / 1.5);
    }
  });

  it('finds a part that fits 20 models over all their years, with 8 long numbers, beyond it', () => {
    const fitment = motorcycleModels.slice(0, 20).map(({ make, model, fromYear, toYear }) => ({
      make,
      model,
      fromYear,
      toYear,
    }));
    const numbers = {
      sku: 'MP-XL-000000000000000001',
      crossReferences: Array.from({ length: 8 }, (_, at) => ({
        brand: 'Honda',
        number: `${at}`.repeat(24),
      })),
    };
    const fields = catalogueIndexFields('Long Name Of A Part', numbers, {
      fitsAllBikes: false,
      fitment,
    });

    expect(catalogueIndexEntries(fields)).toBeGreaterThan(catalogueIndexEntriesMax);
  });
});
