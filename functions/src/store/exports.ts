// What the CSV exports read (services/csv-exports.ts): the orders, stock movements and parts
// created in a range of instants, oldest first, only the fields a file shows.
import {
  FieldPath,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';
import type { OrderDoc } from './orders.ts';
import { ordersCollection } from './orders.ts';
import { partsCollection, shownPartFields, type PartDoc } from './parts.ts';
import { stockMovementsCollection } from './stock-movements.ts';

/** From `start` (included) to `end` (excluded); an open side is unbounded. */
export interface DayRange {
  start?: Date;
  end?: Date;
}

/**
 * The documents created in `range`, oldest first (then by id, which the page cursor needs):
 * Firestore's single-field index on `createdAt` serves it, no composite index.
 */
function createdIn<T extends DocumentData>(collection: CollectionReference<T>, range: DayRange) {
  let query: Query<T> = collection.orderBy('createdAt');
  if (range.start) query = query.where('createdAt', '>=', Timestamp.fromDate(range.start));
  if (range.end) query = query.where('createdAt', '<', Timestamp.fromDate(range.end));
  return query;
}

const exportedOrderFields = [
  'orderNumber',
  'email',
  'customerName',
  'lines',
  'subtotalCents',
  'shippingCents',
  'totalPriceCents',
  'shippingMethod',
  'shippingAddress',
  'status',
  'refunds',
  'refundId',
  'refundStatus',
  'refundFailureReason',
  'refundedCents',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof OrderDoc)[];
export type ExportedOrder = Pick<OrderDoc, (typeof exportedOrderFields)[number]>;

export const exportedOrders = (db: Firestore, range: DayRange) =>
  createdIn(ordersCollection(db), range)
    .select(...exportedOrderFields)
    .withConverter(storedAs<ExportedOrder>());

export const exportedStockMovements = (db: Firestore, range: DayRange) =>
  createdIn(stockMovementsCollection(db), range);

const exportedPartFields = [...shownPartFields, 'createdAt'] as const;
export type ExportedPart = Pick<PartDoc, (typeof exportedPartFields)[number]>;

/** Parts created in `range`; without one, every part by id (those stored without `createdAt` too). */
export const exportedParts = (db: Firestore, range: DayRange) =>
  (range.start || range.end
    ? createdIn(partsCollection(db), range)
    : partsCollection(db).orderBy(FieldPath.documentId())
  )
    .select(...exportedPartFields)
    .withConverter(storedAs<ExportedPart>());

/** A part, for its sku and name (read with a field mask). */
export const partNamesRef = (db: Firestore, id: string) =>
  partsCollection(db).doc(id).withConverter(storedAs<Pick<PartDoc, 'sku' | 'name'>>());
