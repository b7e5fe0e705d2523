import { object, string, type InferType } from 'yup';
import { partsImportCsvMaxLength, partsImportRowsMax } from './parts-import.ts';

/**
 * Body of `POST /imports/parts/preview` and `POST /imports/parts` (admins): the CSV file as
 * text, at most 1 MB (`partsImportCsvMaxLength` characters). Its rows, at most
 * `partsImportRowsMax`, are the server's to read: a spreadsheet's row may span lines.
 */
export const partsImportInputSchema = object({
  csv: string()
    .strict()
    .typeError('csv must be the CSV file as text')
    .required('Choose a CSV file of parts')
    .max(
      partsImportCsvMaxLength,
      `A file of parts is at most 1 MB (${partsImportRowsMax} rows): split it`,
    ),
});

export type PartsImportInput = InferType<typeof partsImportInputSchema>;
