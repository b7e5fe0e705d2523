import { Timestamp } from 'firebase-admin/firestore';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLowStock, lowStockAlertCooldownMs, stockLevel, type StockChange } from './low-stock.ts';
import { partMessage } from './part-messages.ts';

const now = Date.parse('2026-11-28T12:00:00Z');
const hoursAgo = (hours: number) => Timestamp.fromMillis(now - hours * 60 * 60_000);

const change = (more: Partial<StockChange>): StockChange => ({
  partId: 'p',
  before: 12,
  after: 12,
  ...more,
});

describe('the crossing rule', () => {
  it.each([
    ['from above the point to it', { reorderPoint: 10, before: 11, after: 10 }, true],
    ['from above the point to below it', { reorderPoint: 10, before: 30, after: 2 }, true],
    [
      'from above the point to 0, with a point of 0',
      { reorderPoint: 0, before: 1, after: 0 },
      true,
    ],
    ['from above the point to just above it', { reorderPoint: 10, before: 30, after: 11 }, false],
    ['from at the point to below it', { reorderPoint: 10, before: 10, after: 3 }, false],
    ['from below the point back above it', { reorderPoint: 10, before: 3, after: 30 }, false],
    ['with no reorder point', { before: 30, after: 0 }, false],
    [
      'a point raised above a stock that did not change',
      { reorderPoint: 15, before: 12, after: 12 },
      false,
    ],
  ])('when the stock goes %s, then crossed is %s', (_, more, crossed) => {
    expect(stockLevel(change(more)).crossed).toBe(crossed);
  });

  it.each([
    [
      'not low, falling to the point',
      { reorderPoint: 10, before: 11, after: 10 },
      { lowStock: true, lowStockAlertedAt: Timestamp.fromMillis(now) },
    ],
    [
      'low, rising above the point',
      { reorderPoint: 10, lowStock: true, before: 3, after: 11 },
      { lowStock: false },
    ],
    ['low, staying low', { reorderPoint: 10, lowStock: true, before: 3, after: 2 }, {}],
    ['not low, staying above', { reorderPoint: 10, lowStock: false, before: 30, after: 20 }, {}],
    ['never given a point', { before: 30, after: 0 }, {}],
    ['low, its point removed', { lowStock: true, before: 3, after: 3 }, { lowStock: false }],
  ])('when a part is %s, then the flag written is %j', (_, more, fields) => {
    expect(stockLevel(change(more), now).fields).toEqual(fields);
  });

  it('when a stock moves at random, then it crosses exactly as often as it goes from above the point to at or below it, and the flag always says whether it is low', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: -15, max: 15 }), { maxLength: 40 }),
        (reorderPoint, start, deltas) => {
          let stock = start;
          let lowStock: boolean | undefined;
          let crossings = 0;
          let expected = 0;
          for (const delta of deltas) {
            const after = Math.max(0, stock + delta);
            const level = stockLevel({ partId: 'p', lowStock, reorderPoint, before: stock, after });
            if (level.crossed) crossings += 1;
            if (stock > reorderPoint && after <= reorderPoint) expected += 1;
            lowStock = level.fields.lowStock ?? lowStock;
            stock = after;
            expect(lowStock ?? false).toBe(isLowStock(stock, reorderPoint));
          }
          expect(crossings).toBe(expected);
        },
      ),
    );
  });
});

