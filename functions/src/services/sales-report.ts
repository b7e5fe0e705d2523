// `GET /reports/sales` (docs/decisions/0041-sales-reports.md): the report of a range of days,
// from the monthly rollups alone: the range's months' documents (two per month), never the
// orders, so a 90-day report is at most eight reads however many orders it covers.
import {
  orderStatuses,
  returnReasonIds,
  topPartsMax,
  type PartSales,
  type SalesFigures,
  type SalesReport,
  type SalesReportQuery,
} from '@moto-parts/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { shopCurrency } from '../lib/money.ts';
import { figuresOfMonths, type RollupFigures } from './sales-rollups.ts';
import { salesMonthRefs, type SalesMonthDoc, type SoldPartDoc } from '../store/sales-months.ts';

const dayMillis = 24 * 60 * 60 * 1000;

/** Every day from `from` to `to`, both included, `YYYY-MM-DD`. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`);) {
    days.push(new Date(at).toISOString().slice(0, 10));
    at += dayMillis;
  }
  return days;
}

/** The Monday of the ISO week of `day`. */
export function weekOf(day: string) {
  const at = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(at.getTime() - sinceMonday * dayMillis).toISOString().slice(0, 10);
}

const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The money of some days, added up. */
function moneyOf(days: readonly SalesFigures[]): SalesFigures {
  const sum = (field: keyof SalesFigures) => days.reduce((total, day) => total + day[field], 0);
  return {
    orders: sum('orders'),
    salesCents: sum('salesCents'),
    refundedCents: sum('refundedCents'),
    netCents: sum('netCents'),
  };
}

/** The report of `from` to `to` from the rollups' `figures` and the parts they name. */
export function salesReport(
  figures: RollupFigures,
  parts: ReadonlyMap<string, SoldPartDoc>,
  { from, to }: SalesReportQuery,
): SalesReport {
  // The range's figures added up by path (the day left out); the days' money kept apart.
  const inRange = new Map<string, number>();
  for (const [key, value] of figures) {
    const day = key.slice(0, 10);
    if (day < from || day > to) continue;
    const path = key.slice(11);
    inRange.set(path, (inRange.get(path) ?? 0) + value);
  }
  const total = (path: string) => inRange.get(path) ?? 0;

  const days = daysOf(from, to).map((date) => {
    const of = (field: string) => figures.get(`${date}/${field}`) ?? 0;
    const salesCents = of('salesCents');
    const refundedCents = of('refundedCents');
    return {
      date,
      orders: of('orders'),
      salesCents,
      refundedCents,
      netCents: salesCents - refundedCents,
    };
  });
  const weeks = Map.groupBy(days, ({ date }) => weekOf(date));

  const partIds = new Set(
    [...inRange.keys()]
      .filter((path) => path.startsWith('parts/'))
      .map((path) => path.split('/')[1] ?? ''),
  );
  const partSales = [...partIds].map((partId): PartSales => {
    const { name = partId, sku } = parts.get(partId) ?? {};
    const units = total(`parts/${partId}/units`);
    const returnedUnits = total(`parts/${partId}/returnedUnits`);
    return {
      partId,
      ...(sku && { sku }),
      name,
      units,
      salesCents: total(`parts/${partId}/salesCents`),
      returnedUnits,
      returnRate: rate(returnedUnits, units),
    };
  });
  const units = partSales.reduce((sum, part) => sum + part.units, 0);
  const returnedUnits = partSales.reduce((sum, part) => sum + part.returnedUnits, 0);
  const money = moneyOf(days);

  return {
    from,
    to,
    currency: shopCurrency,
    totals: {
      ...money,
      averageOrderCents: money.orders === 0 ? 0 : Math.round(money.salesCents / money.orders),
      units,
      returnedUnits,
      returnRate: rate(returnedUnits, units),
    },
    days,
    weeks: [...weeks].map(([weekOf, ofWeek]) => ({ weekOf, ...moneyOf(ofWeek) })),
    statuses: orderStatuses.map((status) => ({ status, orders: total(`placed/${status}`) })),
    topParts: partSales
      .filter((part) => part.units > 0)
      .sort(
        (a, b) => b.units - a.units || b.salesCents - a.salesCents || a.name.localeCompare(b.name),
      )
      .slice(0, topPartsMax),
    returnsByPart: partSales
      .filter((part) => part.returnedUnits > 0)
      .sort((a, b) => b.returnRate - a.returnRate || b.returnedUnits - a.returnedUnits),
    returnsByReason: returnReasonIds.map((reason) => {
      const returned = total(`returns/${reason}`);
      return { reason, returnedUnits: returned, returnRate: rate(returned, units) };
    }),
  };
}

/** The months (`YYYY-MM`) from `from`'s to `to`'s. */
export function monthsOf(from: string, to: string) {
  const months: string[] = [];
  const at = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (at.toISOString().slice(0, 7) <= to.slice(0, 7)) {
    months.push(at.toISOString().slice(0, 7));
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}

/** `GET /reports/sales` (admins): reads the range's months, every shard in one call. */
export async function getSalesReport(db: Firestore, query: SalesReportQuery) {
  const snapshots = await db.getAll(...salesMonthRefs(db, monthsOf(query.from, query.to)));
  // getAll answers untyped snapshots; the refs' converter says what they hold.
  const months = snapshots.map((snapshot) => ({
    id: snapshot.id,
    data: (snapshot.data() ?? {}) as SalesMonthDoc,
  }));
  const parts = new Map<string, SoldPartDoc>();
  for (const { data } of months) {
    for (const [partId, named] of Object.entries(data.parts ?? {})) parts.set(partId, named);
  }
  return salesReport(figuresOfMonths(months), parts, query);
}
