import type { ShippingMethod } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { shippingQuote } from './shipping-quote';

const ground: ShippingMethod = {
  id: 'us-ground',
  name: 'Ground',
  price: 7.95,
  rates: [
    { upToGrams: 1_000, price: 7.95 },
    { upToGrams: 5_000, price: 12.95 },
  ],
  freeOver: 150,
};

describe('shippingQuote', () => {
  it.each([
    [136, 800, 7.95],
    [136, 1_200, 12.95],
    [150, 1_200, 0],
    [100, 6_000, null],
  ])(
    'when %d dollars of parts weigh %d g, then ground costs %s',
    (subtotal, weightGrams, price) => {
      expect(shippingQuote(ground, { subtotal, weightGrams })).toBe(price);
    },
  );
});
