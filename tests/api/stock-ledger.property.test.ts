import fc from 'fast-check';
import { maxPerOrderOf, quantityProblem, type LotUnits } from '@moto-parts/contracts';
import { unpaidOrdersMax } from '../../functions/src/lib/limits.ts';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HttpError } from '../../functions/src/lib/http-error.ts';
import { lazyStripe } from '../../functions/src/lib/stripe-client.ts';
import { releaseEndedHoldsOf } from '../../functions/src/services/order-holds.ts';
import { catalogueIndexFields } from '../../functions/src/services/part-search.ts';
import { changeOrderStatus } from '../../functions/src/services/orders-admin.ts';
import { orderNumberSource, placeOrder } from '../../functions/src/services/order-placement.ts';
import { createRecall } from '../../functions/src/services/recalls.ts';
import { removeMyOrder } from '../../functions/src/services/orders.ts';
import { confirmOrderPayment, createPaymentIntent } from '../../functions/src/services/payments.ts';
import { updatePart } from '../../functions/src/services/parts-admin.ts';
import { stocktakePart } from '../../functions/src/services/stock-admin.ts';
import { receiveReturn } from '../../functions/src/services/return-refunds.ts';
import { decideReturn, requestReturn } from '../../functions/src/services/returns.ts';
import { markDelivered } from '../../functions/src/services/shipments.ts';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { seedShippingZones } from '../../scripts/seed/shipping-zones.ts';
import { shippingSettingsRef } from '../../functions/src/store/shipping.ts';
import { createStripeSandbox } from '../../tools/stripe-sandbox/server.ts';
import { resetEmulators } from '../support/emulators.ts';
import { expectBooksByLot, restockBody } from '../support/lots.ts';
import { expectPartRollupsEqualScan, expectRollupsEqualScan } from '../support/sales-rollups.ts';

// Random sequences of orders, removals, card payments (before and after a hold ends),
// expiries, shipments, cancellations with refunds, returns (restocked or written off, and
// refunded), restocks and stocktakes naming one of three lots, and recalls of a lot, run through the API's
// services against the Firestore emulator and the Stripe sandbox, and checked against a model
// after every step. The invariants: stock plus what live orders hold plus what was written off
// or blocked by a recall, less what recalls left orders short of, changes only by restocks; the
// part's stock movements always add up to its stock, and they keep every unit written off; and
// its units by lot add up (docs/decisions/0035-lots-and-recalls.md): Σ lots.onHand + short =
// stock + units held unshipped, each lot's movements add up to its units, and its shipped
// movements to what parcels took of it. The sales reports' rollups, kept by every one of those
// transactions, equal a scan of the orders (docs/decisions/0041-sales-reports.md).

const { db } = emulatorAdmin();
// A Stripe sandbox of the test's own, without webhooks: the services under test are the only
// ones to act on these orders (the shared sandbox would also tell the emulated API).
const sandbox = createStripeSandbox();
let stripe: () => Promise<Stripe>;
const admin = { uid: 'ledger-admin', email: 'admin@example.com' };
const holdMinutes = 30;
/** How this test places orders: as one API instance, with its own order numbers. */
const placing = { holdMinutes, nextOrderNumber: orderNumberSource(db) };

/** Which of a run's two buyers (each run has its own, so earlier runs' orders never count). */
type Buyer = 0 | 1;

interface ModelOrder {
  id: string;
  buyer: Buyer;
  quantity: number;
  status:
    | 'pending'
    | 'paid'
    | 'shipped'
    | 'delivered'
    | 'partially-returned'
    | 'returned'
    | 'cancelled'
    | 'expired'
    | 'refunded';
  /** Units its returns brought back, restocked or written off. */
  returned: number;
  /** The lots its one parcel took (every order ships whole, by the 2022 button). */
  lots?: LotUnits[];
  /** The lots its returns' units came back from. */
  returnedLots?: LotUnits[];
  /**
   * Removed by its buyer or expired: its units still count as the buyer's for the cool-down
   * (services/held-units.ts), which outlasts any run.
   */
  cools?: boolean;
}

/** A lot of the part, as the model expects it. */
interface ModelLot {
  code: string;
  onHand: number;
  blocked: number;
  recalled: boolean;
}

