import { describe, expect, it } from 'vitest';
import { crossReferencesCell, fitmentCell } from './parts-csv.ts';

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
