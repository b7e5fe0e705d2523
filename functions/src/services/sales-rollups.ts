// The sales rollups (docs/decisions/0041-sales-reports.md). What an order adds to the reports
// is a pure function of the order (`salesFiguresOf`); every transaction that changes an order
// adds the difference between its figures after and before (`recordSalesIn`), so the stored
// rollups always equal the sum over the orders, which is how `npm run migrate-orders` builds
// them and how the tests check them.
import type { Firestore, Timestamp, Transaction } from 'firebase-admin/firestore';
import { isLiveRefund, recordedRefunds, type OrderDoc, type RefundDoc } from '../store/orders.ts';
import {
  addToSalesMonthIn,
  type MonthAddition,
  type SalesMonthDoc,
  type SoldPartDoc,
} from '../store/sales-months.ts';

/**
 * Figures by `{YYYY-MM-DD}/{path}`, the path the day's field in its month's document
 * (`orders`, `placed/paid`, `parts/{partId}/units`, `returns/wrong-fit`…).
 */
export type RollupFigures = Map<string, number>;

/** The day (UTC) of a time. */
export const utcDay = (at: Timestamp) => at.toDate().toISOString().slice(0, 10);

/** The day a refund counts on: when Stripe made it, or for one recorded before, its return's receipt or its order's day. */
function refundDay(order: OrderDoc, refund: RefundDoc) {
  if (refund.createdAt) return utcDay(refund.createdAt);
  const received = order.returns?.find(({ id }) => id === refund.returnId)?.receivedAt;
  return utcDay(received ?? order.createdAt);
}

/**
 * What `order` adds to the reports: on the day it was placed, one order of its status; if it
 * is a sale (`paidAt`), its payment, its lines' units and money, and the units of its received
 * returns by part and by reason; on the day of each of its live refunds, what it gave back.
 */
export function salesFiguresOf(order: OrderDoc): RollupFigures {
  const figures: RollupFigures = new Map();
  const add = (day: string, path: string, value: number) => {
    const key = `${day}/${path}`;
    figures.set(key, (figures.get(key) ?? 0) + value);
  };
  const placed = utcDay(order.createdAt);
  add(placed, `placed/${order.status}`, 1);
  if (!order.paidAt) return figures;
  add(placed, 'orders', 1);
  add(placed, 'salesCents', order.totalPriceCents);
  for (const { partId, quantity, lineTotalCents } of order.lines) {
    add(placed, `parts/${partId}/units`, quantity);
    add(placed, `parts/${partId}/salesCents`, lineTotalCents);
  }
  for (const { partId, quantity, reason, status } of order.returns ?? []) {
    if (status !== 'received') continue;
    add(placed, `parts/${partId}/returnedUnits`, quantity);
    add(placed, `returns/${reason}`, quantity);
  }
  for (const refund of recordedRefunds(order)) {
    if (isLiveRefund(refund)) add(refundDay(order, refund), 'refundedCents', refund.amountCents);
  }
  return figures;
}

/** The sum of `figures`, without the zeros. */
export function sumOfFigures(figures: Iterable<RollupFigures>): RollupFigures {
  const sum: RollupFigures = new Map();
  for (const each of figures) {
    for (const [key, value] of each) sum.set(key, (sum.get(key) ?? 0) + value);
  }
  for (const [key, value] of sum) if (value === 0) sum.delete(key);
  return sum;
}

/** What a change of an order from `before` (null: placed now) to `after` adds to the reports. */
export function salesChange(before: OrderDoc | null, after: OrderDoc): RollupFigures {
  const taken = new Map(
    [...(before ? salesFiguresOf(before) : [])].map(([key, value]) => [key, -value]),
  );
  return sumOfFigures([salesFiguresOf(after), taken]);
}

/** The parts of `orders`' lines, by id, as the latest of them named each. */
export function partsNamedIn(orders: Iterable<Pick<OrderDoc, 'lines'>>) {
  const parts = new Map<string, SoldPartDoc>();
  for (const { lines } of orders) {
    for (const { partId, name, sku } of lines) parts.set(partId, sku ? { name, sku } : { name });
  }
  return parts;
}

/** `figures` as each month's additions, with the names of the parts they count. */
export function monthAdditions(
  figures: RollupFigures,
  parts: ReadonlyMap<string, SoldPartDoc>,
): Map<string, MonthAddition> {
  const months = new Map<string, MonthAddition>();
  for (const [key, value] of figures) {
    const [day = '', ...path] = key.split('/');
    const month = day.slice(0, 7);
    const addition = months.get(month) ?? { days: {}, parts: {} };
    months.set(month, addition);
    let node = addition.days as Record<string, unknown>;
    for (const step of [day.slice(8, 10), ...path.slice(0, -1)]) {
      node = (node[step] ??= {}) as Record<string, unknown>;
    }
    node[path.at(-1) ?? ''] = value;
    const sold = path[0] === 'parts' && path[1] ? parts.get(path[1]) : undefined;
    if (sold && path[1]) addition.parts[path[1]] = sold;
  }
  return months;
}

/**
 * Inside `tx`, which changes an order from `before` (null when it places it) to `after`: adds
 * the difference to the rollups. Only writes (increments): call after the transaction's reads.
 */
export function recordSalesIn(
  db: Firestore,
  tx: Transaction,
  before: OrderDoc | null,
  after: OrderDoc,
) {
  const additions = monthAdditions(salesChange(before, after), partsNamedIn([after]));
  for (const [month, addition] of additions) addToSalesMonthIn(db, tx, month, addition);
}

/** The figures stored in months' documents (`YYYY-MM-shard`), their shards added together. */
export function figuresOfMonths(months: Iterable<{ id: string; data: SalesMonthDoc }>) {
  const figures: RollupFigures = new Map();
  const walk = (prefix: string, node: unknown) => {
    if (typeof node === 'number') {
      figures.set(prefix, (figures.get(prefix) ?? 0) + node);
      return;
    }
    for (const [key, child] of Object.entries(node as object)) walk(`${prefix}/${key}`, child);
  };
  for (const { id, data } of months) {
    for (const [day, figuresOfDay] of Object.entries(data.days ?? {})) {
      walk(`${id.slice(0, 7)}-${day}`, figuresOfDay);
    }
  }
  return sumOfFigures([figures]);
}
