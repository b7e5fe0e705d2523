// `npm run bench`: builds the shop, starts the emulators, seeds them, and measures in one
// run what docs/performance.md reports. Writes bench-results/report.md and
// report.json. Lighthouse and load figures depend on the machine and its load: compare runs
// made on the same kind of machine, with nothing else running.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { normalizePartNumber } from '@moto-parts/contracts';
import {
  adminRoutes,
  largestLazyChunks,
  moneyPathRoutes,
  publicRoutes,
  routeSizes,
} from './lib/bundle-sizes.ts';
import { emulatorAdmin } from './lib/emulator-admin.ts';
import { lighthouseMedians, type LighthouseMedian } from './lib/lighthouse-runs.ts';
import { shopUrl } from './lib/local-contract.ts';
import { seedIfEmpty } from './seed/seed-database.ts';
import type { Options } from 'express-rate-limit';
import { createSerialQueue } from '../functions/src/lib/serial-queue.ts';
import { rateLimits } from '../functions/src/lib/limits.ts';
import { unreleasedUnits } from '../functions/src/services/order-holds.ts';
import { placeOrderReads } from '../functions/src/services/order-placement.ts';
import { recordSalesIn } from '../functions/src/services/sales-rollups.ts';
import type { OrderDoc } from '../functions/src/store/orders.ts';
import { coldStart } from './bench/cold-start.ts';
import {
  figuresOf,
  loadOperation,
  Rotation,
  sampleHttp,
  type HttpLoad,
  type LoadFigures,
} from './bench/load.ts';
import { sampleOperation, type Sample } from './bench/sample.ts';
import { readsDuring } from './bench/read-counter.ts';
import { serveBare } from './bench/bare-handler.ts';
import { writeSalesOrders } from './bench/sales-orders.ts';
import { buildSalesRollups } from './lib/migrate-sales.ts';
import { benchPartId, startShopInProcess } from './bench/shop-in-process.ts';
import { measureMoneyPath } from './bench/money-path.ts';
import { removeStaticCopy, writeStaticCopy } from './bench/static-copies.ts';
import { measureTricks } from './bench/tricks.ts';
import { launchDay } from './bench/launch-day.ts';
import { FirestoreRateLimitStore } from '../functions/src/store/rate-limits.ts';
import { shownPartFields } from '../functions/src/store/parts.ts';

const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
};
const contention = { orders: 200, buyers: 20, stock: 60 };

await seedIfEmpty(emulatorAdmin());

// --- Pages: ours, and static copies of the prerendered Home and /parts as the limits they are
// held to (the same HTML, styles, images and text, without any script).
const web = new URL('../web/dist/', import.meta.url);
const staticCopies = { '/': 'bench-static-home', '/parts': 'bench-static-parts' } as const;
const prerenderedFile = { '/': 'index.html', '/parts': 'parts.html' } as const;
for (const [path, copy] of Object.entries(staticCopies) as [keyof typeof staticCopies, string][]) {
  writeStaticCopy(copy, readFileSync(new URL(prerenderedFile[path], web), 'utf8'));
}
let pages: LighthouseMedian[];
try {
  pages = await lighthouseMedians(
    [
      ...Object.values(publicRoutes).map(({ path }) => path),
      ...Object.values(staticCopies).map((copy) => `/${copy}`),
    ].map((path) => `${shopUrl}${path}`),
    lighthouseRuns,
  );
} finally {
  for (const copy of Object.values(staticCopies)) removeStaticCopy(copy);
}
const pageOf = (path: string) => pages.find(({ url }) => url === `${shopUrl}${path}`);
/** A page's LCP over its static copy's (1 is the limit: the page as fast as plain HTML). */
const lcpOverStatic = (path: keyof typeof staticCopies) =>
  Number(
    ((pageOf(path)?.lcpMs ?? NaN) / (pageOf(`/${staticCopies[path]}`)?.lcpMs ?? NaN)).toFixed(2),
  );
const lcpRatios = { home: lcpOverStatic('/'), parts: lcpOverStatic('/parts') };

// --- The money path, signed in: the cart, checkout and Payment beside their static copies.
const moneyPath = await measureMoneyPath(lighthouseRuns);

// --- What each of Home's performance tricks gives: Home built without each, served alike.
const trickFigures = await measureTricks(lighthouseRuns);
const withAllTricks = trickFigures[0];

