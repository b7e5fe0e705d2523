import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/fake-order';
import { returnableLines } from './returnable';

const now = new Date('2026-11-27T12:00:00.000Z');
const delivered = makeOrder({
  status: 'partially-returned',
  returnableUntil: '2026-12-20T00:00:00.000Z',
  shipments: [
    {
      id: '1',
      carrier: 'ups',
      carrierName: 'UPS',
      trackingNumber: '1Z5R89390357567127',
      trackingUrl: null,
      lines: [{ partId: 'drilled-brake-disc', name: 'Drilled Brake Disc', quantity: 4, lots: [] }],
      shippedAt: '2026-11-20T12:00:00.000Z',
      deliveredAt: '2026-11-22T12:00:00.000Z',
    },
  ],
});
const aReturn = (status: 'requested' | 'refused', quantity: number) => ({
  id: '1',
  partId: 'drilled-brake-disc',
  name: 'Drilled Brake Disc',
  quantity,
  reason: 'damaged' as const,
  note: null,
  bike: null,
  status,
  adminNote: null,
  condition: null,
  refundId: null,
  refund: null,
  refundsShipping: false,
  requestedAt: '2026-11-23T12:00:00.000Z',
  decidedAt: null,
  receivedAt: null,
});

describe('returnableLines', () => {
  it('when units are in a live return, then only the rest can be asked for; a refused return gives them back', () => {
    expect(returnableLines({ ...delivered, returns: [aReturn('requested', 3)] }, now)).toEqual([
      { partId: 'drilled-brake-disc', name: 'Drilled Brake Disc', units: 1 },
    ]);
    expect(returnableLines({ ...delivered, returns: [aReturn('refused', 3)] }, now)).toEqual([
      { partId: 'drilled-brake-disc', name: 'Drilled Brake Disc', units: 4 },
    ]);
  });

  it('when the window has closed, or the order was never delivered, then nothing can be returned', () => {
    expect(
      returnableLines({ ...delivered, returnableUntil: '2026-11-27T11:59:00.000Z' }, now),
    ).toEqual([]);
    expect(returnableLines({ ...delivered, returnableUntil: null }, now)).toEqual([]);
  });

  it('when the window has closed on a line of which one lot was recalled, then only that lot’s units can be returned', () => {
    const recall = {
      id: 'r1',
      partId: 'drilled-brake-disc',
      name: 'Drilled Brake Disc',
      message: 'Cracks.',
      lots: ['B-2'],
      units: 1,
      recalledAt: '2026-11-25T12:00:00.000Z',
      answeredAt: null,
    };
    const closed = { ...delivered, returnableUntil: '2026-11-27T11:59:00.000Z', recalls: [recall] };

    expect(returnableLines(closed, now)).toEqual([
      { partId: 'drilled-brake-disc', name: 'Drilled Brake Disc', units: 1 },
    ]);
    expect(returnableLines({ ...closed, returns: [aReturn('requested', 1)] }, now)).toEqual([]);
  });
});