interface Model {
  minOrder: number;
  available: number;
  /** Stock at the start plus every restock's difference. */
  stockedTotal: number;
  /** Units that came back in returns and were scrapped. */
  writtenOff: number;
  /** Oldest first: the lots are named in the order they were made (`lotNames`). */
  lots: ModelLot[];
  /** Units held orders are short of, since a recall took them. */
  short: number;
  orders: ModelOrder[];
  /**
   * The messages to the admins: a crossing from above `reorderPoint` to at or below it speaks
   * when the alert is armed, which it is until it speaks, and again once an admin's count takes
   * the stock above the point (a run is far shorter than the day's cool-down).
   */
  alerts: number;
  alertArmed: boolean;
  /** Whether the step running is an admin's count that was applied. */
  counted: boolean;
}

/**
 * The run's part's reorder point: every change of stock keeps its `lowStock` flag, and a
 * crossing writes one message to the admins when the alert is armed
 * (docs/decisions/0039-low-stock-and-stocktakes.md, 0042-third-review.md).
 */
const reorderPoint = 8;

/** The lots a run's restocks name, oldest first. */
const lotNames = [
  { code: 'L-1', madeOn: '2026-01-05' },
  { code: 'L-2', madeOn: '2026-02-05' },
  { code: 'L-3', madeOn: '2026-03-05' },
] as const;

/** Units become for sale: first they cover what a recall left orders short of. */
function forSale(model: Model, units: number) {
  const covered = Math.min(model.short, units);
  model.short -= covered;
  model.available += units - covered;
}

/** The lots a parcel of `quantity` takes, oldest first and never a recalled one; none if short. */
function packFifo(model: Model, quantity: number): LotUnits[] | undefined {
  const packable = model.lots.filter((lot) => !lot.recalled);
  if (packable.reduce((units, lot) => units + lot.onHand, 0) < quantity) return undefined;
  const taken: LotUnits[] = [];
  let left = quantity;
  for (const lot of packable) {
    const units = Math.min(lot.onHand, left);
    if (units === 0) continue;
    lot.onHand -= units;
    left -= units;
    taken.push({ code: lot.code, quantity: units });
  }
  return taken;
}

/** A return's `units` come back to the lots the order took, its recalled lots' first. */
function lotsBack(model: Model, order: ModelOrder, units: number): LotUnits[] {
  const recalled = (code: string) => model.lots.find((lot) => lot.code === code)?.recalled;
  const left = (order.lots ?? []).map(({ code, quantity }) => ({
    code,
    quantity:
      quantity -
      (order.returnedLots ?? [])
        .filter((back) => back.code === code)
        .reduce((sum, back) => sum + back.quantity, 0),
  }));
  const ordered = [
    ...left.filter(({ code }) => recalled(code)),
    ...left.filter(({ code }) => !recalled(code)),
  ];
  const back: LotUnits[] = [];
  let wanted = units;
  for (const { code, quantity } of ordered) {
    const take = Math.min(quantity, wanted);
    if (take <= 0) continue;
    back.push({ code, quantity: take });
    wanted -= take;
  }
  return back;
}

interface Real {
  partId: string;
  buyers: [{ uid: string; email: string }, { uid: string; email: string }];
}

/** Orders whose units are out of stock: unpaid inside their hold, paid, shipped, or with the buyer. */
const liveStatuses: readonly ModelOrder['status'][] = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'partially-returned',
  'returned',
];

/** The units orders keep out of stock: those of live orders that did not come back. */
const held = (model: Model) =>
  model.orders
    .filter((order) => liveStatuses.includes(order.status))
    .reduce((sum, order) => sum + order.quantity - order.returned, 0);

const unpaidOrdersOf = (model: Model, buyer: Buyer) =>
  model.orders.filter((order) => order.buyer === buyer && order.status === 'pending').length;

/** The units a buyer holds of the part: unpaid, or given back within the cool-down. */
const heldBy = (model: Model, buyer: Buyer) =>
  model.orders
    .filter((order) => order.buyer === buyer && (order.status === 'pending' || order.cools))
    .reduce((sum, order) => sum + order.quantity, 0);

