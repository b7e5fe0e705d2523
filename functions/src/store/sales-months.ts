// `salesMonths/{YYYY-MM}-{shard}`: the rollups the sales reports read
// (docs/decisions/0041-sales-reports.md). A month's figures, day by day, kept by increments in
// the transactions that place, pay, refund and return orders; split in `salesShards` documents
// so that those transactions do not all write one document. Server-only.
import type { OrderStatus, ReturnReason } from '@moto-parts/contracts';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** One part's figures of a day. */
export interface PartDayDoc {
  units?: number;
  salesCents?: number;
  returnedUnits?: number;
}

/** One day's figures (each absent while nothing added to it). */
export interface SalesDayDoc {
  /** Orders placed that day, by their status now. */
  placed?: Partial<Record<OrderStatus, number>>;
  /** Orders placed that day and paid. */
  orders?: number;
  salesCents?: number;
  /** What the refunds made that day gave back. */
  refundedCents?: number;
  parts?: Record<string, PartDayDoc>;
  /** Units of that day's sales whose returns were received, by the return's reason. */
  returns?: Partial<Record<ReturnReason, number>>;
}

/** A part as the month's sales named it: the report's rows show it without reading parts. */
export interface SoldPartDoc {
  name: string;
  sku?: string;
}

export interface SalesMonthDoc {
  /** By day of the month, `01` to `31`. */
  days?: Record<string, SalesDayDoc>;
  parts?: Record<string, SoldPartDoc>;
}

/**
 * Documents each month's figures are split in. Every order's transactions add to one of its
 * month's, chosen at random, so a month's writes are shared among them (Firestore sustains
 * about one write a second on one document); a report reads them all, so a 90-day report (at
 * most four months) reads eight.
 */
export const salesShards = 2;

export const salesMonthsCollection = (db: Firestore) =>
  db.collection('salesMonths').withConverter(storedAs<SalesMonthDoc>());

/** The id of shard `shard` of month `month` (`YYYY-MM`). */
export const salesMonthId = (month: string, shard: number) => `${month}-${shard}`;

/** Every document of the months `months`. */
export const salesMonthRefs = (db: Firestore, months: readonly string[]) =>
  months.flatMap((month) =>
    Array.from({ length: salesShards }, (_, shard) =>
      salesMonthsCollection(db).doc(salesMonthId(month, shard)),
    ),
  );

/** A month's figures to add, as nested maps of numbers, with the parts they name. */
export interface MonthAddition {
  days: Record<string, SalesDayDoc>;
  parts: Record<string, SoldPartDoc>;
}

type Numbers = { [key: string]: number | Numbers | string | undefined };

/** The same maps with each number an increment, so that the write needs no read. */
function asIncrements(numbers: Numbers): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(numbers).map(([key, value]) => [
      key,
      typeof value === 'object' ? asIncrements(value) : FieldValue.increment(value as number),
    ]),
  );
}

/**
 * Inside `tx`: adds `addition` to one shard of `month`. Only a write (merged increments):
 * any number of transactions add to a month without reading it, so none waits on another's.
 */
export function addToSalesMonthIn(
  db: Firestore,
  tx: Transaction,
  month: string,
  { days, parts }: MonthAddition,
) {
  const shard = Math.floor(Math.random() * salesShards);
  const ref = db.collection('salesMonths').doc(salesMonthId(month, shard));
  // An empty map merged would replace the stored one: the parts are written only when named.
  const named = Object.keys(parts).length > 0 ? { parts } : {};
  tx.set(ref, { days: asIncrements(days as Numbers), ...named }, { merge: true });
}

/**
 * Replaces every month's documents with `months` (`npm run migrate-orders` builds them from the
 * orders): each month in its first shard, every other document removed. For a quiet shop: an
 * order changed meanwhile would add to documents this then replaces.
 */
export async function replaceSalesMonths(
  db: Firestore,
  months: ReadonlyMap<string, MonthAddition>,
) {
  const kept = new Set([...months.keys()].map((month) => salesMonthId(month, 0)));
  const writer = db.bulkWriter();
  for (const { ref } of (await salesMonthsCollection(db).select().get()).docs) {
    if (!kept.has(ref.id)) void writer.delete(ref);
  }
  for (const [month, addition] of months) {
    void writer.set(salesMonthsCollection(db).doc(salesMonthId(month, 0)), addition);
  }
  await writer.close();
}