// --- Bundles.
const bundleSizes = routeSizes({ ...publicRoutes, ...moneyPathRoutes, ...adminRoutes }).map(
  ({ route, jsKb, cssKb, chunks }) => ({
    route,
    jsKb: Number(jsKb.toFixed(1)),
    cssKb: Number(cssKb.toFixed(1)),
    chunks: chunks.length,
  }),
);
const lazyChunks = largestLazyChunks(6).map(({ chunk, kb }) => ({
  chunk,
  kb: Number(kb.toFixed(1)),
}));

// --- The API in this process: overhead against the raw operations, contention, reads.
const shop = await startShopInProcess();
const { db } = shop;
await shop.stockPart(benchPartId, 1_000_000);
// Enough buyers that neither the rate limits (orders, signed-in reads) nor the unpaid-orders
// limit (per account) answer instead of the shop.
const buyers = await shop.buyers('load', 1000);
/** The `index`th of `list`, round and round. */
const inTurn = <T>(list: T[], index: number) => list[index % list.length] as T;
const buyerTurns = new Rotation(buyers);
const nextBuyer = () => buyerTurns.next();
const buyer = inTurn(buyers, 0);
// Shoppers on part pages: 40 at once, each reading well under its signed-in read limit (240
// a minute) in the run. An instance counts an account's reads ten to a write, so each
// shopper's first read and every tenth after it write their count (docs/decisions/0015-rate-limits.md).
const readerTurns = new Rotation(buyers.slice(0, 40));
const nextReader = () => readerTurns.next();
const orderBody = { partId: benchPartId, quantity: 1, address: '1 Bench Road', phone: '5550100' };

const parts = db.collection('parts');
const orders = db.collection('orders');
/** The query that releases ended holds before a part is shown (services/order-holds.ts). */
// The ended holds' query a read makes after its parts (services/order-holds.ts): a query and a
// sum, nothing of the API around it.
const endedHolds = (partId?: string) => unreleasedUnits(db, partId);
/** The order's first history event, which the API writes with every order it places. */
const placedEvent = (uid: string, at: Timestamp) => ({
  kind: 'placed',
  status: 'pending',
  uid,
  actor: 'buyer',
  shipmentId: null,
  returnId: null,
  recallId: null,
  at,
});
// The reads and writes of POST /order, queued per part as the service queues them (one
// transaction on a hot part at a time; overlapping ones abort and back off for seconds).
const onePartAtATime = createSerialQueue();
async function rawOrder() {
  const { uid } = nextBuyer();
  const partRef = parts.doc(benchPartId);
  const userRef = db.collection('users').doc(uid);
  await onePartAtATime(benchPartId, () =>
    db.runTransaction(async (tx) => {
      const now = Timestamp.now();
      const [part] = await tx.getAll(partRef, userRef, { fieldMask: [...placeOrderReads] });
      const unpaid = orders
        .where('uid', '==', uid)
        .where('status', '==', 'pending')
        .where('holdEndsAt', '>', now);
      await tx.get(unpaid.count());
      const availableAfter = (part?.get('availableQuantity') as number) - 1;
      tx.update(partRef, { availableQuantity: availableAfter });
      tx.set(userRef, { lastOrderAt: now }, { merge: true });
      // Held for half an hour, as the API's are: the ended-holds queries find nothing to do.
      const holdEndsAt = Timestamp.fromMillis(now.toMillis() + 30 * 60_000);
      const line = { partId: benchPartId, name: 'Bench Brake Pads', quantity: 1 };
      const order = orders.doc();
      const placed = {
        ...orderBody,
        lines: [line],
        partIds: [benchPartId],
        uid,
        status: 'pending',
        holdEndsAt,
        createdAt: now,
      };
      tx.create(order, placed);
      tx.create(order.collection('history').doc(), placedEvent(uid, now));
      recordSalesIn(db, tx, null, placed as unknown as OrderDoc);
      tx.create(db.collection('stockMovements').doc(), { partId: benchPartId, delta: -1 });
    }),
  );
}