/** Runs a step that the model says may fail: it must fail with a 4xx and nothing else. */
async function expectRefusal(step: Promise<unknown>) {
  const error = await step.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBeGreaterThanOrEqual(400);
  expect((error as HttpError).status).toBeLessThan(500);
}

async function checkInvariants(model: Model, real: Real) {
  const {
    availableQuantity: available,
    recorded,
    movements,
    lots,
    short,
  } = await stockHistory(db, real.partId, { limit: 500 });
  expect(available).toBe(model.available);
  expect(available).toBeGreaterThanOrEqual(0);
  expect(recorded).toBe(available);
  expect(movements.reduce((units, { writtenOff }) => units + writtenOff, 0)).toBe(model.writtenOff);
  expect(short).toBe(model.short);
  expect(
    lots.map(({ code, onHand, blocked, recallId }) => ({
      code,
      onHand,
      blocked,
      recalled: recallId !== null,
    })),
  ).toEqual(model.lots);
  const blocked = model.lots.reduce((units, lot) => units + lot.blocked, 0);
  expect(available + held(model) + model.writtenOff + blocked - model.short).toBe(
    model.stockedTotal,
  );
  await expectBooksByLot(db, real.partId);
  const [part, messages] = await Promise.all([
    db.collection('parts').doc(real.partId).get(),
    db.collection('mail').where('partId', '==', real.partId).count().get(),
  ]);
  expect(part.get('lowStock') ?? false).toBe(available <= reorderPoint);
  expect(messages.data().count).toBe(model.alerts);
}

/** Picks one of the model's orders by a random index (steps that pick check there is one). */
function pick(model: Model, index: number): ModelOrder {
  const order = model.orders[index % model.orders.length];
  if (!order) throw new Error('No order to pick');
  return order;
}

type Command = fc.AsyncCommand<Model, Real>;

/** A step of a run: `check` says whether it applies to the model as it is. */
const command = (
  label: string,
  run: (model: Model, real: Real) => Promise<void>,
  check: (model: Readonly<Model>) => boolean = () => true,
): Command => ({
  check,
  run: async (model, real) => {
    const above = model.available > reorderPoint;
    model.counted = false;
    await run(model, real);
    const low = model.available <= reorderPoint;
    if (above && low && model.alertArmed)
      [model.alerts, model.alertArmed] = [model.alerts + 1, false];
    // Units back from orders never re-arm it: only an admin's count above the point does.
    if (model.counted && !low) model.alertArmed = true;
    await checkInvariants(model, real);
  },
  toString: () => label,
});

const placeOrderStep = (buyer: Buyer, quantity: number) =>
  command(`order(${buyer}, ${quantity})`, async (model, real) => {
    const input = { partId: real.partId, quantity, address: '1 Ledger Road', phone: '5550100' };
    const step = placeOrder(db, real.buyers[buyer], input, placing);
    const maxPerOrder = maxPerOrderOf({ minOrder: model.minOrder });
    const part = { minOrder: model.minOrder, availableQuantity: model.available, maxPerOrder };
    const refused =
      quantityProblem(quantity, part) !== null ||
      unpaidOrdersOf(model, buyer) >= unpaidOrdersMax ||
      heldBy(model, buyer) + quantity > maxPerOrder;
    if (refused) return expectRefusal(step);
    const order = await step;
    model.available -= quantity;
    model.orders.push({ id: order._id, buyer, quantity, status: 'pending', returned: 0 });
  });

/** The buyer removes their order; only an unpaid, live one can go. */
const removeOrderStep = (index: number) =>
  command(
    `remove(${index})`,
    async (model, real) => {
      const order = pick(model, index);
      const step = removeMyOrder(db, real.buyers[order.buyer], order.id);
      if (order.status !== 'pending') return expectRefusal(step);
      await step;
      order.status = 'cancelled';
      order.cools = true;
      forSale(model, order.quantity);
    },
    (model) => model.orders.length > 0,
  );

/** What the buyer's browser does with Stripe.js: pays the intent of `clientSecret` by card. */
async function payByCard(clientSecret: string) {
  const client = await stripe();
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const method = await client.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  await client.paymentIntents.confirm(intentId, { payment_method: method.id });
  return intentId;
}

