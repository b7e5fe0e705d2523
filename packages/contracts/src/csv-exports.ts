// CSV exports for the books and for spreadsheets (docs/decisions/0040-csv-export-and-import.md):
// the calls' paths and each file's columns.

/** `GET` (admins): the orders of a date range, one row per line. */
export const ordersExportPath = '/exports/orders';
/** `GET` (admins): the stock movements of a date range. */
export const stockMovementsExportPath = '/exports/stock-movements';
/** `GET` (admins): the parts added in a date range, or all. */
export const partsExportPath = '/exports/parts';

/** What can be exported, each with its path. */
export const csvExports = {
  orders: ordersExportPath,
  'stock-movements': stockMovementsExportPath,
  parts: partsExportPath,
} as const;
export type CsvExport = keyof typeof csvExports;

/** The columns of the orders export: the order's, repeated on each of its lines, then the line's. */
export const orderExportColumns = [
  'orderId',
  // The number people say (#1001), as a plain number a spreadsheet sorts.
  'orderNumber',
  'createdAt',
  'updatedAt',
  'status',
  'buyerEmail',
  'buyerName',
  'line',
  'partId',
  'sku',
  'name',
  'quantity',
  'unitPrice',
  'lineTotal',
  'subtotal',
  'shipping',
  'shippingMethod',
  'totalPrice',
  'refunded',
  'shipToCountry',
] as const;

/** The columns of the stock movements export. */
export const stockMovementExportColumns = [
  'movementId',
  'createdAt',
  'partId',
  'sku',
  'partName',
  'reason',
  'delta',
  'availableAfter',
  'writtenOff',
  'lots',
  'orderId',
  'uid',
] as const;

/**
 * The columns of the parts export: a part's own, by its `sku` first (every part has a unique
 * one, which a parts import matches rows by), then its `id` and when it was added.
 */
export const partColumns = [
  'sku',
  'name',
  'description',
  'image',
  'price',
  'minOrder',
  'maxPerOrder',
  'weightGrams',
  'category',
  'fitsAllBikes',
  'fitment',
  'crossReferences',
  'availableQuantity',
  'reorderPoint',
  'id',
  'createdAt',
] as const;
export type PartColumn = (typeof partColumns)[number];

/** Rows of Firestore an export reads in one query, and writes before it reads the next page. */
export const exportPageSize = 500;

/** `Content-Type` of the exports. */
export const csvMediaType = 'text/csv';

/** A CSV file as text (the exports' answer): UTF-8 with a byte order mark, CRLF between rows. */
export type CsvText = string;
