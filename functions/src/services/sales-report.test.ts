import { describe, expect, it } from 'vitest';
import { daysOf, monthsOf, salesReport, weekOf } from './sales-report.ts';

describe('the calendar of a report', () => {
  it('when a range crosses a month and a leap day, then every day is listed once', () => {
    expect(daysOf('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(daysOf('2026-11-27', '2026-11-27')).toEqual(['2026-11-27']);
  });

  it('when a day is any day of the week, then its ISO week starts on the Monday before it', () => {
    expect(weekOf('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(weekOf('2026-12-06')).toBe('2026-11-30'); // the Sunday after
    expect(weekOf('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('when a range is 90 days, then it spans at most four months', () => {
    expect(monthsOf('2026-01-31', '2026-04-30')).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(monthsOf('2026-12-15', '2027-01-02')).toEqual(['2026-12', '2027-01']);
  });
});

describe('salesReport', () => {
  const figures = new Map([
    ['2026-11-29/placed/paid', 1],
    ['2026-11-30/placed/pending', 1],
    ['2026-11-30/placed/refunded', 1],
    ['2026-11-30/orders', 2],
    ['2026-11-30/salesCents', 30000],
    ['2026-11-30/parts/disc/units', 4],
    ['2026-11-30/parts/disc/salesCents', 20000],
    ['2026-11-30/parts/disc/returnedUnits', 1],
    ['2026-11-30/parts/plug/units', 20],
    ['2026-11-30/parts/plug/salesCents', 10000],
    ['2026-11-30/returns/damaged', 1],
    ['2026-12-01/refundedCents', 5000],
    ['2026-12-07/salesCents', 999],
  ]);
  const parts = new Map([['disc', { name: 'Disc', sku: 'MP-BD-1' }]]);
  const report = salesReport(figures, parts, { from: '2026-11-30', to: '2026-12-01' });

  it('when figures lie outside the range, then they are left out', () => {
    expect(report.days.map(({ date }) => date)).toEqual(['2026-11-30', '2026-12-01']);
    expect(report.statuses.find(({ status }) => status === 'paid')?.orders).toBe(0);
  });

  it('when a sale and a later refund fall in the range, then the totals net the refund and average the orders', () => {
    expect(report.totals).toEqual({
      orders: 2,
      salesCents: 30000,
      refundedCents: 5000,
      netCents: 25000,
      averageOrderCents: 15000,
      units: 24,
      returnedUnits: 1,
      returnRate: 1 / 24,
    });
    expect(report.days[1]).toEqual({
      date: '2026-12-01',
      orders: 0,
      salesCents: 0,
      refundedCents: 5000,
      netCents: -5000,
    });
    // 30 Nov is a Monday, and 1 Dec in the same week.
    expect(report.weeks).toEqual([
      { weekOf: '2026-11-30', orders: 2, salesCents: 30000, refundedCents: 5000, netCents: 25000 },
    ]);
  });

  it('when parts sold, then the top parts rank by units and name a part its rollup did not by its id', () => {
    expect(report.topParts.map(({ partId, name, units }) => [partId, name, units])).toEqual([
      ['plug', 'plug', 20],
      ['disc', 'Disc', 4],
    ]);
    expect(report.returnsByPart).toEqual([
      {
        partId: 'disc',
        sku: 'MP-BD-1',
        name: 'Disc',
        units: 4,
        salesCents: 20000,
        returnedUnits: 1,
        returnRate: 0.25,
      },
    ]);
    expect(report.returnsByReason.find(({ reason }) => reason === 'damaged')).toEqual({
      reason: 'damaged',
      returnedUnits: 1,
      returnRate: 1 / 24,
    });
  });

  it('when nothing was sold, then the averages and rates are 0, not NaN', () => {
    const empty = salesReport(new Map(), new Map(), { from: '2026-01-01', to: '2026-01-01' });
    expect(empty.totals.averageOrderCents).toBe(0);
    expect(empty.totals.returnRate).toBe(0);
    expect(empty.topParts).toEqual([]);
    expect(empty.statuses).toHaveLength(10);
  });
});
