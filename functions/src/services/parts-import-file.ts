// A parts import's file read (docs/decisions/0040-csv-export-and-import.md): the CSV text into
// rows of cells by column, each cell as the export wrote it before `neutraliseCell`, and the
// errors of the file as a whole. Pure: no database.
import {
  partImportColumns,
  partsImportRowsMax,
  type PartImportColumn,
  type PartImportError,
} from '@moto-parts/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import { createHash } from 'node:crypto';
import { excerpt, quotedCell, restoreCell } from '../lib/csv-cells.ts';

/** A row of the file: its cells by column (only the file's columns), and its own errors. */
export interface FileRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: Partial<Record<PartImportColumn, string>>;
  /** A row of more or fewer cells than the header: its cells cannot be told apart. */
  errors: PartImportError[];
}

/** The file read: its rows, or why it cannot be read as a whole (then no rows). */
export interface PartsFile {
  columns: PartImportColumn[];
  rows: FileRow[];
  errors: PartImportError[];
}

const isColumn = (name: string): name is PartImportColumn =>
  (partImportColumns as readonly string[]).includes(name);

const fileError = (row: number, column: PartImportColumn | null, message: string) => ({
  row,
  column,
  message,
});

/**
 * The delimiter of the header line: `,`, or `;` where a spreadsheet set to a language whose
 * decimal mark is the comma saved the file so. No column's name holds either.
 */
function delimiterOf(csv: string) {
  const header = csv.slice(0, csv.search(/\r|\n|$/));
  return header.includes(',') || !header.includes(';') ? ',' : ';';
}

/** The records of the CSV text with their spreadsheet row, or the error of text that is not CSV. */
function recordsOf(csv: string) {
  try {
    const records = parse(csv, {
      bom: true,
      delimiter: delimiterOf(csv.replace(/^\ufeff/, '')),
      // A row's cell count is checked here, by row, not refused for the whole file.
      relax_column_count: true,
      // A quote inside a cell that is not quoted is text (`17" wheel`), as spreadsheets read it.
      relax_quotes: true,
      info: true,
    }) as unknown as { record: string[]; info: { records: number } }[];
    return { records: records.map(({ record, info }) => ({ cells: record, row: info.records })) };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const row = (error as CsvError & { records?: number }).records ?? 0;
    return {
      error: fileError(
        row + 1,
        null,
        `The file is not CSV from here: ${excerpt(error.message, 200)}`,
      ),
    };
  }
}

/** The header's columns, or the errors of one that names an unknown column, one twice, or no `sku`. */
function columnsOf(header: readonly string[]) {
  const names = header.map((name) => name.trim());
  const errors: PartImportError[] = [];
  names.forEach((name, index) => {
    if (!isColumn(name)) {
      errors.push(
        fileError(
          1,
          null,
          `${quotedCell(name)} is no column of parts: the columns are ${partImportColumns.join(', ')}`,
        ),
      );
    } else if (names.indexOf(name) !== index) {
      errors.push(fileError(1, name, `The column ${name} is there twice`));
    }
  });
  if (!names.includes('sku')) {
    errors.push(fileError(1, 'sku', 'The file needs a sku column: an import finds parts by it'));
  }
  return { columns: names.filter(isColumn), errors };
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Reads the CSV text of a parts import: UTF-8, with or without a byte order mark, `,` or `;`
 * between cells, a header row of column names (`partImportColumns`, in any order, `sku` among
 * them), then at most `partsImportRowsMax` rows of parts. Each cell is trimmed and read back
 * through `restoreCell`, so a cell the export neutralised is the text it was. A blank row is
 * skipped (its number still counts, as a spreadsheet shows it); a row with more or fewer cells
 * than the header is an error of its own.
 */
export function readPartsCsv(csv: string): PartsFile {
  const read = recordsOf(csv);
  if (read.error) return { columns: [], rows: [], errors: [read.error] };
  const [header, ...body] = read.records;
  if (!header || isBlank(header.cells)) {
    return { columns: [], rows: [], errors: [fileError(1, null, 'The file has no header row')] };
  }
  const { columns, errors } = columnsOf(header.cells);
  const parts = body.filter(({ cells }) => !isBlank(cells));
  if (parts.length === 0) errors.push(fileError(2, null, 'The file has no parts below its header'));
  const beyond = parts[partsImportRowsMax];
  if (beyond) {
    errors.push(
      fileError(beyond.row, null, `A file holds at most ${partsImportRowsMax} parts: split it`),
    );
  }
  if (errors.length > 0) return { columns, rows: [], errors };
  const rows = parts.map(({ cells, row }): FileRow => {
    const byColumn: FileRow['cells'] = {};
    columns.forEach((column, index) => {
      byColumn[column] = restoreCell((cells[index] ?? '').trim());
    });
    const errors =
      cells.length === columns.length
        ? []
        : [
            fileError(
              row,
              null,
              `This row has ${cells.length} cells and the header ${columns.length}`,
            ),
          ];
    return { row, cells: byColumn, errors };
  });
  return { columns, rows, errors };
}

/**
 * What makes two files the same file to an import: their rows, each by its number and its
 * cells by column (not their order, their delimiter, their line ends or a byte order mark), as
 * a SHA-256 in hex: the key of `partsImports/{key}`, which remembers the rows an import wrote.
 */
export function fileKeyOf(rows: readonly FileRow[]) {
  const canonical = rows.map(({ row, cells }) => [
    row,
    Object.entries(cells).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
