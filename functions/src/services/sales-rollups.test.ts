import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { OrderDoc, RefundDoc, ReturnDoc } from '../store/orders.ts';
import {
  figuresOfMonths,
  monthAdditions,
  partsNamedIn,
  salesChange,
  salesFiguresOf,
} from './sales-rollups.ts';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** An order of 2 discs ($50 each) and 10 plugs ($5 each), $15 shipping, placed on 30 Nov. */
const placed = {
  uid: 'rider',
  email: 'rider@example.com',
  customerName: 'Rider',
  lines: [
    {
      partId: 'disc',
      sku: 'MP-BD-1',
      name: 'Disc',
      unitPriceCents: 5000,
      quantity: 2,
      lineTotalCents: 10000,
    },
    { partId: 'plug', name: 'Plug', unitPriceCents: 500, quantity: 10, lineTotalCents: 5000 },
  ],
  partIds: ['disc', 'plug'],
  subtotalCents: 15000,
  shippingCents: 1500,
  totalPriceCents: 16500,
  status: 'pending',
  paid: false,
  transactionId: null,
  createdAt: at('2026-11-30T23:30:00Z'),
  updatedAt: at('2026-11-30T23:30:00Z'),
} as unknown as OrderDoc;

const paid: OrderDoc = {
  ...placed,
  status: 'paid',
  paid: true,
  paidAt: at('2026-12-01T00:10:00Z'),
};

const refund = (overrides: Partial<RefundDoc>): RefundDoc => ({
  id: 're_1',
  returnId: null,
  amountCents: 16500,
  status: 'succeeded',
  failureReason: null,
  createdAt: at('2026-12-02T09:00:00Z'),
  ...overrides,
});

const received = {
  id: '1',
  partId: 'plug',
  quantity: 4,
  reason: 'damaged',
  status: 'received',
  receivedAt: at('2026-12-20T10:00:00Z'),
} as ReturnDoc;

describe('salesFiguresOf, what an order adds to the reports', () => {
  it('when an order is placed, then it counts one order of its status on its day, and no sale', () => {
    expect(Object.fromEntries(salesFiguresOf(placed))).toEqual({ '2026-11-30/placed/pending': 1 });
  });

  it('when it is paid after midnight, then its sale still counts on the day it was placed', () => {
    expect(Object.fromEntries(salesFiguresOf(paid))).toEqual({
      '2026-11-30/placed/paid': 1,
      '2026-11-30/orders': 1,
      '2026-11-30/salesCents': 16500,
      '2026-11-30/parts/disc/units': 2,
      '2026-11-30/parts/disc/salesCents': 10000,
      '2026-11-30/parts/plug/units': 10,
      '2026-11-30/parts/plug/salesCents': 5000,
    });
  });

  it('when a return is received and refunded, then its units count against the sale and its money on the refund’s day', () => {
    const figures = salesFiguresOf({
      ...paid,
      status: 'partially-returned',
      returns: [received, { ...received, id: '2', status: 'requested', quantity: 1 }],
      refunds: [refund({ id: 're_2', returnId: '1', amountCents: 2000 })],
    });
    expect(figures.get('2026-11-30/parts/plug/returnedUnits')).toBe(4);
    expect(figures.get('2026-11-30/returns/damaged')).toBe(4);
    expect(figures.get('2026-12-02/refundedCents')).toBe(2000);
  });

  it('when a refund failed, then it gives nothing back; one recorded before refunds had dates counts on its return’s receipt', () => {
    const figures = salesFiguresOf({
      ...paid,
      returns: [received],
      refunds: [
        refund({ status: 'failed' }),
        refund({ id: 're_2', returnId: '1', amountCents: 2000, createdAt: undefined }),
      ],
    });
    expect([...figures.keys()].filter((key) => key.endsWith('refundedCents'))).toEqual([
      '2026-12-20/refundedCents',
    ]);
  });

  it('when a payment came after the hold and was refunded at once, then the order is no sale and its refund not the shop’s', () => {
    const bounced = {
      ...placed,
      status: 'refunded',
      paid: true,
      refunds: [refund({})],
    } as OrderDoc;
    expect(Object.fromEntries(salesFiguresOf(bounced))).toEqual({
      '2026-11-30/placed/refunded': 1,
    });
  });
});

describe('salesChange, what a transaction adds', () => {
  it('when an order is paid, then one pending becomes paid and the sale is added; nothing else', () => {
    expect(Object.fromEntries(salesChange(placed, paid))).toEqual({
      '2026-11-30/placed/pending': -1,
      '2026-11-30/placed/paid': 1,
      '2026-11-30/orders': 1,
      '2026-11-30/salesCents': 16500,
      '2026-11-30/parts/disc/units': 2,
      '2026-11-30/parts/disc/salesCents': 10000,
      '2026-11-30/parts/plug/units': 10,
      '2026-11-30/parts/plug/salesCents': 5000,
    });
  });

  it('when nothing the reports count changes, then it adds nothing', () => {
    expect(salesChange(paid, { ...paid, updatedAt: at('2026-12-05T00:00:00Z') }).size).toBe(0);
  });

  it('when it places an order, then the change is the order’s figures', () => {
    expect(salesChange(null, placed)).toEqual(salesFiguresOf(placed));
  });
});

describe('monthAdditions and figuresOfMonths', () => {
  it('when figures are written as months and read back from two shards, then they add up to the same figures', () => {
    const figures = salesFiguresOf({
      ...paid,
      refunds: [refund({ createdAt: at('2027-01-03T00:00:00Z'), amountCents: 100 })],
    });
    const months = monthAdditions(figures, partsNamedIn([paid]));
    expect([...months.keys()]).toEqual(['2026-11', '2027-01']);
    expect(months.get('2026-11')?.parts).toEqual({
      disc: { name: 'Disc', sku: 'MP-BD-1' },
      plug: { name: 'Plug' },
    });
    expect(months.get('2027-01')).toEqual({ days: { '03': { refundedCents: 100 } }, parts: {} });
    const stored = [...months].flatMap(([month, { days }]) => [
      { id: `${month}-0`, data: { days } },
      { id: `${month}-1`, data: { days } },
    ]);
    const twice = new Map([...figures].map(([key, value]) => [key, 2 * value]));
    expect(figuresOfMonths(stored)).toEqual(twice);
  });
});
