// The CSV exports of the admins' dashboard (docs/decisions/0040-csv-export-and-import.md):
// orders (a row per line), stock movements and parts, of a range of days, read from Firestore
// a page at a time and written as each page comes (lib/csv-response.ts).
import {
  exportPageSize,
  orderExportColumns,
  partColumns,
  stockMovementExportColumns,
  type ExportQuery,
  type PartColumn,
} from '@moto-parts/contracts';
import type { Firestore, QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type { CsvFile, CsvRow } from '../lib/csv-response.ts';
import { pagesOf } from '../lib/firestore-pages.ts';
import { centsToDollars } from '../lib/money.ts';
import {
  exportedOrders,
  exportedParts,
  exportedStockMovements,
  partNamesRef,
  type DayRange,
  type ExportedOrder,
  type ExportedPart,
} from '../store/exports.ts';
import type { StockMovementDoc } from '../store/stock-movements.ts';
import { refundedCentsOf, type OrderDoc } from '../store/orders.ts';
import { crossReferencesCell, fitmentCell, partFieldValues } from './parts-csv.ts';

const day = 24 * 60 * 60 * 1000;

/** The instants a query of days covers: from the start of `from`, to the end of `to` (UTC). */
export function dayRange({ from, to }: ExportQuery): DayRange {
  return {
    start: from === undefined ? undefined : new Date(`${from}T00:00:00Z`),
    end: to === undefined ? undefined : new Date(new Date(`${to}T00:00:00Z`).getTime() + day),
  };
}

/** `moto-parts-orders-2026-01-01-to-2026-01-31.csv`; an open end is `start` or today. */
export function exportFilename(kind: string, { from, to }: ExportQuery, now = new Date()) {
  const today = now.toISOString().slice(0, 10);
  return `moto-parts-${kind}-${from ?? 'start'}-to-${to ?? today}.csv`;
}

const iso = (time: Timestamp | undefined) => (time ? time.toDate().toISOString() : null);

/**
 * The file's rows: its header, then each page's rows as the page comes. The first page is read
 * before the answer starts, so a failure to read is answered as an error, not a cut file.
 */
async function csvFile<T>(
  filename: string,
  header: readonly string[],
  pages: AsyncGenerator<QueryDocumentSnapshot<T>[]>,
  rowsOf: (page: QueryDocumentSnapshot<T>[]) => CsvRow[] | Promise<CsvRow[]>,
): Promise<CsvFile> {
  const first = await pages.next();
  async function* rows() {
    yield header;
    if (first.done) return;
    yield* await rowsOf(first.value);
    for await (const page of pages) yield* await rowsOf(page);
  }
  return { filename, rows: rows() };
}

/** One row per line of each order: the order's columns repeated, then the line's. */
export function orderRows(id: string, order: ExportedOrder): CsvRow[] {
  return order.lines.map((line, index) => [
    id,
    order.orderNumber,
    iso(order.createdAt),
    iso(order.updatedAt),
    order.status,
    order.email,
    order.customerName,
    index + 1,
    line.partId,
    line.sku ?? null,
    line.name,
    line.quantity,
    centsToDollars(line.unitPriceCents),
    centsToDollars(line.lineTotalCents),
    centsToDollars(order.subtotalCents),
    centsToDollars(order.shippingCents),
    order.shippingMethod.name,
    centsToDollars(order.totalPriceCents),
    centsToDollars(refundedCentsOf(order as OrderDoc)),
    order.shippingAddress?.country ?? null,
  ]);
}

/** `GET /exports/orders` (admins): the orders placed in the range, oldest first. */
export function exportOrders(db: Firestore, query: ExportQuery) {
  return csvFile(
    exportFilename('orders', query),
    orderExportColumns,
    pagesOf(exportedOrders(db, dayRange(query)), exportPageSize),
    (page) => page.flatMap((doc) => orderRows(doc.id, doc.data())),
  );
}

/** A movement's lots as one cell: `code:delta` (`/blocked` when it blocked any), `;` between. */
const lotsCell = (lots: StockMovementDoc['lots']) =>
  (lots ?? [])
    .map(({ code, delta, blocked }) => `${code}:${delta}${blocked ? `/${blocked}` : ''}`)
    .join('; ') || null;

/** `GET /exports/stock-movements` (admins): the movements of the range, oldest first, with their part's sku and name. */
export function exportStockMovements(db: Firestore, query: ExportQuery) {
  // Each part's number and name, read once for the whole file (a removed part's stay empty).
  const names = new Map<string, { sku?: string; name?: string }>();
  const learn = async (partIds: string[]) => {
    const unknown = [...new Set(partIds)].filter((id) => !names.has(id));
    if (unknown.length === 0) return;
    const found = await db.getAll(...unknown.map((id) => partNamesRef(db, id)), {
      fieldMask: ['sku', 'name'],
    });
    for (const snapshot of found) names.set(snapshot.id, snapshot.data() ?? {});
  };
  return csvFile(
    exportFilename('stock-movements', query),
    stockMovementExportColumns,
    pagesOf(exportedStockMovements(db, dayRange(query)), exportPageSize),
    async (page) => {
      await learn(page.map((doc) => doc.data().partId));
      return page.map((doc) => {
        const movement = doc.data();
        const part = names.get(movement.partId);
        return [
          doc.id,
          iso(movement.createdAt),
          movement.partId,
          part?.sku ?? null,
          part?.name ?? null,
          movement.reason,
          movement.delta,
          movement.availableAfter,
          movement.writtenOff ?? 0,
          lotsCell(movement.lots),
          movement.orderId,
          movement.uid,
        ];
      });
    },
  );
}

/** A part's row in the columns of the parts export. */
export function partRow(id: string, part: ExportedPart): CsvRow {
  const values = partFieldValues(part);
  const cells: Record<PartColumn, string | number | null> = {
    ...values,
    sku: values.sku ?? null,
    category: values.category ?? null,
    fitsAllBikes: values.fitsAllBikes ? 'true' : 'false',
    fitment: fitmentCell(values.fitment),
    crossReferences: crossReferencesCell(values.crossReferences),
    availableQuantity: part.availableQuantity,
    // Empty when it has none: an import reads an empty cell back as none.
    reorderPoint: part.reorderPoint ?? null,
    id,
    createdAt: iso(part.createdAt),
  };
  return partColumns.map((column) => cells[column]);
}

/**
 * `GET /exports/parts` (admins): the parts added in the range, oldest first; without a range,
 * every part, by id.
 */
export function exportParts(db: Firestore, query: ExportQuery) {
  return csvFile(
    exportFilename('parts', query),
    partColumns,
    pagesOf(exportedParts(db, dayRange(query)), exportPageSize),
    (page) => page.map((doc) => partRow(doc.id, doc.data())),
  );
}
