import type { Part, ShippingZone, User } from '@moto-parts/contracts';
import { json } from '@/testing/json-response';

/** A part as `GET /parts` answers it; `overrides` change it. */
export function makePart(overrides: Partial<Part> = {}): Part {
  return {
    _id: 'chain-guard',
    name: 'Chain Guard',
    sku: 'MP-CG-0520',
    crossReferences: [],
    image: 'https://images.example.test/chain-guard.jpg',
    description: 'Stamped steel guard for 520 chains, with rubber mounts.',
    price: 24.5,
    minOrder: 5,
    availableQuantity: 300,
    maxPerOrder: 100,
    weightGrams: 1000,
    category: 'drivetrain',
    fitment: [],
    fitsAllBikes: true,
    ...overrides,
  };
}

/** A user as `GET /user` answers them; `overrides` change them. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'uid-rider',
    email: 'rider@moto-parts.test',
    name: 'Rider Demo',
    emailVerified: true,
    orderEmails: true,
    ...overrides,
  };
}

/**
 * A zone as `GET /shipping-zones` answers it: five countries, one method priced in three
 * weight bands and free over $150; `overrides` change it.
 */
export function makeShippingZone(overrides: Partial<ShippingZone> = {}): ShippingZone {
  return {
    _id: 'zone-europe',
    name: 'Europe',
    countries: ['AT', 'BE', 'FR', 'DE', 'IT'],
    methods: [
      {
        id: 'standard-eu',
        name: 'Standard',
        rates: [
          { upToGrams: 1000, price: 7.95 },
          { upToGrams: 5000, price: 12.95 },
          { price: 49.95 },
        ],
        freeOver: 150,
      },
    ],
    updatedAt: '2026-01-12T09:30:00.000Z',
    ...overrides,
  };
}

/** One page of a list call, with how many there are in all (`X-Total-Count`). */
export const page = (items: unknown[], total = items.length) =>
  json(items, 200, { 'X-Total-Count': String(total) });

/** A 400 with the server's message and per-field messages. */
export const validationFailed = (message: string, fields: Record<string, string>) =>
  json({ error: { code: 'validation_failed', message, fields } }, 400);

export { sentRequest, stubFetch } from '@/testing/fetch-stub';
