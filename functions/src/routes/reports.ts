import type { AppDeps } from '../deps.ts';
import { getSalesReport } from '../services/sales-report.ts';
import type { CallHandlers } from './call-handler.ts';

/** The back office's reports (docs/decisions/0041-sales-reports.md). */
export const reportsHandlers = (deps: AppDeps) =>
  ({
    getSalesReport: ({ query }) => getSalesReport(deps.db, query),
  }) satisfies Partial<CallHandlers>;
