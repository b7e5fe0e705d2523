import type { AppDeps } from '../deps.ts';
import { callerOf } from '../middleware/authenticate.ts';
import type { CallHandlers } from './call-handler.ts';

// Loaded on the first import: an admin's, rare, and no shopper's cold start pays for csv-parse.
const partsImport = () => import('../services/parts-import.ts');

/** The parts import (docs/decisions/0040-csv-export-and-import.md): its dry run, then the import. */
export const importsHandlers = (deps: AppDeps) =>
  ({
    previewPartsImport: async ({ body }) => (await partsImport()).previewPartsImport(deps.db, body),
    importParts: async ({ req, body }) =>
      (await partsImport()).importParts(deps.db, callerOf(req), body),
  }) satisfies Partial<CallHandlers>;
