import type { Order } from '@moto-parts/contracts';

/** A pending order of 4 Drilled Brake Discs ($458.00) by the demo rider. */
export const pendingOrder: Order = {
  _id: 'order-1',
  lines: [
    {
      partId: 'drilled-brake-disc',
      name: 'Drilled Brake Disc',
      unitPrice: 114.5,
      quantity: 4,
      lineTotal: 458,
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
  paid: false,
  transactionId: null,
  // Inside its hold: the hold ends half an hour after the test starts.
  holdEndsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
  refundId: null,
  refundStatus: null,
  refundFailureReason: null,
  dispute: null,
  createdAt: '2026-11-12T12:00:00.000Z',
  updatedAt: '2026-11-12T12:00:00.000Z',
};
