import { describe, expect, it } from 'vitest';
import { formatWeight, methodRateInWords, rateBandsInWords } from './rate-bands';

describe('formatWeight', () => {
  it('when under a kilo, then it is in grams; from a kilo, in kilos', () => {
    expect(formatWeight(1)).toBe('1 g');
    expect(formatWeight(999)).toBe('999 g');
    expect(formatWeight(1000)).toBe('1 kg');
    expect(formatWeight(1500)).toBe('1.5 kg');
    expect(formatWeight(2250)).toBe('2.25 kg');
    expect(formatWeight(1_000_000)).toBe('1,000 kg');
  });
});

describe('rateBandsInWords', () => {
  it('when the last band has no weight, then it prices every heavier parcel', () => {
    expect(
      rateBandsInWords([
        { upToGrams: 1000, price: 7.95 },
        { upToGrams: 5000, price: 12.95 },
        { price: 49.95 },
      ]),
    ).toBe('up to 1 kg $7.95, up to 5 kg $12.95, heavier $49.95');
  });

  it('when the rate is one band without a weight, then it is flat', () => {
    expect(rateBandsInWords([{ price: 24 }])).toBe('any weight $24.00');
  });

  it('when the last band has a weight, then it says nothing heavier is taken', () => {
    expect(
      rateBandsInWords([
        { upToGrams: 500, price: 4.5 },
        { upToGrams: 30000, price: 60 },
      ]),
    ).toBe('up to 500 g $4.50, up to 30 kg $60.00, nothing over 30 kg');
  });

  it('when a band costs nothing, then it is free', () => {
    expect(rateBandsInWords([{ upToGrams: 250, price: 0 }, { price: 5 }])).toBe(
      'up to 250 g free, heavier $5.00',
    );
  });
});

describe('methodRateInWords', () => {
  it('when the method is free over a subtotal, then that follows its bands', () => {
    expect(methodRateInWords({ rates: [{ price: 9.95 }], freeOver: 150 })).toBe(
      'any weight $9.95; free over $150.00',
    );
    expect(methodRateInWords({ rates: [{ price: 9.95 }] })).toBe('any weight $9.95');
  });
});
