import { deliveryCountries, shippingZoneInputSchema } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { seedShippingZones } from './shipping-zones.ts';

describe('The seed’s shipping zones', () => {
  it('when seeded, then every country the shop delivers to is in exactly one zone', () => {
    const countries = seedShippingZones.flatMap((zone) => zone.countries);

    expect(countries.toSorted()).toEqual([...deliveryCountries].sort());
  });

  it('when an admin would send them, then each is a zone the API accepts', () => {
    for (const { name, countries, methods } of seedShippingZones) {
      const asSent = {
        name,
        countries,
        methods: methods.map(({ id, name: methodName, rates, freeOverCents }) => ({
          id,
          name: methodName,
          rates: rates.map(({ upToGrams, priceCents }) => ({ upToGrams, price: priceCents / 100 })),
          ...(freeOverCents === undefined ? {} : { freeOver: freeOverCents / 100 }),
        })),
      };
      expect(
        () => shippingZoneInputSchema.validateSync(asSent, { strict: true }),
        name,
      ).not.toThrow();
    }
  });
});
