// The parts import (docs/decisions/0040-csv-export-and-import.md, issue 36 item 5): a CSV file
// in the parts export's columns creates or updates parts by `sku`, after a dry run that shows
// each row's change or its errors. Paths, bounds, columns and answers; the body's schema is in
// parts-import-schemas.ts.
import { partColumns } from './csv-exports.ts';

/** `POST` (admins): the dry run, each row's change or its errors; nothing is written. */
export const partsImportPreviewPath = '/imports/parts/preview';
/**
 * `POST` (admins): the import itself, refused whole (400, or 409) while any row has an error,
 * then written a few rows to a transaction, each row's outcome in the answer.
 */
export const partsImportPath = '/imports/parts';

/** The most rows of parts one file may hold, beside its header. */
export const partsImportRowsMax = 1_000;
/**
 * The longest file, in characters (1 MB: a UTF-8 file of 1,000,000 bytes never has more
 * characters than bytes, so the web can hold a file to it by its size).
 */
export const partsImportCsvMaxLength = 1_000_000;

/**
 * The columns an import reads: the parts export's (`partColumns`), and three that only an
 * import has, to change a part's stock: `newQuantity`, the units counted, applied only while
 * the stock is still the row's `availableQuantity` (as a restock's `expectedQuantity`); and
 * the lot of the units a count or a new part adds, `lotCode` and `lotMadeOn` (0035).
 * `id` and `createdAt` are the export's: `id`, when given, must be the id of the part the row's
 * sku names; `createdAt` is read by no one.
 */
export const partImportColumns = [...partColumns, 'newQuantity', 'lotCode', 'lotMadeOn'] as const;
export type PartImportColumn = (typeof partImportColumns)[number];

/** What an import does with a row: a new part, a part changed, or nothing to change. */
export type PartImportAction = 'create' | 'update' | 'unchanged';

/**
 * What the import did with a row: `applied`, written (its `action`, `changes` and `stock` are
 * what was written); `unchanged`, nothing to write (the part already is as the row says, or an
 * earlier import of the same file wrote the row: `importedAt`); `conflict`, not written because
 * its part or its number changed in the moment between the import's check and its write (its
 * `errors` say how); `skipped`, not written because writing an earlier row failed and the
 * import stopped there (its `errors` say where).
 */
export type PartImportOutcome = 'applied' | 'unchanged' | 'conflict' | 'skipped';

/** An error of an import, where a spreadsheet shows it. */
export interface PartImportError {
  /** The row as a spreadsheet numbers it: the header is row 1, the first part row 2. */
  row: number;
  /**
   * The column the error is in (one of `partImportColumns`; text, for the API's document);
   * null for the whole row or file (too many rows, not CSV).
   */
  column: string | null;
  message: string;
}

/** A cell's value as the import reads it: text, a number, true or false, or empty (null). */
export type PartImportValue = string | number | boolean | null;

/** A field a row changes: its value before and after, as the export writes them. */
export interface PartImportChange {
  /** One of `partImportColumns`. */
  column: string;
  before: PartImportValue;
  after: PartImportValue;
}

/** A change of a part's stock: one `import` stock movement (a new part's first units too). */
export interface PartImportStock {
  /** The stock for sale now (0 for a new part), and after the import. */
  before: number;
  after: number;
  /** The lot the added units go to; null when the stock goes down (written off the newest lots). */
  lotCode: string | null;
}

/** One row of the file, and what the import does with it, or why it cannot. */
export interface PartImportRow {
  row: number;
  /** The row's part number, as the file writes it. */
  sku: string;
  /** The part the row updates; null for a new part, or a row whose sku names none yet. */
  partId: string | null;
  /**
   * What the import does with the row (the dry run), or did (the import); null for a row with
   * errors, which it cannot import, or did not.
   */
  action: PartImportAction | null;
  /** What the import did with the row; null in a dry run. */
  outcome: PartImportOutcome | null;
  /**
   * When an earlier import of this same file (the same rows, cell for cell) wrote the row, in
   * ISO 8601: it is never written again (its action is `unchanged`), so a file imported again
   * after an import that stopped short writes only the rows that one did not. Null otherwise.
   */
  importedAt: string | null;
  /** The fields that change (every given one for a new part); empty with errors. */
  changes: PartImportChange[];
  /** The change of stock; null when none, or with errors. */
  stock: PartImportStock | null;
  /** Why the row cannot be imported, or was not; empty when it can, or was. */
  errors: PartImportError[];
}

/** How many rows of each action a file has: would have (the dry run) or had (the import). */
export interface PartsImportCounts {
  /** New parts; of an import, made. */
  create: number;
  /** Parts changed; of an import, written. */
  update: number;
  unchanged: number;
  /** Rows with errors: of an import, the rows not written (`conflict` or `skipped`). */
  invalid: number;
}

/**
 * The answer of both calls: of the dry run (`dryRun` true), what an import of the file would
 * do; of the import, what it did, row by row (`outcome`): the rows written, and those it did
 * not write and why. Every row of the file is in `rows`, in its order.
 */
export interface PartsImportReport {
  dryRun: boolean;
  counts: PartsImportCounts;
  rows: PartImportRow[];
}
