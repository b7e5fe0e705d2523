import { salesReportPath, type SalesReport, type SalesReportQuery } from '@moto-parts/contracts';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /reports/sales` (admins): the sales report of the days `from` to `to`, UTC, both included. */
export function getSalesReport({ from, to }: SalesReportQuery) {
  return api.get<SalesReport>(`${salesReportPath}?${new URLSearchParams({ from, to }).toString()}`);
}

/** The Reports screen's report: each range is loaded when it is chosen. */
export function useSalesReport(range: SalesReportQuery) {
  return useApiQuery(`sales-report:${range.from}:${range.to}`, () => getSalesReport(range));
}