/**
 * The buyer pays by card in the Stripe sandbox and confirms it: a pending order is paid; an
 * expired one is refunded through Stripe (its units were back already); a removed one is
 * refused. Paid, shipped and refunded orders have no payment to make.
 */
const payOrderStep = (index: number) =>
  command(
    `pay(${index})`,
    async (model, real) => {
      const order = pick(model, index);
      if (order.status !== 'pending' && order.status !== 'expired') return;
      const buyer = real.buyers[order.buyer];
      // An expired order takes no new payment: a late payment is one whose intent was made
      // in time, so make it while pending (below) or see the refusal here.
      if (order.status === 'expired') {
        return expectRefusal(createPaymentIntent(db, await stripe(), buyer, order.id));
      }
      await pay(order, real);
    },
    (model) => model.orders.length > 0,
  );

/** The buyer of a pending order pays it by card, as the Payment screen does. */
async function pay(order: ModelOrder, real: Real) {
  const buyer = real.buyers[order.buyer];
  const secret = await createPaymentIntent(db, await stripe(), buyer, order.id);
  const intentId = await payByCard(secret);
  await confirmOrderPayment(db, stripe, buyer, order.id, intentId);
  order.status = 'paid';
}

/**
 * An unpaid order's hold ends (its end is moved into the past, as the clock would) and the
 * sweep releases it; a late card payment for it is then refunded, not accepted.
 */
const expireStep = (index: number, paysLate: boolean) =>
  command(
    `expire(${index}${paysLate ? ', then pays' : ''})`,
    async (model, real) => {
      const order = pick(model, index);
      if (order.status !== 'pending') return;
      const buyer = real.buyers[order.buyer];
      const client = await stripe();
      const secret = paysLate ? await createPaymentIntent(db, client, buyer, order.id) : '';
      await db
        .collection('orders')
        .doc(order.id)
        .update({ holdEndsAt: Timestamp.fromMillis(Date.now() - 1000) });
      // Any expiry task's sweep may get there first; either way it expires once.
      await releaseEndedHoldsOf(db, real.partId, { wait: true });
      expect((await db.collection('orders').doc(order.id).get()).get('status')).toBe('expired');
      order.status = 'expired';
      order.cools = true;
      forSale(model, order.quantity);
      if (!paysLate) return;
      const intentId = await payByCard(secret);
      await expectRefusal(confirmOrderPayment(db, stripe, buyer, order.id, intentId));
      const stored = (await db.collection('orders').doc(order.id).get()).data();
      expect(stored).toMatchObject({ status: 'refunded', refundStatus: 'succeeded' });
      order.status = 'refunded';
    },
    (model) => model.orders.length > 0,
  );

/**
 * An admin ships a paid order whole (the 2022 button, its units taken from the oldest lots
 * that are not recalled: refused when they hold too few) or cancels an unpaid or paid one.
 */
const adminChangeStep = (index: number, status: 'shipped' | 'cancelled') =>
  command(
    `admin(${index}, ${status})`,
    async (model) => {
      const order = pick(model, index);
      const step = changeOrderStatus(db, stripe, admin, order.id, status);
      if (status === 'shipped') {
        const lots = order.status === 'paid' ? packFifo(model, order.quantity) : undefined;
        if (!lots) return expectRefusal(step);
        await step;
        order.lots = lots;
        order.status = 'shipped';
        return;
      }
      if (order.status !== 'pending' && order.status !== 'paid') return expectRefusal(step);
      await step;
      forSale(model, order.quantity);
      // Cancelling a paid order refunds it through Stripe.
      order.status = status === 'cancelled' && order.status === 'paid' ? 'refunded' : status;
    },
    (model) => model.orders.length > 0,
  );

/**
 * The buyer returns `tenths` of the units left with them (above ten tenths, more than are
 * left) of an order: one pending or paid is first paid, shipped and said delivered (few runs
 * reach those steps on one order otherwise), one partly returned is as it is. An admin
 * approves the return and receives it, restocked or scrapped, and Stripe refunds it. Any other
 * order, or more units than are left with the buyer, is refused.
 */
