import type { Order } from '@moto-parts/contracts';

// An order as the API answers it, for the tests of every screen that shows one.

/** A hold's end `minutes` from now (negative: in the past), as the API writes it. */
export const holdEndingIn = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000).toISOString();

/** A pending order of 4 Drilled Brake Discs by the demo rider; `overrides` change it. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'order-1',
    orderNumber: 1042,
    lines: [
      {
        partId: 'drilled-brake-disc',
        name: 'Drilled Brake Disc',
        sku: 'MP-BD-3207',
        unitPrice: 114.5,
        quantity: 4,
        lineTotal: 458,
        shippedQuantity: 0,
      },
    ],
    subtotal: 458,
    shipping: 0,
    shippingAddress: null,
    shippingMethod: { id: 'arranged', name: 'Arranged by the shop' },
    partId: 'drilled-brake-disc',
    name: 'Drilled Brake Disc',
    customerName: 'Rider Demo',
    email: 'rider@moto-parts.test',
    address: '12 Harbour Road, Bristol',
    phone: '447700900123',
    quantity: 4,
    unitPrice: 114.5,
    totalPrice: 458,
    status: 'pending',
    shipments: [],
    deliveredAt: null,
    paid: false,
    transactionId: null,
    holdEndsAt: holdEndingIn(30),
    refundId: null,
    refundStatus: null,
    refundFailureReason: null,
    returnableUntil: null,
    returns: [],
    refunds: [],
    refunded: 0,
    recalls: [],
    dispute: null,
    createdAt: '2026-11-12T12:00:00.000Z',
    updatedAt: '2026-11-12T12:00:00.000Z',
    ...overrides,
  };
}
