// Writes a CSV file as the answer, a row at a time (csv-stringify), as the rows come: an
// export of 100,000 orders never sits in memory whole (docs/decisions/0040-csv-export-and-import.md).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import { logger } from 'firebase-functions';
import { neutraliseCell } from './csv-cells.ts';

/** A row's cells: text (neutralised), numbers (written as numbers), or empty. */
export type CsvCell = string | number | null;
export type CsvRow = readonly CsvCell[];

/** A CSV answer: its file name, and its rows, the header first, read as the answer is written. */
export interface CsvFile {
  filename: string;
  rows: AsyncIterable<CsvRow>;
}

/** The answer's media type: CSV in UTF-8 (RFC 4180; the BOM says UTF-8 to spreadsheets). */
export const csvContentType = 'text/csv; charset=utf-8';

/**
 * Sends `file` as a download: UTF-8 with a byte order mark (so spreadsheets do not read it
 * as their local code page), CRLF between records (RFC 4180), every text cell neutralised
 * against formulas. Back-pressure is the streams': the next rows are read only as fast as the
 * client takes them, and a client that goes away stops the reading (the rows' iterator is
 * returned). An error once the answer has begun can only cut it short: the connection is
 * closed, so the download fails rather than ending as a shorter file, and the error is logged
 * (a client that went away is not one).
 */
export async function sendCsv(res: Response, { filename, rows }: CsvFile) {
  res.set('Content-Type', csvContentType);
  res.set('Content-Disposition', `attachment; filename="${filename}"`);
  const csv = stringify({
    bom: true,
    record_delimiter: 'windows',
    cast: { string: (value) => neutraliseCell(value) },
  });
  try {
    await pipeline(Readable.from(rows), csv, res);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      logger.error('A CSV answer was cut short', error);
    }
    res.destroy();
  }
}