const returnStep = (index: number, tenths: number, condition: 'restock' | 'scrap') =>
  command(
    `return(${index}, ${tenths}/10, ${condition})`,
    async (model, real) => {
      const order = pick(model, index);
      const units = Math.max(1, Math.ceil(((order.quantity - order.returned) * tenths) / 10));
      const buyer = real.buyers[order.buyer];
      if (order.status === 'pending') await pay(order, real);
      if (order.status === 'paid') {
        const step = changeOrderStatus(db, stripe, admin, order.id, 'shipped');
        const lots = packFifo(model, order.quantity);
        if (!lots) return expectRefusal(step);
        await step;
        order.lots = lots;
        order.status = 'shipped';
      }
      if (order.status === 'shipped') {
        await markDelivered(db, buyer, order.id, '1', async () => false);
        order.status = 'delivered';
      }
      const step = requestReturn(db, buyer, order.id, {
        partId: real.partId,
        quantity: units,
        reason: 'damaged',
      });
      const returnable = order.status === 'delivered' || order.status === 'partially-returned';
      if (!returnable || units > order.quantity - order.returned) return expectRefusal(step);
      const returnId = (await step).returns.at(-1)?.id ?? '';
      await decideReturn(db, admin, order.id, returnId, { decision: 'approve' });
      await receiveReturn(db, stripe, admin, order.id, returnId, { condition });
      order.returned += units;
      order.status = order.returned === order.quantity ? 'returned' : 'partially-returned';
      const back = lotsBack(model, order, units);
      order.returnedLots = [...(order.returnedLots ?? []), ...back];
      if (condition === 'scrap') {
        model.writtenOff += units;
        return;
      }
      for (const { code, quantity } of back) {
        const lot = model.lots.find((candidate) => candidate.code === code);
        if (!lot) throw new Error(`Lot ${code} came back but the model has not got it`);
        if (lot.recalled) {
          lot.blocked += quantity;
          continue;
        }
        lot.onHand += quantity;
        forSale(model, quantity);
      }
    },
    (model) => model.orders.length > 0,
  );

/**
 * An admin counts the stock: more names one of the run's lots (refused for a recalled one),
 * and first covers what orders are short of; less is written off the newest lots first.
 */
const restockStep = (newQuantity: number, lotIndex: number) =>
  command(`restock(${newQuantity}, lot ${lotIndex})`, (model, real) =>
    restock(model, real, newQuantity, lotIndex),
  );

async function restock(
  model: Model,
  real: Real,
  newQuantity: number,
  lotIndex: number,
  { stocktake = false } = {},
) {
  const named = lotNames[lotIndex] ?? lotNames[0];
  const units = newQuantity - model.available;
  const lot = units > 0 ? { lot: named } : {};
  // A stocktake counts the same way, as one `adjustment` with its reason.
  const step = stocktake
    ? stocktakePart(db, admin, real.partId, {
        counted: newQuantity,
        expectedQuantity: model.available,
        reason: units > 0 ? 'found' : units < 0 ? 'damaged' : 'count',
        ...lot,
      })
    : updatePart(db, admin, real.partId, {
        newQuantity,
        expectedQuantity: model.available,
        ...lot,
      });
  if (units > 0) {
    const known = model.lots.find((lot) => lot.code === named.code);
    if (known?.recalled) return expectRefusal(step);
    await step;
    model.counted = true;
    if (known) known.onHand += units;
    else {
      model.lots.push({ code: named.code, onHand: units, blocked: 0, recalled: false });
      model.lots.sort((a, b) => a.code.localeCompare(b.code));
    }
    forSale(model, units);
  } else {
    await step;
    model.counted = true;
    let left = -units;
    for (const lot of model.lots.toReversed()) {
      const taken = Math.min(lot.onHand, left);
      lot.onHand -= taken;
      left -= taken;
    }
    model.available = newQuantity;
  }
  model.stockedTotal += units;
}

/** An admin counts the shelf: as a restock, recorded as a stocktake's adjustment. */
const stocktakeStep = (counted: number, lotIndex: number) =>
  command(`stocktake(${counted}, lot ${lotIndex})`, (model, real) =>
    restock(model, real, counted, lotIndex, { stocktake: true }),
  );

/**
 * An admin recalls one of the run's lots: its units on the shelf are blocked, the stock for
 * sale falls by as much as it has, and held orders are short of the rest. A lot the part has
 * not, or one recalled already, is refused.
 */
