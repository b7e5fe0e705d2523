// The parts import (docs/decisions/0040-csv-export-and-import.md, issue 36 item 5): a CSV file
// of parts, in the parts export's columns, creates or updates parts by `sku`. The dry run
// answers each row's change or its errors; the import refuses the whole file while any row has
// one, then writes the rows a few at a time, each batch in a transaction that works its rows
// out again on what the database holds then, and answers what it did with each row: a file of
// up to 1,000 rows is too many writes for one transaction, so an import is not all or nothing.
// The rows it wrote are remembered by file (`partsImports`): the same file imported again
// writes only the rows it did not. Loaded on an admin's first import.
import {
  normalizePartNumber,
  type PartsImportCounts,
  type PartsImportInput,
  type PartsImportReport,
} from '@moto-parts/contracts';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { rowsRefused } from '../lib/http-error.ts';
import { partSkuRef, type PartSkuDoc } from '../store/part-skus.ts';
import { editedPartFields, partsCollection, type EditedPartDoc } from '../store/parts.ts';
import { partsImportRef, type PartsImportDoc } from '../store/parts-imports.ts';
import { recordFitChanges, type FitChange } from './fitment-summary.ts';
import { lowStockIn, type StockChange } from './low-stock.ts';
import { newPartLevel, skuReservation, writeNewPart, writePartUpdate } from './parts-admin.ts';
import { fileKeyOf, readPartsCsv, type FileRow } from './parts-import-file.ts';
import {
  planRows,
  readableSku,
  recheckedRow,
  reportOf,
  skippedRow,
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
 * number) and, alongside, which rows of the file imports of it wrote (`partsImports/{fileKey}`);
 * then the parts those hold and those the rows' `id`s name, only the fields a change is worked
 * out from (a part's search keys are most of its document). Answers the file's record too.
 */
async function lookupOf(
  db: Firestore,
  getAll: GetAll,
  rows: readonly FileRow[],
  fileKey: string,
): Promise<PartsLookup & { record: PartsImportDoc | undefined }> {
  const skus = [...new Set(rows.flatMap(({ cells }) => readableSku(cells.sku ?? '') ?? []))];
  const [[recordSnapshot], holderSnapshots] = await Promise.all([
    getAll([partsImportRef(db, fileKey)]),
    skus.length > 0 ? getAll(skus.map((sku) => partSkuRef(db, sku))) : [],
  ]);
  const record = recordSnapshot?.data();
  const holders = new Map<string, PartSkuDoc>();
  for (const snapshot of holderSnapshots) {
    const holder = snapshot.data();
    if (holder) holders.set(snapshot.id, holder);
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
    importedRow: (row) => {
      const imported = record?.rows[String(row)];
      return imported && { partId: imported.partId, at: imported.at.toDate().toISOString() };
    },
    record,
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
async function planFile(db: Firestore, rows: readonly FileRow[], fileKey: string) {
  const getAll: GetAll = <T>(refs: DocumentReference<T>[], fieldMask?: string[]) =>
    db.getAll(...(refs as DocumentReference[]), ...(fieldMask ? [{ fieldMask }] : [])) as Promise<
      DocumentSnapshot<T>[]
    >;
  return planRows(rows, await lookupOf(db, getAll, rows, fileKey));
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

const reportFrom = (rows: readonly PlannedRow[], dryRun: boolean): PartsImportReport => ({
  dryRun,
  counts: countsOf(rows),
  rows: rows.map(reportOf),
});

/** Where an error is, as a person reads it: `Row 3, price: …`. */
const placed = ({ row, column, message }: RowError) =>
  `Row ${row}${column ? `, ${column}` : ''}: ${message}`;

/** `POST /imports/parts/preview` (admins): the dry run, each row's change or errors; nothing is written. */
export async function previewPartsImport(db: Firestore, { csv }: PartsImportInput) {
  const rows = rowsOf(csv);
  return reportFrom(await planFile(db, rows, fileKeyOf(rows)), true);
}

/**
 * One batch of rows in a transaction: worked out again on what the transaction reads and held
 * to what the import checked (`recheckedRow`: a row whose stock moved, or whose number now
 * names another part, is a conflict, not written), then written, new parts under new ids, with
 * the low-stock rule and the fitment summary once for all of them, and the rows written added
 * to the file's record. Answers each row with its outcome.
 */
async function applyBatch(
  db: Firestore,
  admin: Caller,
  fileKey: string,
  batch: readonly { fileRow: FileRow; checked: PlannedRow }[],
) {
  return db.runTransaction(async (tx) => {
    const getAll: GetAll = (refs, fieldMask) =>
      tx.getAll(...refs, ...(fieldMask ? [{ fieldMask }] : []));
    const rows = batch.map(({ fileRow }) => fileRow);
    const lookup = await lookupOf(db, getAll, rows, fileKey);
    const planned = planRows(rows, lookup).map((now, index) =>
      recheckedRow(batch[index]?.checked as PlannedRow, now),
    );
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
    const now = Timestamp.now();
    const written: PartsImportDoc['rows'] = {};
    planned.forEach(({ row, write }, index) => {
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
      if (write) written[String(row)] = { partId: id, at: now };
    });
    if (Object.keys(written).length > 0) {
      recordFitChanges(db, tx, fits);
      low.writeMessages();
      tx.set(
        partsImportRef(db, fileKey),
        { rows: written, updatedAt: now, ...(!lookup.record && { createdAt: now }) },
        { merge: true },
      );
    }
    return planned.map((row, index) => ({ ...row, partId: ids[index] ?? null }));
  });
}

/** Rows `from`–`to` of a file, as a person reads them. */
const rowsNamed = (from: number, to: number) =>
  from === to ? `row ${from}` : `rows ${from}–${to}`;

/**
 * `POST /imports/parts` (admins): the file's rows applied, as far as they can be. Refused
 * whole, nothing written, while any row has an error (400, or 409 when each is a stock that
 * moved or a number another part took since the file was made), with every error by row and
 * column. Then the rows that change something are written `importRowsPerTransaction` at a
 * time, each change of stock one `import` movement, and the answer (200) says what was done
 * with each row (`outcome`): a row whose part changed in the moment between is a `conflict`,
 * not written, though the others are; a transaction that fails stops the import, its rows and
 * the later ones `skipped`. The rows written are recorded by file: importing the same file
 * again writes only the rows not written yet (the others are `unchanged`, with `importedAt`).
 */
export async function importParts(db: Firestore, admin: Caller, { csv }: PartsImportInput) {
  const rows = rowsOf(csv);
  const fileKey = fileKeyOf(rows);
  const planned = await planFile(db, rows, fileKey);
  const errors = planned.flatMap((row) => row.errors);
  if (errors.length > 0) {
    const invalid = countsOf(planned).invalid;
    throw rowsRefused(
      `${invalid} row${invalid === 1 ? '' : 's'} cannot be imported, so nothing was: ${placed(errors[0] as RowError)}`,
      errors.map(({ row, column, message }) => ({ row, column, message })),
      errors.every((error) => error.conflict),
    );
  }
  const toWrite = rows.flatMap((fileRow, index) => {
    const checked = planned[index] as PlannedRow;
    return checked.write ? [{ fileRow, checked }] : [];
  });
  const done = new Map<number, PlannedRow>();
  let stopped: string | undefined;
  for (let start = 0; start < toWrite.length; start += importRowsPerTransaction) {
    const batch = toWrite.slice(start, start + importRowsPerTransaction);
    if (stopped === undefined) {
      try {
        for (const row of await applyBatch(db, admin, fileKey, batch)) done.set(row.row, row);
        continue;
      } catch (error) {
        const from = batch[0]?.fileRow.row ?? 0;
        const to = batch.at(-1)?.fileRow.row ?? from;
        console.error(`The parts import stopped: ${rowsNamed(from, to)} were not written`, error);
        stopped = `Not imported: writing ${rowsNamed(from, to)} failed, and the import stopped there; import the same file again to write the rows not written yet`;
      }
    }
    for (const { checked } of batch) done.set(checked.row, skippedRow(checked, stopped));
  }
  return reportFrom(
    planned.map((row) => done.get(row.row) ?? { ...row, outcome: 'unchanged' }),
    false,
  );
}
