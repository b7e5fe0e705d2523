// A parts import's rows worked out against the parts they name
// (docs/decisions/0040-csv-export-and-import.md): each row's cells read as values, checked with
// Add Product's and Edit Product's schemas and the API's own rules (parts-admin.ts), and
// compared with its part, into the change it makes or its errors by column; and, as the import
// writes it, worked out again and held to what was checked (`recheckedRow`). Pure: what the
// database holds comes in through a `PartsLookup`.
import {
  createPartInputSchema,
  normalizePartNumber,
  partColumns,
  partImportColumns,
  skuSchema,
  updatePartInputSchema,
  type CreatePartInput,
  type PartColumn,
  type PartImportChange,
  type PartImportColumn,
  type PartImportError,
  type PartImportRow,
  type PartImportValue,
} from '@moto-parts/contracts';
import { ValidationError, type Schema } from 'yup';
import { isDocumentId } from '../lib/document-id.ts';
import { HttpError } from '../lib/http-error.ts';
import type { PartSkuDoc } from '../store/part-skus.ts';
import type { EditedPartDoc } from '../store/parts.ts';
import {
  planNewPart,
  planPartUpdate,
  skuTaken,
  type NewPartPlan,
  type PartChange,
  type PartUpdatePlan,
} from './parts-admin.ts';
import {
  crossReferencesCell,
  fitmentCell,
  parseCrossReferencesCell,
  parseFitmentCell,
  partFieldValues,
} from './parts-csv.ts';
import type { FileRow } from './parts-import-file.ts';

/** An error of a row; `conflict` when it is the data's state now (409), not the file (400). */
export interface RowError extends PartImportError {
  conflict?: boolean;
}

/** What the database holds for the rows: read before (a dry run) or in a transaction. */
export interface PartsLookup {
  /** Who holds a sku (any spelling), as `partSkus` says. */
  holderOf(sku: string): PartSkuDoc | undefined;
  /** A part by id, the fields a change is worked out from. */
  partOf(id: string): EditedPartDoc | undefined;
  /** The row of the same file an earlier import wrote (`partsImports`), if one did. */
  importedRow(row: number): { partId: string; at: string } | undefined;
}

/** What applying a row writes: a new part, or a change of one. */
export type RowWrite =
  | { action: 'create'; sku: string; plan: NewPartPlan }
  | {
      action: 'update';
      partId: string;
      part: EditedPartDoc;
      plan: PartUpdatePlan;
      holder: PartSkuDoc;
    };

/** A row worked out: its report, and what applying it writes (none when unchanged or invalid). */
export interface PlannedRow extends Omit<PartImportRow, 'errors'> {
  errors: RowError[];
  write?: RowWrite;
}

/** The export's columns that are not a part's own fields: its stock, and what the shop gives it. */
const notFieldColumns = ['availableQuantity', 'id', 'createdAt'] as const;
type FieldColumn = Exclude<PartColumn, (typeof notFieldColumns)[number]>;

/** The columns of a part's own fields, which a row may change: the export's, in its order. */
const fieldColumns = partColumns.filter(
  (column): column is FieldColumn => !(notFieldColumns as readonly string[]).includes(column),
);

const numberColumns: readonly PartImportColumn[] = [
  'price',
  'minOrder',
  'maxPerOrder',
  'weightGrams',
  'availableQuantity',
  'reorderPoint',
  'newQuantity',
];

/** A number as spreadsheets write one: `12`, `12.5`, `-3`, `1e3`. */
const decimal = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/**
 * A cell as the value a schema checks: a number, true or false, a list, or the text (which the
 * schema refuses where it wants a number or a boolean, with its own message). An empty cell is
 * no value, but an empty list of bikes or of numbers, which is a list of none.
 */
function cellValue(column: PartImportColumn, cell: string): { value?: unknown; error?: string } {
  if (column === 'fitment') return parseFitmentCell(cell);
  if (column === 'crossReferences') return parseCrossReferencesCell(cell);
  if (cell === '') return {};
  if (numberColumns.includes(column)) return { value: decimal.test(cell) ? Number(cell) : cell };
  // A spreadsheet writes its booleans in capitals (TRUE).
  if (column === 'fitsAllBikes' && /^(true|false)$/i.test(cell)) {
    return { value: cell.toLowerCase() === 'true' };
  }
  return { value: cell };
}

