import { salesReportQuerySchema, type SalesReportQuery } from '@moto-parts/contracts';

const dayMillis = 24 * 60 * 60 * 1000;

/** The ranges Reports offers at a click, in days up to today; the first report is of 30. */
export const quickRangeDays = [7, 30, 90] as const;
export const defaultRangeDays = 30;

/** A moment's day, `YYYY-MM-DD`, in UTC: the days of the reports are UTC days. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The last `days` days, today (UTC) included. */
export function lastDays(days: number, now = new Date()): SalesReportQuery {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * dayMillis)), to: utcDay(now) };
}

/**
 * The range in Reports' URL (`?from=…&to=…`, so a report can be bookmarked or sent), when it is
 * one the server takes; otherwise, and at first, the last 30 days.
 */
export function rangeFromSearch(search: URLSearchParams, now = new Date()): SalesReportQuery {
  const range = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  try {
    return salesReportQuerySchema.validateSync(range);
  } catch {
    return lastDays(defaultRangeDays, now);
  }
}
