import { partColumns } from '@moto-parts/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { ExportedOrder, ExportedPart } from '../store/exports.ts';
import { dayRange, exportFilename, orderRows, partRow } from './csv-exports.ts';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('dayRange', () => {
  it('when days are given, then the range runs from the start of the first to the end of the last, in UTC', () => {
    expect(dayRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      start: new Date('2026-01-01T00:00:00.000Z'),
      end: new Date('2026-02-01T00:00:00.000Z'),
    });
  });

  it('when no day is given, then both ends are open', () => {
    expect(dayRange({})).toEqual({ start: undefined, end: undefined });
  });
});

describe('exportFilename', () => {
  it('when an end is open, then the file says start or today', () => {
    const now = new Date('2026-11-27T07:00:00Z');
    expect(exportFilename('orders', { from: '2026-11-01' }, now)).toBe(
      'moto-parts-orders-2026-11-01-to-2026-11-27.csv',
    );
    expect(exportFilename('parts', {}, now)).toBe('moto-parts-parts-start-to-2026-11-27.csv');
  });
});

describe('orderRows', () => {
  const order: ExportedOrder = {
    orderNumber: 1042,
    email: 'ann@example.com',
    customerName: '=Ann',
    lines: [
      {
        partId: 'disc',
        name: 'Disc',
        sku: 'MP-1',
        unitPriceCents: 8950,
        quantity: 2,
        lineTotalCents: 17_900,
      },
      { partId: 'pads', name: 'Pads', unitPriceCents: 1999, quantity: 1, lineTotalCents: 1999 },
    ],
    subtotalCents: 19_899,
    shippingCents: 795,
    totalPriceCents: 20_694,
    shippingMethod: { id: 'eu-standard', name: 'Standard' },
    shippingAddress: {
      name: 'Ann',
      line1: '1 Road',
      city: 'Paris',
      postcode: '75001',
      country: 'FR',
    },
    status: 'partially-returned',
    refunds: [
      { id: 're_1', returnId: '1', amountCents: 1999, status: 'succeeded', failureReason: null },
    ],
    createdAt: at('2026-01-02T03:04:05.678Z'),
    updatedAt: at('2026-01-09T00:00:00.000Z'),
  };

  it('when an order has two lines, then it is two rows, the order repeated, amounts in dollars as numbers and dates in ISO 8601', () => {
    expect(orderRows('o1', order)).toEqual([
      [
        'o1',
        1042,
        '2026-01-02T03:04:05.678Z',
        '2026-01-09T00:00:00.000Z',
        'partially-returned',
        'ann@example.com',
        '=Ann',
        1,
        'disc',
        'MP-1',
        'Disc',
        2,
        89.5,
        179,
        198.99,
        7.95,
        'Standard',
        206.94,
        19.99,
        'FR',
      ],
      [
        'o1',
        1042,
        '2026-01-02T03:04:05.678Z',
        '2026-01-09T00:00:00.000Z',
        'partially-returned',
        'ann@example.com',
        '=Ann',
        2,
        'pads',
        null,
        'Pads',
        1,
        19.99,
        19.99,
        198.99,
        7.95,
        'Standard',
        206.94,
        19.99,
        'FR',
      ],
    ]);
  });
});

describe('partRow', () => {
  it('when a part is written, then its cells follow the columns, its lists one cell each', () => {
    const part: ExportedPart = {
      name: 'Disc',
      sku: 'MP-BD-3207',
      crossReferences: [{ brand: 'Yamaha', number: '1WS-F582U-00' }],
      image: 'https://example.com/disc.jpg',
      description: 'Drilled.',
      priceCents: 8950,
      minOrder: 1,
      availableQuantity: 12,
      reorderPoint: 4,
      category: 'brakes',
      fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }],
      fitsAllBikes: false,
      createdAt: at('2026-01-02T00:00:00.000Z'),
    };

    const row = partRow('disc', part);

    expect(Object.fromEntries(partColumns.map((column, index) => [column, row[index]]))).toEqual({
      sku: 'MP-BD-3207',
      name: 'Disc',
      description: 'Drilled.',
      image: 'https://example.com/disc.jpg',
      price: 89.5,
      minOrder: 1,
      maxPerOrder: 100,
      weightGrams: 1000,
      category: 'brakes',
      fitsAllBikes: 'false',
      fitment: 'Yamaha MT-07 2014-2020',
      crossReferences: 'Yamaha: 1WS-F582U-00',
      availableQuantity: 12,
      reorderPoint: 4,
      id: 'disc',
      createdAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('when a part has no reorder point, then its cell is empty', () => {
    const part: ExportedPart = {
      name: 'Gloves',
      sku: 'MP-GL-0001',
      image: 'https://example.com/gloves.jpg',
      description: 'Leather.',
      priceCents: 4500,
      minOrder: 1,
      availableQuantity: 3,
      category: 'riding-gear',
      fitment: [],
      fitsAllBikes: true,
      createdAt: at('2026-01-02T00:00:00.000Z'),
    };

    const row = partRow('gloves', part);

    expect(row[partColumns.indexOf('reorderPoint')]).toBeNull();
  });
});
