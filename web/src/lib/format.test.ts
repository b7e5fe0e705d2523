import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice, formatQuantity } from './format';

const intlPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlCount = new Intl.NumberFormat('en-US');

describe('formatPrice', () => {
  it('shows dollars with cents, as docs/product.md asks', () => {
    expect(formatPrice(114.5)).toBe('$114.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(1234567.891)).toBe('$1,234,567.89');
  });

  it('matches Intl for every amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(intlPrice.format(cents / 100));
      }),
    );
  });
});

describe('formatQuantity', () => {
  it('groups thousands', () => {
    expect(formatQuantity(260)).toBe('260');
    expect(formatQuantity(1200)).toBe('1,200');
    expect(formatQuantity(10_000_000)).toBe('10,000,000');
  });

  it('matches Intl for every whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (quantity) => {
        expect(formatQuantity(quantity)).toBe(intlCount.format(quantity));
      }),
    );
  });
});