interface Sides {
  api: LoadFigures;
  raw: LoadFigures;
  /** The raw operation behind a bare Express handler (bench/bare-handler.ts). */
  bare: LoadFigures;
}
const calls: (Sides & {
  call: string;
  rawOperation: string;
  /** One call at a time: the latency the API adds when the process is not saturated. */
  alone: Sides;
})[] = [];
async function compare(
  call: string,
  api: HttpLoad,
  rawOperation: string,
  raw: () => Promise<unknown>,
) {
  const bareHandler = await serveBare(raw);
  const bare = { url: bareHandler.url, method: api.method };
  // The sides take turns, a second each, for the load's seconds, and each side's figures pool
  // its turns: the emulator's speed drifts within a run (it shares the two cores), and a side
  // measured in one block of 5 s took whatever drift fell on its block.
  const sides = async (connections: number, seconds = load.seconds): Promise<Sides> => {
    const turns: Record<keyof Sides, Sample[]> = { api: [], raw: [], bare: [] };
    for (let turn = 0; turn < seconds; turn++) {
      const oneSecond = { connections, seconds: 1 };
      turns.api.push(await sampleHttp(api, oneSecond));
      turns.raw.push(await sampleOperation(raw, oneSecond));
      turns.bare.push(await sampleHttp(bare, oneSecond));
    }
    return { api: figuresOf(turns.api), raw: figuresOf(turns.raw), bare: figuresOf(turns.bare) };
  };
  // The emulator's JVM compiles its code paths under the first load: unwarmed, whichever
  // side ran first was slower (the API's GET /parts by a third), so all warm up first.
  await sides(load.connections, 1);
  calls.push({ call, rawOperation, ...(await sides(load.connections)), alone: await sides(1) });
  await bareHandler.close();
}
await compare(
  'GET /parts?limit=6',
  { url: `${shop.url}/parts?limit=6` },
  '6 newest (shown fields) + count, then ended holds',
  async () => {
    const [newest, count] = await Promise.all([
      parts
        .orderBy('createdAt', 'desc')
        .limit(6)
        .select(...shownPartFields)
        .get(),
      parts.count().get(),
    ]);
    await endedHolds();
    return { parts: newest.docs.map((doc) => doc.data()), total: count.data().count };
  },
);
await compare(
  'GET /parts/{id}',
  {
    url: `${shop.url}/parts/drilled-brake-disc`,
    accounts: readerTurns,
  },
  'document get (shown fields), then its ended holds',
  async () => {
    const [part] = await db.getAll(parts.doc('drilled-brake-disc'), {
      fieldMask: [...shownPartFields],
    });
    await endedHolds('drilled-brake-disc');
    return part?.data();
  },
);
// A search by a number the rider has in hand, typed as the service manual prints it
// (docs/decisions/0036-part-numbers.md): the exact matches first, then the page of every
// number and name that starts so, and its count.
const searchedNumber = '1WS-F582U-00';
const numberTerms = [searchedNumber.toLowerCase(), `#${normalizePartNumber(searchedNumber)}`];
await compare(
  'GET /parts?q={number}',
  { url: `${shop.url}/parts?q=${searchedNumber}` },
  'exact-number query (shown fields), then page (shown fields) + count, then ended holds',
  async () => {
    const exact = await parts
      .where('partNumbers', 'array-contains', normalizePartNumber(searchedNumber))
      .select(...shownPartFields, 'createdAt')
      .limit(10)
      .get();
    const matches = parts.where('searchTerms', 'array-contains-any', numberTerms);
    const [page, count] = await Promise.all([
      matches
        .orderBy('createdAt', 'desc')
        .limit(12 + exact.size)
        .select(...shownPartFields)
        .get(),
      matches.count().get(),
    ]);
    await endedHolds();
    return { exact: exact.size, page: page.size, total: count.data().count };
  },
);
await compare(
  'POST /order',
  {
    url: `${shop.url}/order`,
    method: 'POST',
    body: orderBody,
    accounts: buyerTurns,
  },
  "queued transaction (part + user, unpaid count, 2 updates, 3 creates: order, its history event, movement; the month's sales rollup)",
  rawOrder,
);

