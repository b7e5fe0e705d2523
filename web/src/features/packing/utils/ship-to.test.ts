import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/fake-order';
import { shipToLines } from './ship-to';

describe('shipToLines', () => {
  it('when the order has a shipping address, then it is written as its country writes it, recipient first', () => {
    const order = makeOrder({
      customerName: 'Rider Demo',
      shippingAddress: {
        name: 'Ada Rider',
        line1: '500 Market St',
        line2: 'Unit 4',
        city: 'San Francisco',
        region: 'CA',
        postcode: '94105',
        country: 'US',
      },
    });

    expect(shipToLines(order)).toEqual([
      'Ada Rider',
      '500 Market St',
      'Unit 4',
      'San Francisco, CA 94105',
      'United States',
    ]);
  });

  it('when the order was placed with the 2022 free-text address, then the buyer and that text are the block', () => {
    const order = makeOrder({
      customerName: 'Rider Demo',
      shippingAddress: null,
      address: '12 Harbour Road, Bristol',
    });

    expect(shipToLines(order)).toEqual(['Rider Demo', '12 Harbour Road, Bristol']);
  });
});
