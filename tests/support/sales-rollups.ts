// The sales rollups as stored, against a scan of the orders (docs/decisions/0041-sales-reports.md):
// every transaction that changes an order adds its difference, so the two must be equal.
import type { Firestore } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import {
  figuresOfMonths,
  salesFiguresOf,
  sumOfFigures,
  type RollupFigures,
} from '../../functions/src/services/sales-rollups.ts';
import type { OrderDoc } from '../../functions/src/store/orders.ts';
import type { SalesMonthDoc } from '../../functions/src/store/sales-months.ts';

/** The figures of every month's documents, their shards added together. */
export async function storedRollups(db: Firestore): Promise<RollupFigures> {
  const months = await db.collection('salesMonths').get();
  return figuresOfMonths(
    months.docs.map((doc) => ({ id: doc.id, data: doc.data() as SalesMonthDoc })),
  );
}

/** The figures of every order stored (or of those holding part `partId`), summed. */
export async function scannedRollups(db: Firestore, partId?: string): Promise<RollupFigures> {
  const orders = db.collection('orders');
  const holding = partId === undefined ? orders : orders.where('partIds', 'array-contains', partId);
  const { docs } = await holding.get();
  return sumOfFigures(docs.map((doc) => salesFiguresOf(doc.data() as OrderDoc)));
}

const only = (figures: RollupFigures, keep: (key: string) => boolean) =>
  Object.fromEntries([...figures].filter(([key]) => keep(key)));

/** The rollups equal the scan of every order. */
export async function expectRollupsEqualScan(db: Firestore) {
  const [stored, scanned] = await Promise.all([storedRollups(db), scannedRollups(db)]);
  expect(Object.fromEntries(stored)).toEqual(Object.fromEntries(scanned));
}

/** The rollups of part `partId` (its units, money and returns) equal the scan of its orders. */
export async function expectPartRollupsEqualScan(db: Firestore, partId: string) {
  const ofPart = (key: string) => key.includes(`/parts/${partId}/`);
  const [stored, scanned] = await Promise.all([storedRollups(db), scannedRollups(db, partId)]);
  expect(only(stored, ofPart)).toEqual(only(scanned, ofPart));
}