describe('the alert’s cool-down', () => {
  const crossing = { reorderPoint: 10, before: 11, after: 10 };

  it.each([
    ['never alerted', {}, true],
    ['alerted an hour ago', { alertedAt: hoursAgo(1) }, false],
    [
      'alerted an hour ago, and asked by an admin’s count',
      { alertedAt: hoursAgo(1), byAdmin: true },
      false,
    ],
    ['alerted a day ago', { alertedAt: hoursAgo(24) }, true],
    ['re-armed by a restock (null)', { alertedAt: null }, true],
  ])('when a part that was %s crosses again, then crossed is %s', (_, more, crossed) => {
    const level = stockLevel(change({ ...crossing, ...more }), now);

    expect(level.crossed).toBe(crossed);
    expect(level.fields).toEqual({
      lowStock: true,
      ...(crossed && { lowStockAlertedAt: Timestamp.fromMillis(now) }),
    });
  });

  it('when an admin’s restock takes an alerted part above the point, then the alert is re-armed; units coming back from orders do not', () => {
    const rise = {
      reorderPoint: 10,
      lowStock: true,
      before: 10,
      after: 11,
      alertedAt: hoursAgo(1),
    };

    expect(stockLevel(change({ ...rise, byAdmin: true }), now).fields).toEqual({
      lowStock: false,
      lowStockAlertedAt: null,
    });
    expect(stockLevel(change(rise), now).fields).toEqual({ lowStock: false });
    expect(stockLevel(change({ ...rise, after: 10, byAdmin: true }), now).fields).toEqual({});
  });

  it('when stock moves at random, by orders and admins, over days, then the admins hear of the first crossing, and of later ones only after an admin’s rise above the point or a day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.array(
          fc.record({
            delta: fc.integer({ min: -15, max: 15 }),
            byAdmin: fc.boolean(),
            hours: fc.integer({ min: 0, max: 30 }),
          }),
          { maxLength: 40 },
        ),
        (reorderPoint, steps) => {
          let stock = reorderPoint + 1;
          let time = now;
          let stored: { lowStock?: boolean; lowStockAlertedAt?: Timestamp | null } = {};
          let lastAlert: number | null = null;
          let rearmed = false;
          for (const { delta, byAdmin, hours } of steps) {
            time += hours * 60 * 60_000;
            const after = Math.max(0, stock + delta);
            const level = stockLevel(
              {
                partId: 'p',
                reorderPoint,
                before: stock,
                after,
                byAdmin,
                lowStock: stored.lowStock,
                alertedAt: stored.lowStockAlertedAt,
              },
              time,
            );
            const crossing = stock > reorderPoint && after <= reorderPoint;
            const due =
              lastAlert === null || rearmed || time - lastAlert >= lowStockAlertCooldownMs;
            expect(level.crossed).toBe(crossing && due);
            if (level.crossed) [lastAlert, rearmed] = [time, false];
            if (byAdmin && after > reorderPoint && lastAlert !== null) rearmed = true;
            stored = { ...stored, ...level.fields };
            stock = after;
            expect(stored.lowStock ?? false).toBe(isLowStock(stock, reorderPoint));
          }
        },
      ),
    );
  });
});

describe('the low-stock message', () => {
  it('when a part crosses, then the admins read its name, number, stock and point, and a link to the low-stock list', () => {
    const message = partMessage(
      'low-stock',
      { id: 'p1', name: 'Brake <Pads>', sku: 'MP-1', availableQuantity: 1, reorderPoint: 5 },
      'https://shop.example',
    );

    expect(message.subject).toBe('moto-parts: Low stock: Brake <Pads>, 1 unit left');
    expect(message.text).toContain(
      'Brake <Pads> is down to 1 unit for sale, at or below its reorder point of 5.',
    );
    expect(message.text).toContain('Part number:   MP-1');
    expect(message.text).toContain(
      'Open Manage Product: https://shop.example/dashboard/manage-product?stock=low',
    );
    expect(message.html).toContain('Brake &lt;Pads&gt;');
    expect(message.html).not.toContain('<Pads>');
    expect(message).not.toHaveProperty('headers');
  });

  it('when a name carries a line break and a header, then the subject stays one line', () => {
    const message = partMessage(
      'low-stock',
      { id: 'p1', name: 'Pads\r\nBcc: x@example.com', availableQuantity: 0, reorderPoint: 0 },
      'https://shop.example',
    );

    expect(message.subject).toBe('moto-parts: Low stock: Pads Bcc: x@example.com, 0 units left');
  });
});
