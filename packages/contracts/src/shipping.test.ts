import { describe, expect, it } from 'vitest';
import { deliveryCountries, shippingCostCents } from './shipping.ts';
import { shippingMethodsQuerySchema, shippingZoneInputSchema } from './shipping-schemas.ts';

describe('The countries the shop delivers to', () => {
  it('when listed, then they are 69 distinct countries the platform knows by name', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

    expect(deliveryCountries).toHaveLength(69);
    expect(new Set(deliveryCountries).size).toBe(69);
    for (const code of deliveryCountries) expect(names.of(code), code).toMatch(/^[A-Z]\D+$/);
  });
});

describe('shippingCostCents', () => {
  const byWeight = {
    rates: [
      { upToGrams: 1_000, priceCents: 500 },
      { upToGrams: 5_000, priceCents: 1_200 },
    ],
  };

  it('when a rate is flat, then every parcel costs its price', () => {
    const flat = { rates: [{ priceCents: 995 }] };

    expect(shippingCostCents(flat, { subtotalCents: 100, weightGrams: 0 })).toBe(995);
    expect(shippingCostCents(flat, { subtotalCents: 100, weightGrams: 900_000 })).toBe(995);
  });

  it('when a rate goes by weight, then a parcel costs its band, a band’s weight included', () => {
    expect(shippingCostCents(byWeight, { subtotalCents: 100, weightGrams: 1_000 })).toBe(500);
    expect(shippingCostCents(byWeight, { subtotalCents: 100, weightGrams: 1_001 })).toBe(1_200);
    expect(shippingCostCents(byWeight, { subtotalCents: 100, weightGrams: 5_000 })).toBe(1_200);
  });

  it('when a parcel is heavier than the last band, then the method does not take it, free or not', () => {
    const free = { ...byWeight, freeOverCents: 1 };

    expect(shippingCostCents(byWeight, { subtotalCents: 100, weightGrams: 5_001 })).toBeNull();
    expect(shippingCostCents(free, { subtotalCents: 100, weightGrams: 5_001 })).toBeNull();
  });

  it('when the subtotal reaches the free-shipping figure, then it is free, and a cent less is not', () => {
    const free = { ...byWeight, freeOverCents: 15_000 };

    expect(shippingCostCents(free, { subtotalCents: 15_000, weightGrams: 10 })).toBe(0);
    expect(shippingCostCents(free, { subtotalCents: 14_999, weightGrams: 10 })).toBe(500);
  });
});

describe('shippingZoneInputSchema', () => {
  const zone = {
    name: 'Europe',
    countries: ['DE', 'FR'],
    methods: [
      { name: 'Standard', rates: [{ upToGrams: 2_000, price: 9.95 }, { price: 19.95 }] },
      { name: 'Express', rates: [{ price: 29 }], freeOver: 500 },
    ],
  };
  const problemOf = (input: unknown) => {
    try {
      shippingZoneInputSchema.validateSync(input);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('when a zone is well formed, then it passes', () => {
    expect(problemOf(zone)).toBeNull();
  });

  it.each([
    [
      'a country the shop does not deliver to',
      { countries: ['DE', 'KP'] },
      'The shop does not deliver there',
    ],
    ['a code in lower case', { countries: ['de'] }, 'The shop does not deliver there'],
    ['a country named twice', { countries: ['DE', 'DE'] }, 'Name each country once'],
    ['no country', { countries: [] }, 'Name its countries'],
    ['no method', { methods: [] }, 'Give it a shipping method'],
    [
      'two methods of one name',
      { methods: [zone.methods[0], { ...zone.methods[1], name: 'standard' }] },
      'Give each method its own name',
    ],
    [
      'bands out of order',
      {
        methods: [
          {
            name: 'S',
            rates: [
              { upToGrams: 2_000, price: 1 },
              { upToGrams: 1_000, price: 2 },
            ],
          },
        ],
      },
      'Each band must be heavier than the one before',
    ],
    [
      'a band without a weight before the last',
      { methods: [{ name: 'S', rates: [{ price: 1 }, { upToGrams: 1_000, price: 2 }] }] },
      'only the last may have no weight',
    ],
    [
      'a price of a tenth of a cent',
      { methods: [{ name: 'S', rates: [{ price: 1.001 }] }] },
      'at most 2 decimals',
    ],
    [
      'a negative price',
      { methods: [{ name: 'S', rates: [{ price: -1 }] }] },
      'Price must be 0 or more',
    ],
    [
      'a price given as text',
      { methods: [{ name: 'S', rates: [{ price: '5' }] }] },
      'Price must be a number',
    ],
  ])('when it has %s, then it is refused', (_, change, message) => {
    expect(problemOf({ ...zone, ...change })).toContain(message);
  });
});

describe('shippingMethodsQuerySchema', () => {
  it('when the country is one the shop delivers to, then it passes; otherwise it is refused', () => {
    expect(shippingMethodsQuerySchema.isValidSync({ country: 'GB' })).toBe(true);
    expect(shippingMethodsQuerySchema.isValidSync({ country: 'XX' })).toBe(false);
    expect(shippingMethodsQuerySchema.isValidSync({})).toBe(false);
  });
});
