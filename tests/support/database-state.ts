// What is in the database, for the tests that a refused request must leave exactly as it was.
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';

const { db } = emulatorAdmin();

const watchedCollections = [
  'orders',
  'reviews',
  'parts',
  // Which part holds each sku (docs/decisions/0036-part-numbers.md).
  'partSkus',
  // The rows each imported file wrote (docs/decisions/0040-csv-export-and-import.md).
  'partsImports',
  'users',
  'stockMovements',
  'stripeEvents',
  'settings',
  // Each order's events (orders/{id}/history): a refused change must write none.
  'history',
];

/** Per collection (and subcollection, by name), how many documents and the latest write; and every part's stock. */
export async function databaseState() {
  const collections = await Promise.all(
    watchedCollections.map(async (name) => {
      const { docs } = await db.collectionGroup(name).get();
      const writes = docs.map(
        ({ updateTime }) =>
          `${String(updateTime.seconds).padStart(12, '0')}.${String(updateTime.nanoseconds).padStart(9, '0')}`,
      );
      return [name, { count: docs.length, latestWrite: writes.sort().at(-1) ?? null }] as const;
    }),
  );
  const parts = await db.collection('parts').get();
  const stock = Object.fromEntries(parts.docs.map((doc) => [doc.id, doc.get('availableQuantity')]));
  return { ...Object.fromEntries(collections), stock };
}
