import { describe, expect, it } from 'vitest';
import {
  adminStatusChanges,
  canBecome,
  orderStatuses,
  orderTransitions,
  orderableMost,
  quantityProblem,
  quantityRangeMessage,
} from './orders.ts';
import { maxPerOrderOf } from './parts.ts';
import { placeOrderInputSchema } from './orders-schemas.ts';

const part = { minOrder: 4, availableQuantity: 10, maxPerOrder: 100 };

describe('quantityProblem', () => {
  it.each([4, 7, 10])(
    'when the quantity is %d of min 4 and max 10, then it can be ordered',
    (q) => {
      expect(quantityProblem(q, part)).toBeNull();
    },
  );

  it.each([
    [3, 'below-minimum'],
    [0, 'below-minimum'],
    [-4, 'below-minimum'],
    [11, 'above-stock'],
    [4.5, 'not-a-whole-number'],
    [Number.NaN, 'not-a-whole-number'],
    [Number.POSITIVE_INFINITY, 'not-a-whole-number'],
    [2 ** 60, 'not-a-whole-number'],
  ])('when the quantity is %d, then the problem is %s', (quantity, problem) => {
    expect(quantityProblem(quantity, part)).toBe(problem);
  });

  it('when the stock is below the minimum order, then no quantity can be ordered', () => {
    const soldOut = { minOrder: 4, availableQuantity: 3, maxPerOrder: 100 };

    for (const quantity of [1, 3, 4, 5]) expect(quantityProblem(quantity, soldOut)).not.toBeNull();
  });
});

describe('most per order', () => {
  it('when a part holds more than its most per order, then an order stops at the most, and below it at the stock', () => {
    const plenty = { minOrder: 4, availableQuantity: 260, maxPerOrder: 20 };

    expect(quantityProblem(20, plenty)).toBeNull();
    expect(quantityProblem(21, plenty)).toBe('above-order-max');
    expect(orderableMost(plenty)).toBe(20);
    expect(orderableMost({ ...plenty, availableQuantity: 12 })).toBe(12);
  });

  it('when an admin set none, then it is the default, and never below the minimum order', () => {
    expect(maxPerOrderOf({ minOrder: 4 })).toBe(100);
    expect(maxPerOrderOf({ minOrder: 4, maxPerOrder: 12 })).toBe(12);
    expect(maxPerOrderOf({ minOrder: 150 })).toBe(150);
    expect(maxPerOrderOf({ minOrder: 10, maxPerOrder: 5 })).toBe(10);
  });
});

describe('quantityRangeMessage', () => {
  it('when asked, then it is docs/product.md’s text', () => {
    expect(quantityRangeMessage(4, 260)).toBe('You can order min 4 and max 260!');
  });
});

describe('adminStatusChanges', () => {
  it('when an order has shipped or is cancelled, then an admin can change it no more', () => {
    expect(adminStatusChanges.shipped).toEqual([]);
    expect(adminStatusChanges.cancelled).toEqual([]);
    expect(adminStatusChanges.paid).toEqual(['shipped', 'cancelled']);
    expect(adminStatusChanges.pending).toEqual(['cancelled']);
  });
});

describe('orderTransitions, the state machine', () => {
  it('when an order is returned or refunded, then it goes nowhere; pending and paid never go back', () => {
    expect(orderTransitions.returned).toEqual([]);
    expect(orderTransitions.refunded).toEqual([]);
    expect(orderStatuses.filter((status) => canBecome(status, 'pending'))).toEqual([]);
    expect(orderStatuses.filter((status) => canBecome(status, 'paid'))).toEqual(['pending']);
  });

  it('when a paid order ships, then it reaches delivered only through shipped', () => {
    expect(canBecome('paid', 'delivered')).toBe(false);
    expect(canBecome('partially-shipped', 'delivered')).toBe(false);
    expect(
      canBecome('paid', 'partially-shipped') && canBecome('partially-shipped', 'shipped'),
    ).toBe(true);
    expect(canBecome('shipped', 'delivered')).toBe(true);
  });

  it('when a delivered order comes back, then in part and then whole, or whole at once, and never otherwise', () => {
    expect(orderTransitions.delivered).toEqual(['partially-returned', 'returned']);
    expect(orderTransitions['partially-returned']).toEqual(['returned']);
    expect(orderStatuses.filter((status) => canBecome(status, 'partially-returned'))).toEqual([
      'delivered',
    ]);
    expect(orderStatuses.filter((status) => canBecome(status, 'returned'))).toEqual([
      'delivered',
      'partially-returned',
    ]);
    // Returned units are refunded return by return: the order is never `refunded` as a whole.
    expect(canBecome('delivered', 'refunded')).toBe(false);
    expect(canBecome('partially-returned', 'refunded')).toBe(false);
  });

  it('when an admin may set a status by hand, then the state machine allows it, or it is the whole-order parcel', () => {
    for (const from of orderStatuses) {
      for (const to of adminStatusChanges[from]) {
        // A cancelled paid order becomes refunded; `shipped` may be reached through a parcel.
        const target = to === 'cancelled' && from === 'paid' ? 'refunded' : to;
        expect(canBecome(from, target), `${from} → ${target}`).toBe(true);
      }
    }
  });
});

describe('placeOrderInputSchema', () => {
  const valid = { partId: 'disc', quantity: 5, address: ' 1 Chain Lane ', phone: '+44 113-496' };

  it('when the input is valid, then it is trimmed, the phone compacted, and legacy fields dropped', async () => {
    const input = await placeOrderInputSchema.validate({
      ...valid,
      totalPrice: 0.01,
      name: 'x',
      email: 'someone@example.com',
    });

    expect(input).toEqual({
      partId: 'disc',
      quantity: 5,
      address: '1 Chain Lane',
      phone: '+44113496',
    });
  });

  it.each([
    ['a string quantity', { quantity: '5' }],
    ['a fractional quantity', { quantity: 1.5 }],
    ['a zero quantity', { quantity: 0 }],
    ['a huge quantity', { quantity: 1e9 }],
    ['an empty address', { address: '   ' }],
    ['a phone with letters', { phone: '555-CALL' }],
    ['a short phone', { phone: '12345' }],
  ])('when the input has %s, then it is refused', async (_, change) => {
    await expect(placeOrderInputSchema.validate({ ...valid, ...change })).rejects.toThrow();
  });
});
