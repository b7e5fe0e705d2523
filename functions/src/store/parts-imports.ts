// `partsImports/{file key}`: the rows that imports of one file of parts wrote, keyed by the
// file's rows (`fileKeyOf`, services/parts-import-file.ts), so that importing the same file
// again never writes a row twice: a count of stock applied once is not applied again, whatever
// the stock did since (docs/decisions/0040-csv-export-and-import.md).
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** A row an import wrote: the part it made or changed, and when. */
export interface ImportedRowDoc {
  partId: string;
  at: Timestamp;
}

/** Written only by the API, in each transaction that writes rows of the file. */
export interface PartsImportDoc {
  /** The rows written, by their number in the file (the header is row 1). */
  rows: Record<string, ImportedRowDoc>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const partsImportsCollection = (db: Firestore) =>
  db.collection('partsImports').withConverter(storedAs<PartsImportDoc>());

/** The document of the file whose key is `fileKey`. */
export const partsImportRef = (db: Firestore, fileKey: string) =>
  partsImportsCollection(db).doc(fileKey);
