import { brandMaxLength, motorcycleModels, type Fitment } from '@moto-parts/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crossReferencesCell,
  fitmentCell,
  parseCrossReferencesCell,
  parseFitmentCell,
} from './parts-csv.ts';

describe('fitmentCell', () => {
  it('when a part fits bikes, then each is its make, model and years, a single year alone', () => {
    expect(
      fitmentCell([
        { make: 'Honda', model: 'CB500X', fromYear: 2016, toYear: 2018 },
        { make: 'Royal Enfield', model: 'Classic 350', fromYear: 2019, toYear: 2019 },
      ]),
    ).toBe('Honda CB500X 2016-2018; Royal Enfield Classic 350 2019');
  });

  it('when a part lists no bike, then the cell is empty', () => {
    expect(fitmentCell([])).toBe('');
  });
});

describe('parseFitmentCell', () => {
  it('when a cell the export wrote is read, then it gives the bikes back, makes and models with spaces too', () => {
    expect(
      parseFitmentCell(
        'Honda CB500X 2016-2018; Royal Enfield Classic 350 2019; Boss Hoss BHC-3 LS3 2010-2012',
      ),
    ).toEqual({
      value: [
        { make: 'Honda', model: 'CB500X', fromYear: 2016, toYear: 2018 },
        { make: 'Royal Enfield', model: 'Classic 350', fromYear: 2019, toYear: 2019 },
        { make: 'Boss Hoss', model: 'BHC-3 LS3', fromYear: 2010, toYear: 2012 },
      ],
    });
  });

  it('when a person typed it in another case, with extra spaces and a trailing `;`, then the shop’s spelling is read', () => {
    expect(parseFitmentCell('  yamaha   mt-07 2014 - 2020 ;')).toEqual({
      value: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }],
    });
  });

  it('when the cell is empty, then the part lists no bike', () => {
    expect(parseFitmentCell('')).toEqual({ value: [] });
    expect(parseFitmentCell(' ; ')).toEqual({ value: [] });
  });

  it('when a bike has no years, then it says to give them', () => {
    expect(parseFitmentCell('Honda CB500X')).toEqual({
      error: 'Give the years of "Honda CB500X" after the bike: Honda CB500X 2016-2018',
    });
  });

  it('when a bike is not one the shop knows, then it says which', () => {
    expect(parseFitmentCell('Honda CB500X 2016; Ducati Monster 2019')).toEqual({
      error: '"Ducati Monster" is no bike of the shop\'s list: write its make and model',
    });
  });

  it('when any list of the shop’s bikes is written, then reading it gives the list back', () => {
    const line = fc
      .record({
        known: fc.constantFrom(...motorcycleModels),
        from: fc.integer({ min: 1990, max: 2030 }),
        years: fc.integer({ min: 0, max: 10 }),
      })
      .map(({ known, from, years }): Fitment => ({
        make: known.make,
        model: known.model,
        fromYear: from,
        toYear: from + years,
      }));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (fitment) => {
        expect(parseFitmentCell(fitmentCell(fitment))).toEqual({ value: fitment });
      }),
    );
  });
});

describe('crossReferencesCell', () => {
  it('when a part replaces numbers, then each follows its brand', () => {
    expect(
      crossReferencesCell([
        { brand: 'Yamaha', number: '1WS-F582U-00' },
        { brand: 'NGK', number: 'CR9EIA-9' },
      ]),
    ).toBe('Yamaha: 1WS-F582U-00; NGK: CR9EIA-9');
  });
});

describe('parseCrossReferencesCell', () => {
  it('when a cell the export wrote is read, then it gives the numbers back, a brand with a colon too', () => {
    expect(parseCrossReferencesCell('Yamaha: 1WS-F582U-00; NGK: CR9EIA-9; A:B: 1234')).toEqual({
      value: [
        { brand: 'Yamaha', number: '1WS-F582U-00' },
        { brand: 'NGK', number: 'CR9EIA-9' },
        { brand: 'A:B', number: '1234' },
      ],
    });
  });

  it('when the cell is empty, then the part replaces none', () => {
    expect(parseCrossReferencesCell('')).toEqual({ value: [] });
  });

  it('when a number has no brand, or a brand holds `;`, then the cell is refused rather than guessed at', () => {
    expect(parseCrossReferencesCell('CR9EIA-9')).toEqual({
      error: 'Write "CR9EIA-9" as its brand, a colon and the number: NGK: CR9EIA-9',
    });
    expect(
      parseCrossReferencesCell(crossReferencesCell([{ brand: 'A;B', number: 'CR9EIA-9' }])),
    ).toEqual({ error: 'Write "A" as its brand, a colon and the number: NGK: CR9EIA-9' });
  });

  it('when any numbers after brands without `;` are written, then reading them gives them back', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .:&-]*[A-Za-z0-9]$/);
    const reference = fc.record({
      brand: word.filter((brand) => brand.length <= brandMaxLength),
      number: fc.stringMatching(/^[A-Z0-9]{4,8}(?:-[A-Z0-9]{1,4})?$/),
    });
    fc.assert(
      fc.property(fc.array(reference, { maxLength: 8 }), (references) => {
        expect(parseCrossReferencesCell(crossReferencesCell(references))).toEqual({
          value: references,
        });
      }),
    );
  });
});
