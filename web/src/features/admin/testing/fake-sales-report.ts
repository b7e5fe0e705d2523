import { orderStatuses, returnReasons, type SalesReport } from '@moto-parts/contracts';

/**
 * A sales report as `GET /reports/sales` answers it: two days, an order of 4 discs (one came
 * back damaged) and one of 2 chain guards, each with $9.95 shipping; `overrides` change it.
 */
export function makeSalesReport(overrides: Partial<SalesReport> = {}): SalesReport {
  const disc = {
    partId: 'drilled-brake-disc',
    sku: 'MP-BD-3207',
    name: 'Drilled Brake Disc',
    units: 4,
    salesCents: 45_800,
    returnedUnits: 1,
    returnRate: 0.25,
  };
  return {
    from: '2026-11-26',
    to: '2026-11-27',
    currency: 'usd',
    totals: {
      orders: 2,
      salesCents: 52_690,
      refundedCents: 11_450,
      netCents: 41_240,
      averageOrderCents: 26_345,
      units: 6,
      returnedUnits: 1,
      returnRate: 1 / 6,
    },
    days: [
      { date: '2026-11-26', orders: 1, salesCents: 46_795, refundedCents: 0, netCents: 46_795 },
      { date: '2026-11-27', orders: 1, salesCents: 5_895, refundedCents: 11_450, netCents: -5_555 },
    ],
    weeks: [
      {
        weekOf: '2026-11-23',
        orders: 2,
        salesCents: 52_690,
        refundedCents: 11_450,
        netCents: 41_240,
      },
    ],
    statuses: orderStatuses.map((status) => ({
      status,
      orders: status === 'partially-returned' || status === 'paid' ? 1 : 0,
    })),
    topParts: [
      disc,
      {
        partId: 'chain-guard',
        sku: 'MP-CG-0520',
        name: 'Chain Guard',
        units: 2,
        salesCents: 4_900,
        returnedUnits: 0,
        returnRate: 0,
      },
    ],
    returnsByPart: [disc],
    returnsByReason: returnReasons.map(({ id }) => ({
      reason: id,
      returnedUnits: id === 'damaged' ? 1 : 0,
      returnRate: id === 'damaged' ? 1 / 6 : 0,
    })),
    ...overrides,
  };
}
