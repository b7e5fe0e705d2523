import { describe, expect, it } from 'vitest';
import { fitsBike, motorcycleModels } from '@moto-parts/contracts';
import { seedParts } from '../../../scripts/seed/catalogue.ts';
import {
  bikeKey,
  catalogueIndexFields,
  everyBikeKey,
  normalizeSearchText,
  partFitKeys,
  partSearchTerms,
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
    const { searchTerms, fitKeys, fitSearchTerms } = catalogueIndexFields('Disc', {
      fitsAllBikes: true,
      fitment: [],
    });

    expect(fitSearchTerms).toHaveLength(fitKeys.length * searchTerms.length);
    expect(fitSearchTerms).toContain('*|dis');
  });
});
