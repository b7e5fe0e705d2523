// `npm run migrate-orders -- [--project <id>]`: brings orders written before the order
// lifecycle up to it and numbers those stored before order numbers (scripts/lib/migrate-orders.ts), gives parts stocked before lots
// their opening lot (scripts/lib/migrate-lots.ts) and parts stored before part numbers a sku
// (scripts/lib/migrate-part-numbers.ts), and builds the sales reports' rollups from the orders
// (scripts/lib/migrate-sales.ts), and records the schema version they reached
// (scripts/lib/migrations.ts). For a real project, set
// STRIPE_SECRET_KEY to the project's Stripe key; with the default `demo-` project it works on
// the running emulators and the Stripe sandbox. `npm start` runs it on data of an older version.
import { parseArgs } from 'node:util';
import { lazyStripe } from '../functions/src/lib/stripe-client.ts';
import { stripeSandbox } from './lib/local-contract.ts';
import { migrateData } from './lib/migrations.ts';
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

await migrateData(db, stripe, projectId, { force: true });
