// The parts import (docs/decisions/0040-csv-export-and-import.md, issue 36 item 5): a CSV file
// in the parts export's columns creates or updates parts by `sku`, after a dry run that shows
// each row's change or its errors. Paths, bounds, columns and answers; the body's schema is in
// parts-import-schemas.ts.
import { partColumns } from './csv-exports.ts';

/** `POST` (admins): the dry run, each row's change or its errors; nothing is written. */
export const partsImportPreviewPath = '/imports/parts/preview';
/** `POST` (admins): the import itself, refused whole (400) if any row has an error. */
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
  /** What the import does with the row; null for a row with errors, which it cannot import. */
  action: PartImportAction | null;
  /** The fields that change (every given one for a new part); empty with errors. */
  changes: PartImportChange[];
  /** The change of stock; null when none, or with errors. */
  stock: PartImportStock | null;
  /** Why the row cannot be imported; empty when it can. */
  errors: PartImportError[];
}

/** How many rows of each kind a file has. */
export interface PartsImportCounts {
  create: number;
  update: number;
  unchanged: number;
  /** Rows with errors. */
  invalid: number;
}

/**
 * The answer of both calls: of the dry run, what an import of the file would do (`applied`
 * false); of the import, what it did (`applied` true).
 */
export interface PartsImportReport {
  applied: boolean;
  counts: PartsImportCounts;
  rows: PartImportRow[];
}