/** The column of a schema's error path (`fitment[2].model` is the fitment cell's). */
function columnOf(path: string | undefined): PartImportColumn | null {
  if (!path) return null;
  if (path === 'lot.madeOn') return 'lotMadeOn';
  if (path === 'lot' || path.startsWith('lot.')) return 'lotCode';
  if (path === 'expectedQuantity') return 'availableQuantity';
  const field = path.split(/[.[]/)[0] ?? '';
  return (partImportColumns as readonly string[]).includes(field)
    ? (field as PartImportColumn)
    : null;
}

/** An error of the API's own rules (parts-admin.ts) as the row's errors, by column. */
function httpErrors(row: number, error: HttpError, fallback: PartImportColumn | null): RowError[] {
  const conflict = error.status === 409;
  const fields = Object.entries(error.fields ?? {});
  if (fields.length === 0) return [{ row, column: fallback, message: error.message, conflict }];
  return fields.map(([path, message]) => ({ row, column: columnOf(path), message, conflict }));
}

/** `schema`'s cast value of `input`, or each of its errors at its column (the first per column). */
function checked<T>(schema: Pick<Schema, 'validateSync'>, input: unknown, row: number) {
  try {
    return { value: schema.validateSync(input, { abortEarly: false, stripUnknown: false }) as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: RowError[] = [];
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const column = columnOf(inner.path);
      if (!errors.some((known) => known.column === column)) {
        errors.push({ row, column, message: inner.message });
      }
    }
    return { errors };
  }
}

/** Runs one of parts-admin's plans, its refusals as the row's errors. */
function planned<T>(row: number, plan: () => T, fallback: PartImportColumn | null) {
  try {
    return { value: plan() };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { errors: httpErrors(row, error, fallback) };
  }
}

type PartValues = ReturnType<typeof partFieldValues>;

/** A field's value as a report shows it: its lists as the export's cells. */
function shown(column: FieldColumn, value: unknown): PartImportValue {
  if (value === undefined || value === null) return null;
  if (column === 'fitment') return fitmentCell(value as PartValues['fitment']);
  if (column === 'crossReferences') {
    return crossReferencesCell(value as PartValues['crossReferences']);
  }
  return value as PartImportValue;
}

/**
 * A row that cannot be imported, with its errors: the first of each column (a cell that cannot
 * be read is not also refused by the schema that saw no value in it).
 */
const invalid = (
  fileRow: FileRow,
  sku: string,
  partId: string | null,
  errors: RowError[],
): PlannedRow => ({
  row: fileRow.row,
  sku,
  partId,
  action: null,
  outcome: null,
  importedAt: null,
  changes: [],
  stock: null,
  errors: errors.filter(
    (error, index) => errors.findIndex(({ column }) => column === error.column) === index,
  ),
});

/** The row's cells as values by column, and the errors of cells that cannot be read. */
function valuesOf({ row, cells }: FileRow) {
  const values: Partial<Record<PartImportColumn, unknown>> = {};
  const errors: RowError[] = [];
  for (const [column, cell] of Object.entries(cells) as [PartImportColumn, string][]) {
    const { value, error } = cellValue(column, cell);
    if (error !== undefined) errors.push({ row, column, message: error });
    else if (value !== undefined) values[column] = value;
  }
  return { values, errors };
}

/** The lot the row names, if it names one: `lotCode` and `lotMadeOn` together. */
const lotOf = (values: Partial<Record<PartImportColumn, unknown>>) =>
  values.lotCode === undefined && values.lotMadeOn === undefined
    ? undefined
    : { code: values.lotCode, madeOn: values.lotMadeOn };

/** A row whose sku no part holds: a new part, as Add Product makes it, its first units `import`ed. */
function planCreate(fileRow: FileRow, sku: string, lookup: PartsLookup): PlannedRow {
  const { row, cells } = fileRow;
  const { values, errors } = valuesOf(fileRow);
  if (values.newQuantity !== undefined) {
    const message = "A new part's first stock is its availableQuantity: leave newQuantity empty";
    errors.push({ row, column: 'newQuantity', message });
  }
  const named = typeof values.id === 'string' && isDocumentId(values.id) ? values.id : undefined;
  const part = named === undefined ? undefined : lookup.partOf(named);
  if (part) {
    const message = `Part ${named} has the number ${part.sku ?? '(none)'}: an import finds parts by number and cannot change one (Manage Product can); to add a new part, leave id empty`;
    errors.push({ row, column: 'sku', message });
  }
  const input = checked<CreatePartInput>(
    createPartInputSchema,
    { ...pickFields(values), availableQuantity: values.availableQuantity, lot: lotOf(values) },
    row,
  );
  if (input.errors || errors.length > 0) {
    return invalid(fileRow, cells.sku ?? '', null, [...errors, ...(input.errors ?? [])]);
  }
  const plan = planned(row, () => planNewPart(input.value), input.value.lot ? 'lotCode' : null);
  if (plan.errors) return invalid(fileRow, cells.sku ?? '', null, plan.errors);
  const changes = fieldColumns.flatMap((column): PartImportChange[] => {
    const after = shown(column, input.value[column]);
    return after === null || after === '' ? [] : [{ column, before: null, after }];
  });
  const { availableQuantity } = plan.value.part;
  return {
    row,
    sku,
    partId: null,
    action: 'create',
    outcome: null,
    importedAt: null,
    changes,
    stock:
      input.value.availableQuantity > 0
        ? { before: 0, after: availableQuantity, lotCode: input.value.lot?.code ?? null }
        : null,
    errors: [],
    write: { action: 'create', sku: input.value.sku, plan: plan.value },
  };
}

/** The values of the row's part fields, as given. */
const pickFields = (values: Partial<Record<PartImportColumn, unknown>>) =>
  Object.fromEntries(
    fieldColumns.flatMap((column) => (column in values ? [[column, values[column]]] : [])),
  );

/** Fields whose rules read each other: a change of one is checked with the other. */
const partners: Partial<Record<FieldColumn, FieldColumn>> = {
  minOrder: 'maxPerOrder',
  maxPerOrder: 'minOrder',
  fitsAllBikes: 'fitment',
  fitment: 'fitsAllBikes',
};

/** The columns whose value a row changes as written (before casting), and their partners. */
function editedColumns(current: PartValues, merged: PartValues): Set<string> {
  const edited = new Set<string>();
  for (const column of fieldColumns) {
    if (shown(column, current[column]) === shown(column, merged[column])) continue;
    edited.add(column);
    const partner = partners[column];
    if (partner) edited.add(partner);
  }
  return edited;
}

/**
 * Every rule of Add Product a part must keep whatever changes, checked on the whole part as
 * the row leaves it; a change of stock is Edit Product's (`updatePartInputSchema`).
 */
const wholePartSchema = createPartInputSchema.omit(['availableQuantity', 'lot']);

/** The change of stock a row asks for: `newQuantity`, applied on the stock the file saw. */
function stockChangeOf(
  row: number,
  values: Partial<Record<PartImportColumn, unknown>>,
  part: EditedPartDoc,
): { change: Pick<PartChange, 'newQuantity' | 'expectedQuantity' | 'lot'>; errors: RowError[] } {
  const lot = lotOf(values);
  const { newQuantity, availableQuantity } = values;
  // Without a count the lot names no units: a new part's row imported again is no change.
  if (newQuantity === undefined) return { change: {}, errors: [] };
  // A count that is the stock already changes nothing, whatever the file saw: importing the
  // same file again is no change.
  if (newQuantity === part.availableQuantity) return { change: {}, errors: [] };
  if (availableQuantity === undefined) {
    const message =
      'Give the stock the file saw beside newQuantity: it is changed only if it is still that';
    return { change: {}, errors: [{ row, column: 'availableQuantity', message }] };
  }
  const valid = checked<PartChange>(
    updatePartInputSchema,
    { newQuantity, expectedQuantity: availableQuantity, ...(lot && { lot }) },
    row,
  );
  if (valid.errors) return { change: {}, errors: valid.errors };
  const { expectedQuantity, lot: named } = valid.value;
  if (expectedQuantity !== part.availableQuantity) {
    const message = `The stock is ${part.availableQuantity} now, not ${String(expectedQuantity)}: it changed since the file was made; count again and give the stock now`;
    return { change: {}, errors: [{ row, column: 'availableQuantity', message, conflict: true }] };
  }
  return {
    change: {
      newQuantity: valid.value.newQuantity,
      expectedQuantity,
      ...(named && { lot: named }),
    },
    errors: [],
  };
}

/**
 * A row whose sku `holder` holds: the fields that differ from the part's are changed, as Edit
 * Product changes them (and the name, description, image and minimum order, which Add Product
 * set), the stock by `newQuantity`. An empty cell keeps the part's value; but the lists, where
 * it is none, and the reorder point, where it removes it, as the export writes them.
 */
function planUpdate(fileRow: FileRow, holder: PartSkuDoc, lookup: PartsLookup): PlannedRow {
  const { row, cells } = fileRow;
  const sku = cells.sku ?? '';
  const part = lookup.partOf(holder.partId);
  if (!part)
    return invalid(fileRow, sku, null, [{ row, column: 'sku', ...conflictOf(holder.sku) }]);
  const { values, errors } = valuesOf(fileRow);
  if (typeof values.id === 'string' && values.id !== holder.partId) {
    const message = `Part number ${holder.sku} belongs to another part (${holder.partId}), not to ${values.id}: an import finds parts by number and cannot move one`;
    errors.push({ row, column: 'sku', message });
  }
  const current = partFieldValues(part);
  const merged = {
    ...current,
    ...pickFields(values),
    // An empty cell removes the reorder point (the export writes none so).
    ...('reorderPoint' in cells && !('reorderPoint' in values) && { reorderPoint: undefined }),
  };
  const whole = checked<PartValues>(wholePartSchema, merged, row);
  // The row answers for what it changes: a part stored before a rule (a seed's site-relative
  // image) is not refused for a field the row leaves as it is.
  const edited = editedColumns(current, merged);
  const refusals = (whole.errors ?? []).filter(({ column }) => column && edited.has(column));
  const stock = stockChangeOf(row, values, part);
  if (refusals.length > 0 || stock.errors.length > 0 || errors.length > 0) {
    return invalid(fileRow, sku, holder.partId, [...errors, ...refusals, ...stock.errors]);
  }
  const after = whole.value ?? (wholePartSchema.cast(merged, { assert: false }) as PartValues);
  const changes = fieldColumns.flatMap((column): PartImportChange[] => {
    const before = shown(column, current[column]);
    const value = shown(column, after[column]);
    return before === value ? [] : [{ column, before, after: value }];
  });
  const changed = new Set<FieldColumn>(changes.map(({ column }) => column as FieldColumn));
  const change: PartChange = { ...stock.change };
  for (const column of changed) Object.assign(change, { [column]: after[column] ?? null });
  // The fit changes as a pair (updatePartInputSchema).
  if (changed.has('fitsAllBikes') || changed.has('fitment')) {
    Object.assign(change, { fitsAllBikes: after.fitsAllBikes, fitment: after.fitment });
  }
  if (Object.keys(change).length === 0) {
    return {
      row,
      sku,
      partId: holder.partId,
      action: 'unchanged',
      outcome: null,
      importedAt: null,
      changes,
      stock: null,
      errors: [],
    };
  }
  const plan = planned(
    row,
    () => planPartUpdate(holder.partId, part, change),
    change.lot ? 'lotCode' : null,
  );
  if (plan.errors) return invalid(fileRow, sku, holder.partId, plan.errors);
  const { restock } = plan.value;
  return {
    row,
    sku,
    partId: holder.partId,
    action: 'update',
    outcome: null,
    importedAt: null,
    changes,
    stock: restock
      ? {
          before: part.availableQuantity,
          after: restock.stock.availableQuantity,
          lotCode: change.lot?.code ?? null,
        }
      : null,
    errors: [],
    write: { action: 'update', partId: holder.partId, part, plan: plan.value, holder },
  };
}

/** A sku another part holds, as parts-admin answers it (409). */
const conflictOf = (sku: string) => ({ message: skuTaken(sku).message, conflict: true });

/** Why a sku cell is no part number (`skuSchema`), if it is not. */
function skuProblem(sku: string) {
  if (sku === '') return 'Part number is required';
  try {
    skuSchema.validateSync(sku);
    return undefined;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** The number a sku cell names, as `partSkus` keys it; none when the cell is no part number. */
export const readableSku = (cell: string) =>
  skuProblem(cell) === undefined ? normalizePartNumber(cell) : undefined;

/**
 * A row an earlier import of the same file wrote: nothing to write again, whatever its part is
 * now (a count applied once is never applied twice, though the stock came back to what the
 * file saw; a field changed since by someone else is theirs).
 */
const importedBefore = (
  { row, cells }: FileRow,
  lookup: PartsLookup,
  imported: { partId: string; at: string },
): PlannedRow => ({
  row,
  sku: cells.sku ?? '',
  partId: lookup.holderOf(cells.sku ?? '')?.partId ?? imported.partId,
  action: 'unchanged',
  outcome: null,
  importedAt: imported.at,
  changes: [],
  stock: null,
  errors: [],
});

/**
 * Each row of a file worked out against the database (`lookup`): a part number that is not
 * one is the row's only error; a number given on an earlier row (in any spelling) too; a row
 * an earlier import of the file wrote is unchanged; else a number no part holds is a new part,
 * one a part holds changes that part.
 */
export function planRows(rows: readonly FileRow[], lookup: PartsLookup): PlannedRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((fileRow) => {
    const { row, cells } = fileRow;
    const sku = cells.sku ?? '';
    if (fileRow.errors.length > 0) return invalid(fileRow, sku, null, fileRow.errors);
    const problem = skuProblem(sku);
    if (problem) return invalid(fileRow, sku, null, [{ row, column: 'sku', message: problem }]);
    const key = normalizePartNumber(sku);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      const message = `Part number ${sku} is also on row ${first}: give each part once`;
      return invalid(fileRow, sku, null, [{ row, column: 'sku', message }]);
    }
    firstRowOf.set(key, row);
    const imported = lookup.importedRow(row);
    if (imported) return importedBefore(fileRow, lookup, imported);
    const holder = lookup.holderOf(sku);
    return holder ? planUpdate(fileRow, holder, lookup) : planCreate(fileRow, sku, lookup);
  });
}

/** A row the import does not write, and why (`errors`). */
const notWritten = (
  row: PlannedRow,
  outcome: 'conflict' | 'skipped',
  errors: RowError[],
): PlannedRow => ({
  ...row,
  action: null,
  outcome,
  changes: [],
  stock: null,
  errors,
  write: undefined,
});

/**
 * Why a row's part number now names another part than when the import checked the row
 * (`first`): given to a part meanwhile, freed, or moved to another.
 */
function movedNumber(first: PlannedRow, now: PlannedRow): string | undefined {
  const { sku } = now;
  if (first.action === 'create' && now.partId !== null) {
    return `Part number ${sku} was given to another part (${now.partId}) while the import ran: preview the file again`;
  }
  if (first.action === 'update' && now.partId !== first.partId) {
    return now.partId === null
      ? `Part number ${sku} no longer belongs to part ${String(first.partId)}: it changed while the import ran; preview the file again`
      : `Part number ${sku} belongs to part ${now.partId} now, not to ${String(first.partId)}: it changed while the import ran; preview the file again`;
  }
  return undefined;
}

/**
 * A row the import checked (`first`, nothing written yet), worked out again in the transaction
 * that writes it (`now`), as that transaction writes it: `applied` when it still changes the
 * part it changed then (its change now, on the part as it is now); `unchanged` when there is
 * nothing to write any more (the part became what the row says, or an import of the same file
 * running alongside wrote it); else a `conflict`, not written: its stock moved (or another
 * rule now refuses it), or its number was given to, or taken from, a part meanwhile, so that
 * the row would make or change another part than the one checked.
 */
export function recheckedRow(first: PlannedRow, now: PlannedRow): PlannedRow {
  if (now.importedAt !== null) return { ...now, outcome: 'unchanged' };
  const moved = movedNumber(first, now);
  if (moved !== undefined) {
    return notWritten(now, 'conflict', [{ row: now.row, column: 'sku', message: moved }]);
  }
  if (now.errors.length > 0) return notWritten(now, 'conflict', now.errors);
  return { ...now, outcome: now.write ? 'applied' : 'unchanged' };
}

/** A row the import did not come to write: writing an earlier one failed, and it stopped. */
export const skippedRow = (row: PlannedRow, message: string): PlannedRow =>
  notWritten(row, 'skipped', [{ row: row.row, column: null, message }]);

/** A planned row as the answer shows it. */
export const reportOf = ({ write: _write, errors, ...row }: PlannedRow): PartImportRow => ({
  ...row,
  errors: errors.map(({ row: at, column, message }) => ({ row: at, column, message })),
});
