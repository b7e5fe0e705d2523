// The parts import (docs/decisions/0040-csv-export-and-import.md, issue 36 item 5): a CSV file
// of parts, in the parts export's columns, creates or updates parts by `sku`. The dry run
// answers each row's change or its errors; the import refuses the whole file while any row has
// one, then writes the rows a few at a time, each batch in a transaction that works its rows
// out again on what the database holds then. Loaded on an admin's first import.
import {
  normalizePartNumber,
  type PartsImportCounts,
  type PartsImportInput,
  type PartsImportReport,
} from '@moto-parts/contracts';
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { rowsRefused } from '../lib/http-error.ts';
import { partSkuRef, type PartSkuDoc } from '../store/part-skus.ts';
import { editedPartFields, partsCollection, type EditedPartDoc } from '../store/parts.ts';
import { recordFitChanges, type FitChange } from './fitment-summary.ts';
import { lowStockIn, type StockChange } from './low-stock.ts';
import { newPartLevel, skuReservation, writeNewPart, writePartUpdate } from './parts-admin.ts';
import { readPartsCsv, type FileRow } from './parts-import-file.ts';
import {
  planRows,
  readableSku,
  reportOf,
  type PartsLookup,
  type PlannedRow,
  type RowError,
} from './parts-import-rows.ts';

/**
 * Rows written in one transaction: its reads lock their parts for a moment only, and its
 * writes (a part, a number, a movement, a message each) stay far below what one commit takes,
 * new parts' search keys (tens of KB each) included.
 */
export const importRowsPerTransaction = 20;

/** Reads documents, at once or in a transaction: `db.getAll` or `tx.getAll`. */
type GetAll = <T>(
  refs: DocumentReference<T>[],
  fieldMask?: string[],
) => Promise<DocumentSnapshot<T>[]>;

/**
 * What the rows name, in two reads: who holds each row's sku (`partSkus`, one document per
 * number), then the parts those hold and those the rows' `id`s name, only the fields a change
 * is worked out from (a part's search keys are most of its document).
 */
async function lookupOf(
  db: Firestore,
  getAll: GetAll,
  rows: readonly FileRow[],
): Promise<PartsLookup> {
  const skus = [...new Set(rows.flatMap(({ cells }) => readableSku(cells.sku ?? '') ?? []))];
  const holders = new Map<string, PartSkuDoc>();
  if (skus.length > 0) {
    for (const snapshot of await getAll(skus.map((sku) => partSkuRef(db, sku)))) {
      const holder = snapshot.data();
      if (holder) holders.set(snapshot.id, holder);
    }
  }
  const ids = new Set([...holders.values()].map(({ partId }) => partId));
  for (const { cells } of rows) if (cells.id && isDocumentId(cells.id)) ids.add(cells.id);
  const parts = new Map<string, EditedPartDoc>();
  if (ids.size > 0) {
    const refs = [...ids].map(
      (id) => partsCollection(db).doc(id) as DocumentReference<EditedPartDoc>,
    );
    for (const snapshot of await getAll(refs, [...editedPartFields])) {
      const part = snapshot.data();
      if (part) parts.set(snapshot.id, part);
    }
  }
  return {
    holderOf: (sku) => holders.get(normalizePartNumber(sku)),
    partOf: (id) => parts.get(id),
  };
}

/** The file's rows, or 400 with the errors of a file that cannot be read as a whole. */
function rowsOf(csv: string) {
  const file = readPartsCsv(csv);
  const [first] = file.errors;
  if (first) throw rowsRefused(first.message, file.errors);
  return file.rows;
}

/** The rows worked out on what the database holds now. */
async function planFile(db: Firestore, rows: readonly FileRow[]) {
  const getAll: GetAll = <T>(refs: DocumentReference<T>[], fieldMask?: string[]) =>
    db.getAll(...(refs as DocumentReference[]), ...(fieldMask ? [{ fieldMask }] : [])) as Promise<
      DocumentSnapshot<T>[]
    >;
  return planRows(rows, await lookupOf(db, getAll, rows));
}

function countsOf(rows: readonly PlannedRow[]): PartsImportCounts {
  const count = (action: PlannedRow['action']) =>
    rows.filter((row) => row.action === action).length;
  return {
    create: count('create'),
    update: count('update'),
    unchanged: count('unchanged'),
    invalid: rows.filter(({ errors }) => errors.length > 0).length,
  };
}

const reportFrom = (rows: readonly PlannedRow[], applied: boolean): PartsImportReport => ({
  applied,
  counts: countsOf(rows),
  rows: rows.map(reportOf),
});

