import type { AppDeps } from '../deps.ts';
import type { CallHandlers } from './call-handler.ts';

// Loaded on the first report: an admin's, and no shopper's cold start pays for it.
const salesReport = () => import('../services/sales-report.ts');

/** The back office's reports (docs/decisions/0041-sales-reports.md). */
export const reportsHandlers = (deps: AppDeps) =>
  ({
    getSalesReport: async ({ query }) => (await salesReport()).getSalesReport(deps.db, query),
  }) satisfies Partial<CallHandlers>;
