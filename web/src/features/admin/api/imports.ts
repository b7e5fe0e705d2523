import {
  partsImportPath,
  partsImportPreviewPath,
  type PartsImportReport,
} from '@moto-parts/contracts';
import { api } from '@/lib/api-client';

/**
 * `POST /imports/parts/preview` (admins): the dry run of a CSV file of parts, each row's change
 * or its errors; nothing is written. A file that cannot be read at all is a 400 whose
 * `ApiError.rows` say where.
 */
export const previewPartsImport = (csv: string) =>
  api.post<PartsImportReport>(partsImportPreviewPath, { csv });

/**
 * `POST /imports/parts` (admins): the import itself, refused whole (400, or 409 for a stock
 * that moved, each error in `ApiError.rows`) while any row has an error; else what it did with
 * each row (`outcome`): a row whose part changed while it wrote is not written, the others are.
 */
export const importParts = (csv: string) => api.post<PartsImportReport>(partsImportPath, { csv });
