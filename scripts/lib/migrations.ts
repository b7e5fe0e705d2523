// Every migration of stored data, run in order, and the schema version they reached
// (docs/decisions/0047-launch-day.md): `npm start` on data that has it reads one document,
// not every order; `npm run migrate-orders` runs them all again, on purpose.
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { storedAs } from '../../functions/src/lib/stored-as.ts';
import { openLots } from './migrate-lots.ts';
import { numberParts } from './migrate-part-numbers.ts';
import { keepEarliestHoldEnds } from './migrate-holds.ts';
import { migrateOrders } from './migrate-orders.ts';
import { buildSalesRollups } from './migrate-sales.ts';

/**
 * The shape the migrations below bring the data to. Raise it with each new migration: 6 is
 * the parts' earliest hold end (0047), after the order lifecycle, lines, order numbers, lots,
 * part numbers and the sales rollups, which ran on every start before versions were kept.
 */
export const schemaVersion = 6;

/** `settings/schema` (server-only): the version the data was last migrated to. */
export interface SchemaDoc {
  version: number;
  migratedAt: Timestamp;
}

const schemaRef = (db: Firestore) =>
  db.collection('settings').doc('schema').withConverter(storedAs<SchemaDoc>());

interface MigrationOptions {
  /** Run them even if the data says it is up to date (`npm run migrate-orders`). */
  force?: boolean;
  /** Parts stored before part numbers get these numbers (the demo's, for its parts). */
  skuOf?: Parameters<typeof numberParts>[1];
}

/**
 * Brings the data up to `schemaVersion` and prints what changed; with data already there, reads
 * `settings/schema` and nothing else. Answers whether the migrations ran.
 */
export async function migrateData(
  db: Firestore,
  stripe: Stripe,
  projectId: string,
  { force = false, skuOf }: MigrationOptions = {},
) {
  const stored = (await schemaRef(db).get()).data();
  if (!force && (stored?.version ?? 0) >= schemaVersion) return false;
  await migrate(db, stripe, projectId, skuOf);
  await schemaRef(db).set({ version: schemaVersion, migratedAt: Timestamp.now() });
  return true;
}

async function migrate(
  db: Firestore,
  stripe: Stripe,
  projectId: string,
  skuOf: MigrationOptions['skuOf'],
) {
  printMigration(projectId, {
    // The orders first: the opening lots count the units their lines hold.
    ...(await migrateOrders(db, stripe)),
    ...(await openLots(db)),
    ...(await numberParts(db, skuOf)),
    ...(await keepEarliestHoldEnds(db)),
    // Last: the rollups count the orders as the migrations above leave them.
    ...(await buildSalesRollups(db)),
  });
}

/** Says what the migrations changed, if anything, and what an admin must do by hand. */
function printMigration(
  projectId: string,
  report: Awaited<ReturnType<typeof migrateOrders>> &
    Awaited<ReturnType<typeof openLots>> &
    Awaited<ReturnType<typeof numberParts>> &
    Awaited<ReturnType<typeof keepEarliestHoldEnds>> &
    Awaited<ReturnType<typeof buildSalesRollups>>,
) {
  const { linesGiven, holdsGiven, refunded, notRefunded, lotsOpened, partsNumbered } = report;
  const { holdEndsKept } = report;
  const { paidAtGiven, salesMonths, ordersNumbered, namesKeyed } = report;
  const changes =
    linesGiven +
    holdsGiven +
    namesKeyed +
    refunded +
    notRefunded.length +
    paidAtGiven +
    ordersNumbered;
  if (changes + lotsOpened + partsNumbered + holdEndsKept === 0) return;
  console.log(
    `${projectId}: ${linesGiven} orders given a line, ${holdsGiven} a hold, ${ordersNumbered} a number, ${namesKeyed} their buyer's name to search, ${refunded} late payments refunded, ${paidAtGiven} the time they were paid; ${lotsOpened} parts given an opening lot, ${partsNumbered} their part numbers, ${holdEndsKept} their earliest hold end; sales rollups of ${salesMonths} months built.`,
  );
  for (const line of report.notRefunded) console.warn(`  Not refunded (do it by hand): ${line}`);
}
