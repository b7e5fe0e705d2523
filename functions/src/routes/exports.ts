import type { AppDeps } from '../deps.ts';
import type { CallHandlers } from './call-handler.ts';

// Loaded on the first export: an admin's, rare, and no shopper's cold start pays for it.
const csvExports = () => import('../services/csv-exports.ts');

/** The CSV exports (docs/decisions/0040-csv-export-and-import.md): each answers a `CsvFile`. */
export const exportsHandlers = (deps: AppDeps) =>
  ({
    exportOrders: async ({ query }) => (await csvExports()).exportOrders(deps.db, query),
    exportStockMovements: async ({ query }) =>
      (await csvExports()).exportStockMovements(deps.db, query),
    exportParts: async ({ query }) => (await csvExports()).exportParts(deps.db, query),
  }) satisfies Partial<CallHandlers>;