const recallStep = (lotIndex: number) =>
  command(`recall(lot ${lotIndex})`, async (model, real) => {
    const code = lotNames[lotIndex]?.code ?? '';
    const lot = model.lots.find((candidate) => candidate.code === code);
    const step = createRecall(db, admin, { partId: real.partId, lots: [code], message: 'Bad lot' });
    if (!lot || lot.recalled) return expectRefusal(step);
    await step;
    const units = lot.onHand;
    lot.blocked += units;
    lot.onHand = 0;
    lot.recalled = true;
    const fromSale = Math.min(model.available, units);
    model.available -= fromSale;
    model.short += units - fromSale;
  });

const commands = [
  fc
    .tuple(fc.constantFrom<Buyer>(0, 1), fc.integer({ min: 0, max: 30 }))
    .map(([buyer, quantity]) => placeOrderStep(buyer, quantity)),
  fc.nat().map(removeOrderStep),
  fc.nat().map(payOrderStep),
  fc.tuple(fc.nat(), fc.boolean()).map(([index, paysLate]) => expireStep(index, paysLate)),
  fc
    .tuple(fc.nat(), fc.constantFrom('shipped' as const, 'cancelled' as const))
    .map(([index, status]) => adminChangeStep(index, status)),
  fc
    .tuple(fc.nat(), fc.integer({ min: 1, max: 12 }), fc.constantFrom('restock', 'scrap'))
    .map(([index, tenths, condition]) => returnStep(index, tenths, condition)),
  fc
    .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: lotNames.length - 1 }))
    .map(([newQuantity, lotIndex]) => restockStep(newQuantity, lotIndex)),
  fc.integer({ min: 0, max: lotNames.length - 1 }).map(recallStep),
  fc
    .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: lotNames.length - 1 }))
    .map(([counted, lotIndex]) => stocktakeStep(counted, lotIndex)),
];

let runs = 0;

const ledgerFit = { fitsAllBikes: true, fitment: [] };

/** A new part with no stock; the run's first step stocks it like an admin would. */
async function newPart(minOrder: number): Promise<Real> {
  const partId = `ledger-part-${++runs}`;
  const now = Timestamp.now();
  await db
    .collection('parts')
    .doc(partId)
    .create({
      name: 'Ledger Part',
      image: '/images/parts/drilled-brake-disc.svg',
      description: 'A part for the stock ledger property.',
      priceCents: 1250,
      minOrder,
      availableQuantity: 0,
      lots: [],
      short: 0,
      reorderPoint,
      lowStock: true,
      category: 'brakes',
      ...ledgerFit,
      ...catalogueIndexFields('Ledger Part', {}, ledgerFit),
      createdAt: now,
      updatedAt: now,
    });
  return {
    partId,
    buyers: [
      { uid: `ledger-a-${runs}`, email: `a${runs}@example.com` },
      { uid: `ledger-b-${runs}`, email: `b${runs}@example.com` },
    ],
  };
}

beforeAll(async () => {
  await resetEmulators();
  // An admin for the low-stock messages to go to.
  await db.collection('users').doc(admin.uid).set({ email: admin.email, role: 'admin' });
  // The seed's zones: carts ship by them, and the 2022 body as the home market
  // (docs/decisions/0042-third-review.md).
  await shippingSettingsRef(db).set({
    zones: seedShippingZones.map((zone) => ({ ...zone, updatedAt: Timestamp.now() })),
  });
  stripe = lazyStripe(() => 'sk_test_sandbox', await sandbox.listen(0));
});
afterAll(() => sandbox.close());

