// The shop's shipping zones as `npm start` and the tests begin with: a maker in the United
// States shipping by weight, free over $150 at home, and farther for more.
import { deliveryCountries, type DeliveryCountry } from '@moto-parts/contracts';
import type { ShippingZoneDoc } from '../../functions/src/store/shipping.ts';

const northAmerica: DeliveryCountry[] = ['CA', 'MX'];
const europe: DeliveryCountry[] = [
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE'],
  ...['IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  ...['GB', 'NO', 'CH', 'IS', 'LI', 'MC', 'AD', 'SM', 'RS', 'ME', 'MK', 'AL', 'BA', 'TR'],
] as DeliveryCountry[];
const elsewhere = deliveryCountries.filter(
  (country) => country !== 'US' && !northAmerica.includes(country) && !europe.includes(country),
);

export const seedShippingZones: Omit<ShippingZoneDoc, 'updatedAt'>[] = [
  {
    id: 'united-states',
    name: 'United States',
    countries: ['US'],
    methods: [
      {
        id: 'us-ground',
        name: 'Ground (3–5 days)',
        rates: [
          { upToGrams: 1_000, priceCents: 795 },
          { upToGrams: 5_000, priceCents: 1_295 },
          { upToGrams: 20_000, priceCents: 2_495 },
          { priceCents: 4_995 },
        ],
        freeOverCents: 15_000,
      },
      { id: 'us-express', name: 'Express (2 days)', rates: [{ priceCents: 2_995 }] },
    ],
  },
  {
    id: 'canada-mexico',
    name: 'Canada and Mexico',
    countries: northAmerica,
    methods: [
      {
        id: 'na-standard',
        name: 'Standard (5–8 days)',
        rates: [
          { upToGrams: 2_000, priceCents: 1_495 },
          { upToGrams: 10_000, priceCents: 2_995 },
          { priceCents: 5_995 },
        ],
      },
    ],
  },
  {
    id: 'europe',
    name: 'Europe',
    countries: europe,
    methods: [
      {
        id: 'eu-standard',
        name: 'International (6–10 days)',
        rates: [
          { upToGrams: 2_000, priceCents: 1_995 },
          { upToGrams: 10_000, priceCents: 3_995 },
          { upToGrams: 30_000, priceCents: 7_995 },
        ],
      },
      {
        id: 'eu-express',
        name: 'International Express (3 days)',
        rates: [
          { upToGrams: 5_000, priceCents: 5_995 },
          { upToGrams: 30_000, priceCents: 11_995 },
        ],
      },
    ],
  },
  {
    id: 'rest-of-world',
    name: 'Rest of the world',
    countries: elsewhere,
    methods: [
      {
        id: 'world-standard',
        name: 'International (7–14 days)',
        rates: [
          { upToGrams: 2_000, priceCents: 2_495 },
          { upToGrams: 10_000, priceCents: 4_995 },
          { upToGrams: 30_000, priceCents: 9_995 },
        ],
      },
    ],
  },
];