// A cart of five parts, shipped by ground to the United States (docs/decisions/0032-orders-with-lines.md):
// the API's five-line order against the same reads and writes done raw, queued in each part's
// queue in one order, as the service queues them.
const cartPartIds = Array.from({ length: 5 }, (_, index) => `bench-cart-${index}`);
for (const id of cartPartIds) await shop.stockPart(id, 1_000_000);
const cartBody = {
  lines: cartPartIds.map((partId) => ({ partId, quantity: 1 })),
  shippingAddress: {
    name: 'Bench Rider',
    line1: '1 Bench Road',
    city: 'San Francisco',
    region: 'CA',
    postcode: '94105',
    country: 'US',
  },
  shippingMethod: 'us-ground',
  phone: '5550100',
};
async function rawCartOrder() {
  const { uid } = nextBuyer();
  const userRef = db.collection('users').doc(uid);
  const partRefs = cartPartIds.map((id) => parts.doc(id));
  // The zones, read before the transaction (services/shipping.ts shippingMethodOf).
  await db.collection('settings').doc('shipping').get();
  const transaction = () =>
    db.runTransaction(async (tx) => {
      const now = Timestamp.now();
      const [, ...stocked] = await tx.getAll(userRef, ...partRefs, {
        fieldMask: [...placeOrderReads],
      });
      const unpaid = orders
        .where('uid', '==', uid)
        .where('status', '==', 'pending')
        .where('holdEndsAt', '>', now)
        .select('lines')
        .limit(5);
      await tx.get(unpaid);
      stocked.forEach((part, index) => {
        const partId = cartPartIds[index] ?? '';
        const availableAfter = (part.get('availableQuantity') as number) - 1;
        tx.update(parts.doc(partId), { availableQuantity: availableAfter });
        tx.create(db.collection('stockMovements').doc(), { partId, delta: -1 });
      });
      tx.set(userRef, { lastOrderAt: now }, { merge: true });
      const holdEndsAt = Timestamp.fromMillis(now.toMillis() + 30 * 60_000);
      const order = orders.doc();
      const placed = {
        ...cartBody,
        partIds: cartPartIds,
        uid,
        status: 'pending',
        holdEndsAt,
        createdAt: now,
      };
      tx.create(order, placed);
      tx.create(order.collection('history').doc(), placedEvent(uid, now));
      recordSalesIn(db, tx, null, placed as unknown as OrderDoc);
    });
  await [...cartPartIds]
    .sort()
    .reduceRight<() => Promise<unknown>>(
      (inner, id) => () => onePartAtATime(id, inner),
      transaction,
    )();
}
await compare(
  'POST /order, 5 lines',
  { url: `${shop.url}/order`, method: 'POST', body: cartBody, accounts: buyerTurns },
  "zones read, then a transaction queued in 5 parts (user + 5 parts, unpaid orders, 6 updates, 7 creates, the month's sales rollup)",
  rawCartOrder,
);

// N buyers at once for a part that has stock for only some of them.
await shop.stockPart('bench-contended', contention.stock);
const racers = await shop.buyers('race', contention.buyers);
const raceStart = performance.now();
const answers = await Promise.all(
  Array.from({ length: contention.orders }, (_, index) =>
    fetch(`${shop.url}/order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${inTurn(racers, index).token}`,
      },
      body: JSON.stringify({ ...orderBody, partId: 'bench-contended' }),
    }).then(
      ({ status }) => status,
      () => 0,
    ),
  ),
);
const race = {
  orders: contention.orders,
  stock: contention.stock,
  sold: answers.filter((status) => status === 201).length,
  refused: answers.filter((status) => status === 409).length,
  errors: answers.filter((status) => status !== 201 && status !== 409).length,
  stockLeft: (await parts.doc('bench-contended').get()).get('availableQuantity') as number,
  durationMs: Math.round(performance.now() - raceStart),
};

// A launch: a thousand riders in a minute for sixty units (docs/decisions/0047-launch-day.md).
const launch = await launchDay(shop);

// What one rate-limit check costs (docs/decisions/0015-rate-limits.md): an account's counted call, one
// write with an update-time precondition (the first of a window creates the document), as
// POST /order makes before its work; and a signed-in read's, whose write counts ten of the
// account's reads, made beside the read. The accounts take turns, as in the API's figures.
async function limitCheckCost(account: () => { uid: string }, reservePerWrite?: number) {
  const store = new FirestoreRateLimitStore(db, { reservePerWrite });
  store.init({
    limit: 1_000_000,
    windowMs: 60_000,
    identifier: `bench-${reservePerWrite ?? 1}`,
  } as Options);
  return loadOperation(() => store.increment(account().uid), load);
}
const limitCheck = await limitCheckCost(nextBuyer);
const readCountCheck = await limitCheckCost(nextReader, rateLimits.signedInReads.reservePerWrite);