it('when orders, removals, payments, expiries, late payments, shipments, refunds, returns, restocks and stocktakes by lot and recalls interleave at random, then no unit is lost or made up, the units by lot add up, a crossing of the reorder point sends one message unless one was sent and no admin’s count has re-armed it since, and the sales rollups equal a scan of the orders', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 0, max: 40 }),
      fc.integer({ min: 0, max: 20 }),
      fc.commands(commands, { maxCommands: 15, size: 'max' }),
      async (minOrder, initialStock, laterStock, steps) => {
        const real = await newPart(minOrder);
        const model: Model = {
          minOrder,
          available: 0,
          stockedTotal: 0,
          writtenOff: 0,
          lots: [],
          short: 0,
          orders: [],
          alerts: 0,
          alertArmed: true,
          counted: false,
        };
        // The stock starts in two lots, so that parcels often take units of both.
        await restock(model, real, initialStock, 0);
        await restock(model, real, initialStock + laterStock, 1);
        await fc.asyncModelRun(() => ({ model, real }), steps);
        // The reports' rollups of the run's part (its orders are the run's) equal its orders'.
        await expectPartRollupsEqualScan(db, real.partId);
      },
    ),
    // Card payments and refunds make a step take up to a tenth of a second. Most generated
    // steps do not apply (no order yet, or one in another state), so the runs are generated
    // at full size: 100 runs of up to 15 steps take about twenty seconds here, with a dozen
    // or so returns received.
    { numRuns: 100 },
  );
  // Every run's orders, status by status and payment by refund, in the rollups of every day.
  await expectRollupsEqualScan(db);
}, 180_000);

const usAddress = {
  name: 'Ledger Rider',
  line1: '1 Ledger Road',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  country: 'US' as const,
};

it('when waves of orders of up to 5 lines race for the same 5 parts, then no part is oversold, each order is held whole or not at all, and every ledger adds up', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 5, maxLength: 5 }),
      fc.array(
        fc.uniqueArray(
          fc.record({
            part: fc.integer({ min: 0, max: 4 }),
            quantity: fc.integer({ min: 1, max: 4 }),
          }),
          { minLength: 1, maxLength: 5, selector: (line) => line.part },
        ),
        { minLength: 2, maxLength: 10 },
      ),
      async (stocks, wave) => {
        const partIds = await Promise.all(
          stocks.map(async (stock) => {
            const { partId } = await newPart(1);
            await updatePart(db, admin, partId, restockBody(stock, 0));
            return partId;
          }),
        );
        const run = runs;
        const partOf = (index: number) => partIds[index] ?? '';
        // Each order its own buyer's: only the stock decides who gets what.
        const placed = await Promise.allSettled(
          wave.map((lines, index) =>
            placeOrder(
              db,
              { uid: `wave-${run}-${index}`, email: `wave-${run}-${index}@example.com` },
              {
                lines: lines.map(({ part, quantity }) => ({ partId: partOf(part), quantity })),
                shippingAddress: usAddress,
                shippingMethod: 'us-ground',
                phone: '5550100',
              },
              placing,
            ),
          ),
        );

        const sold = stocks.map(() => 0);
        const ordersHolding = stocks.map(() => 0);
        for (const [index, outcome] of placed.entries()) {
          const lines = wave[index] ?? [];
          if (outcome.status === 'rejected') {
            // Short of stock, and nothing of it held: no order of that buyer exists.
            expect((outcome.reason as HttpError).status).toBe(409);
            const theirs = await db
              .collection('orders')
              .where('uid', '==', `wave-${run}-${index}`)
              .get();
            expect(theirs.empty).toBe(true);
            continue;
          }
          expect(outcome.value.lines.map(({ partId, quantity }) => ({ partId, quantity }))).toEqual(
            lines.map(({ part, quantity }) => ({ partId: partOf(part), quantity })),
          );
          for (const { part, quantity } of lines) {
            sold[part] = (sold[part] ?? 0) + quantity;
            ordersHolding[part] = (ordersHolding[part] ?? 0) + 1;
          }
        }
        for (const [part, stock] of stocks.entries()) {
          const history = await stockHistory(db, partOf(part), { limit: 100 });
          expect(history.availableQuantity).toBe(stock - (sold[part] ?? 0));
          expect(history.availableQuantity).toBeGreaterThanOrEqual(0);
          expect(history.reconciled).toBe(true);
          const orderMovements = history.movements.filter(({ reason }) => reason === 'order');
          expect(orderMovements).toHaveLength(ordersHolding[part] ?? 0);
        }
      },
    ),
    // Up to 10 orders of up to 5 lines at once: 25 waves is about half a minute here.
    { numRuns: 25 },
  );
  await expectRollupsEqualScan(db);
}, 180_000);