/** Where an error is, as a person reads it: `Row 3, price: …`. */
const placed = ({ row, column, message }: RowError) =>
  `Row ${row}${column ? `, ${column}` : ''}: ${message}`;

/** `POST /imports/parts/preview` (admins): the dry run, each row's change or errors; nothing is written. */
export async function previewPartsImport(db: Firestore, { csv }: PartsImportInput) {
  return reportFrom(await planFile(db, rowsOf(csv)), false);
}

/**
 * One batch of rows in a transaction: worked out again on what the transaction reads (a row
 * whose stock or number changed since is left out, its error a conflict), then written, new
 * parts under new ids, with the low-stock rule and the fitment summary once for all of them.
 */
async function applyBatch(db: Firestore, admin: Caller, rows: readonly FileRow[]) {
  return db.runTransaction(async (tx) => {
    const getAll: GetAll = (refs, fieldMask) =>
      tx.getAll(...refs, ...(fieldMask ? [{ fieldMask }] : []));
    const planned = planRows(rows, await lookupOf(db, getAll, rows));
    const ids = planned.map((row) =>
      row.write?.action === 'create' ? partsCollection(db).doc().id : row.partId,
    );
    const levels: StockChange[] = [];
    const fits: FitChange[] = [];
    planned.forEach(({ write }, index) => {
      if (write?.action === 'create') {
        levels.push(newPartLevel(ids[index] as string, write.plan));
        fits.push({ after: write.plan.part });
      }
      if (write?.action === 'update') {
        levels.push(write.plan.level);
        if (write.plan.fit) fits.push(write.plan.fit);
      }
    });
    const low = await lowStockIn(tx, db, levels);
    const by = { reason: 'import' as const, uid: admin.uid };
    planned.forEach(({ write }, index) => {
      const id = ids[index] as string;
      if (write?.action === 'create') {
        const writeSku = skuReservation(db, tx, id, write.sku, undefined);
        writeNewPart(db, tx, id, write.plan, { low, writeSku, by });
      }
      if (write?.action === 'update') {
        const { part, plan, holder } = write;
        const writeSku =
          plan.sku === undefined ? undefined : skuReservation(db, tx, id, plan.sku, holder);
        writePartUpdate(db, tx, id, part, plan, { low, writeSku, by });
      }
    });
    recordFitChanges(db, tx, fits);
    low.writeMessages();
    return planned.map((row, index) => ({
      ...row,
      partId: ids[index] ?? null,
      errors: row.errors.map((error) => ({ ...error, conflict: true })),
    }));
  });
}

/**
 * `POST /imports/parts` (admins): the file's rows applied. Refused whole, nothing written,
 * while any row has an error (400, or 409 when each is a stock that moved or a number another
 * part took since the file was made), with every error by row and column. Then the rows that
 * change something are written `importRowsPerTransaction` at a time, each change of stock one
 * `import` movement; a row whose part changed in the moment between is left out and the
 * answer is 409, naming it, though the other rows are imported (importing the file again
 * finds them unchanged).
 */
export async function importParts(db: Firestore, admin: Caller, { csv }: PartsImportInput) {
  const rows = rowsOf(csv);
  const planned = await planFile(db, rows);
  const errors = planned.flatMap((row) => row.errors);
  if (errors.length > 0) {
    const invalid = countsOf(planned).invalid;
    throw rowsRefused(
      `${invalid} row${invalid === 1 ? '' : 's'} cannot be imported, so nothing was: ${placed(errors[0] as RowError)}`,
      errors.map(({ row, column, message }) => ({ row, column, message })),
      errors.every((error) => error.conflict),
    );
  }
  const toWrite = rows.filter((_, index) => planned[index]?.write);
  const applied = new Map<number, PlannedRow>();
  for (let start = 0; start < toWrite.length; start += importRowsPerTransaction) {
    const batch = toWrite.slice(start, start + importRowsPerTransaction);
    for (const row of await applyBatch(db, admin, batch)) applied.set(row.row, row);
  }
  const done = planned.map((row) => applied.get(row.row) ?? row);
  const conflicts = done.flatMap((row) => row.errors);
  if (conflicts.length > 0) {
    const written = done.filter((row) => row.write && row.errors.length === 0).length;
    throw rowsRefused(
      `${written} of ${toWrite.length} rows were imported; ${placed(conflicts[0] as RowError)}. Import the file again to see the rest`,
      conflicts.map(({ row, column, message }) => ({ row, column, message })),
      true,
    );
  }
  return reportFrom(done, true);
}
