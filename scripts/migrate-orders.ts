// `npm run migrate-orders -- [--project <id>]`: brings orders written before the order
// lifecycle up to it and numbers those stored before order numbers (scripts/lib/migrate-orders.ts), gives parts stocked before lots
// their opening lot (scripts/lib/migrate-lots.ts) and parts stored before part numbers a sku
// (scripts/lib/migrate-part-numbers.ts), and builds the sales reports' rollups from the orders
// (scripts/lib/migrate-sales.ts). For a real project, set
// STRIPE_SECRET_KEY to the project's Stripe key; with the default `demo-` project it works on
// the running emulators and the Stripe sandbox. `npm start` runs it on the data it loads.
import { parseArgs } from 'node:util';
import { lazyStripe } from '../functions/src/lib/stripe-client.ts';
import { stripeSandbox } from './lib/local-contract.ts';
import { openLots } from './lib/migrate-lots.ts';
import { numberParts } from './lib/migrate-part-numbers.ts';
import { migrateOrders, printMigration } from './lib/migrate-orders.ts';
import { buildSalesRollups } from './lib/migrate-sales.ts';
import { projectAdmin } from './lib/project-admin.ts';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
const { projectId, db } = projectAdmin(values.project);
const local = projectId.startsWith('demo-');
const key = local ? stripeSandbox.secretKey : process.env.STRIPE_SECRET_KEY;
if (!key) {
  console.error('Set STRIPE_SECRET_KEY to the Stripe secret key of this project.');
  process.exit(2);
}
const stripe = await lazyStripe(() => key, local ? stripeSandbox.url : undefined)();

// The orders first: the opening lots count the units their lines hold.
printMigration(projectId, {
  ...(await migrateOrders(db, stripe)),
  ...(await openLots(db)),
  ...(await numberParts(db)),
  // Last: the rollups count the orders as the migrations above leave them.
  ...(await buildSalesRollups(db)),
});