// A flash sale: one part ordered through 1, 2 and 4 instances of the app (each with its own
// per-part queue; between them only the transaction orders the writes).
const hotPart: (LoadFigures & { instances: number })[] = [];
for (const instances of [1, 2, 4]) {
  const fleet = await startShopInProcess({ instances });
  const partId = `bench-hot-${instances}`;
  await fleet.stockPart(partId, 1_000_000);
  const fleetBuyers = await fleet.buyers(`hot-${instances}`, 400);
  let sent = 0;
  const figures = await loadOperation(async () => {
    const index = sent++;
    const response = await fetch(`${inTurn(fleet.urls, index)}/order`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${inTurn(fleetBuyers, index).token}`,
      },
      body: JSON.stringify({ ...orderBody, partId }),
    });
    if (response.status !== 201) throw new Error(`POST /order answered ${response.status}`);
  }, load);
  hotPart.push({ instances, ...figures });
  await fleet.close();
}

// Document reads of a Home view (the SPA's two calls), of catalogue pages for a bike (the
// first, and the next one through its cursor), of the pickers' list, and of a purchase (the
// part page, the order, the part again with its new stock).
const get = (path: string, token?: string) =>
  fetch(`${shop.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const bikePage = '/parts?make=KTM&model=390+Duke&year=2019&limit=3';
const [, , lastOfFirstPage] = (await (await get(bikePage)).json()) as { _id: string }[];
const reads = {
  bikePage: await readsDuring(() => get(bikePage)),
  bikeNextPage: await readsDuring(() => get(`${bikePage}&after=${lastOfFirstPage?._id}`)),
  numberSearch: await readsDuring(() => get(`/parts?q=${searchedNumber}`)),
  pickers: await readsDuring(() => get('/fitment')),
  homeView: await readsDuring(() => Promise.all([get('/parts?limit=6'), get('/reviews?limit=4')])),
  purchase: await readsDuring(async () => {
    await get('/parts/drilled-brake-disc', buyer.token);
    await fetch(`${shop.url}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
      body: JSON.stringify({ ...orderBody, partId: 'drilled-brake-disc', quantity: 4 }),
    });
    await get('/parts/drilled-brake-disc', buyer.token);
  }),
};

// A 90-day sales report over 10,000 orders (docs/decisions/0041-sales-reports.md): the orders
// written straight to Firestore, their rollups built as `npm run migrate-orders` builds them,
// then the report's reads and time, which the number of orders must not change.
const salesOrders = 10_000;
const reportDays = 90;
await writeSalesOrders(db, salesOrders, reportDays);
const rollupsStarted = performance.now();
await buildSalesRollups(db);
const rollupsBuildMs = Math.round(performance.now() - rollupsStarted);
const reportAdmin = await shop.admin('bench-report-admin');
const reportPath = `/reports/sales?from=${new Date(Date.now() - (reportDays - 1) * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`;
const getReport = async () => {
  const response = await get(reportPath, reportAdmin.token);
  if (response.status !== 200) throw new Error(`GET /reports/sales answered ${response.status}`);
  return (await response.json()) as { totals: { orders: number } };
};
const { totals: reportTotals } = await getReport();
const salesReport = {
  orders: salesOrders,
  days: reportDays,
  paidOrdersInReport: reportTotals.orders,
  reads: await readsDuring(getReport),
  rollupsBuildMs,
  // One admin at a time for two seconds: a report is read by people, not by a crowd.
  ...figuresOf([await sampleOperation(getReport, { connections: 1, seconds: 2 })]),
};
await shop.close();

const cold = coldStart();

// --- The report.
const report = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  lighthouse: {
    runs: lighthouseRuns,
    pages,
    homeLcpOverStaticLcp: lcpRatios.home,
    partsLcpOverStaticLcp: lcpRatios.parts,
    moneyPath,
  },
  homeWithoutEachTrick: trickFigures,
  bundles: { routes: bundleSizes, largestLazyChunks: lazyChunks },
  api: { ...load, calls },
  contention: race,
  launch,
  rateLimitCheck: limitCheck,
  signedInReadCountCheck: readCountCheck,
  hotPartAcrossInstances: hotPart,
  firestoreReads: reads,
  salesReport,
  coldStart: cold,
};
const out = new URL('../bench-results/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('report.json', out), `${JSON.stringify(report, null, 2)}\n`);

const table = (headings: string[], rows: (string | number)[][]) =>
  [
    `| ${headings.join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
const markdown = `# moto-parts benchmark

${report.date} · ${report.machine.cpus} CPUs · Node ${report.machine.node} · \`npm run bench\`

## Pages (Lighthouse, mobile, simulated throttling, median of ${lighthouseRuns})

${table(
  [
    'page',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
  ],
  pages.map((p) => [
    p.url.replace(shopUrl, ''),
    p.scores.performance,
    p.scores.accessibility,
    p.scores['best-practices'],
    p.scores.seo,
    p.fcpMs,
    p.lcpMs,
    p.tbtMs,
    p.cls,
  ]),
)}

LCP over the static copy of the same prerendered page (no JavaScript): Home **${report.lighthouse.homeLcpOverStaticLcp}** (goal 1.2), /parts **${report.lighthouse.partsLcpOverStaticLcp}** (goal 1.5).

## The money path, signed in (docs/decisions/0049-money-path-budgets.md)

The demo rider, signed in through the shop's form against the Auth emulator: their cart of
three parts, checkout to their saved address, and Payment of an unpaid order of the same
parts. Each beside a static copy of the page as it showed (its HTML and styles, no
JavaScript), as Home is beside its own (Home's LCP over its copy in this run: ${report.lighthouse.homeLcpOverStaticLcp}).

${table(
  [
    'page',
    'performance',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'static copy LCP ms',
    'LCP over static copy',
  ],
  moneyPath.map(({ route, page, staticCopy, lcpOverStatic }) => [
    `${route} (${page.url.replace(shopUrl, '')})`,
    page.scores.performance,
    page.fcpMs,
    page.lcpMs,
    page.tbtMs,
    page.cls,
    staticCopy.lcpMs,
    lcpOverStatic,
  ]),
)}

## What each trick gives Home (docs/decisions/0017-hydration-without-long-tasks.md)

Home built without one trick at a time, each build served by the same local server (so the
figures compare with each other, not with the table above). A positive difference is what
the trick saves.

${table(
  [
    'Home without',
    'performance',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'LCP saved ms',
    'TBT saved ms',
    'score gained',
  ],
  trickFigures.map((t) => [
    t.without,
    t.scores.performance,
    t.fcpMs,
    t.lcpMs,
    t.tbtMs,
    t.cls,
    t.lcpMs - (withAllTricks?.lcpMs ?? NaN),
    t.tbtMs - (withAllTricks?.tbtMs ?? NaN),
    (withAllTricks?.scores.performance ?? NaN) - t.scores.performance,
  ]),
)}

## First load (gzip -9)

${table(
  ['route', 'JS KB', 'CSS KB', 'chunks'],
  bundleSizes.map((r) => [r.route, r.jsKb, r.cssKb, r.chunks]),
)}

Largest lazy chunks: ${lazyChunks.map((c) => `${c.chunk} ${c.kb} KB`).join('; ')}.

## API in-process against the Firestore emulator (${load.connections} connections, ${load.seconds} s each)

The API, the raw operation and "bare Express" (the raw operation behind a bare Express
handler: what HTTP and Express cost on this machine, the floor of any Express API over the
same work) take turns, a second each, and each side's figures pool its turns. The same loop
drives each side; the HTTP requests are sent from a worker thread.

${table(
  [
    'call',
    'p50 ms',
    'p99 ms',
    'req/s',
    'failures',
    'raw operation',
    'raw p50',
    'raw p99',
    'raw req/s',
    'bare Express p50',
    'p50 ratio',
    'bare / raw',
    'throughput ratio',
    'p50 ratio, 1 at a time',
    'bare / raw, 1 at a time',
  ],
  calls.map(({ call, api, raw, bare, rawOperation, alone }) => [
    call,
    api.p50Ms,
    api.p99Ms,
    api.requestsPerSecond,
    api.failures,
    rawOperation,
    raw.p50Ms,
    raw.p99Ms,
    raw.requestsPerSecond,
    bare.p50Ms,
    ratio(api.p50Ms, raw.p50Ms),
    ratio(bare.p50Ms, raw.p50Ms),
    ratio(api.requestsPerSecond, raw.requestsPerSecond),
    `${ratio(alone.api.p50Ms, alone.raw.p50Ms)} (${alone.api.p50Ms} / ${alone.raw.p50Ms} ms)`,
    `${ratio(alone.bare.p50Ms, alone.raw.p50Ms)} (${alone.bare.p50Ms} ms)`,
  ]),
)}

## Contention

${race.orders} orders at once from ${contention.buyers} buyers for ${race.stock} units: ${race.sold} sold, ${race.refused} refused (409), ${race.errors} errors, ${race.stockLeft} left, in ${race.durationMs} ms.

## A launch (docs/decisions/0047-launch-day.md)

${launch.riders} riders in ${launch.seconds} s for ${launch.stock} units, while ${launch.readers} reads of the part's page come in the same minute: ${launch.sold} sold, ${launch.refused} refused (409), ${launch.serverErrors} 5xx, ${launch.otherAnswers} other answers.
Refusals p50 ${launch.refusalP50Ms} ms, p99 ${launch.refusalP99Ms} ms; the part's reads p99 ${launch.partReadP99Ms} ms: refusals' p99 over the reads' **${launch.refusalP99OverReadP99}** (goal 3).
One more order once it is sold out: ${launch.refusalWrites} writes, ${launch.refusalReads} document reads.

## Rate-limit check

One counted call of an account (1 write with an update-time precondition, no read; a call
over the limit writes nothing): p50 ${limitCheck.p50Ms} ms, p99 ${limitCheck.p99Ms} ms, ${limitCheck.requestsPerSecond}/s at ${load.connections} at once.
A signed-in read's count (1 such write per ${rateLimits.signedInReads.reservePerWrite} of an account's reads, the others from the
instance's memory; ${readerTurns.items.length} shoppers in turn): p50 ${readCountCheck.p50Ms} ms, p99 ${readCountCheck.p99Ms} ms, ${readCountCheck.requestsPerSecond}/s.

## One hot part through several instances (${load.connections} orders at a time, ${load.seconds} s each)

${table(
  ['instances', 'orders/s', 'p50 ms', 'p99 ms', 'failures'],
  hotPart.map((h) => [h.instances, h.requestsPerSecond, h.p50Ms, h.p99Ms, h.failures]),
)}

## Firestore document reads

A Home view: ${reads.homeView}. A purchase (part page, order, part again): ${reads.purchase}.
A catalogue page of 3 parts for a bike (\`${bikePage}\`): ${reads.bikePage}; the next page
(with \`after\`): ${reads.bikeNextPage}; the pickers' list (\`GET /fitment\`): ${reads.pickers}.
A search by part number (\`/parts?q=${searchedNumber}\`, one part replaces it): ${reads.numberSearch}: the exact
match (\`partNumbers\`), the page's parts (\`searchTerms\`: the exact match again, as it starts
the number too), the count and the ended holds; its p50 at ${load.connections} connections is in
the table above.
A page reads its parts, one for the count, one for the query of ended holds (at least one
even when there are none) and, with a cursor, the cursor's part: never the whole catalogue.

## A ${salesReport.days}-day sales report over ${salesReport.orders.toLocaleString('en')} orders

\`GET ${reportPath.split('?')[0]}\` of the last ${salesReport.days} days (${salesReport.paidOrdersInReport.toLocaleString('en')} paid orders in it): **${salesReport.reads} document reads**
(the range's monthly rollups, two documents a month, and the admin's role), p50 ${salesReport.p50Ms} ms, p99 ${salesReport.p99Ms} ms,
one at a time. \`npm run migrate-orders\` built the rollups from the ${salesReport.orders.toLocaleString('en')} orders in ${salesReport.rollupsBuildMs} ms.

## Cold load of the \`api\` function

Importing its module (${cold.bundleKb} KB): ${cold.importMs} ms (median of 5 fresh processes). Loaded only when a call needs them: ${Object.entries(
  cold.lazyImportMs,
)
  .map(([name, ms]) => `${name} (${ms} ms)`)
  .join(', ')}.
`;
writeFileSync(new URL('report.md', out), markdown);
console.log(markdown);
