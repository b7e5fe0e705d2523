import fc from 'fast-check';
import { quantityProblem } from '@moto-parts/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, expect, it } from 'vitest';
import { HttpError } from '../../functions/src/lib/http-error.ts';
import { changeOrderStatus } from '../../functions/src/services/orders-admin.ts';
import { placeOrder, removeMyOrder } from '../../functions/src/services/orders.ts';
import { updatePart } from '../../functions/src/services/parts-admin.ts';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { resetEmulators } from '../support/emulators.ts';

// Random sequences of orders, removals, payments, shipments, cancellations and restocks,
// run through the API's services against the Firestore emulator and checked against a
// model after every step. The invariant: stock plus what live orders hold changes only by
// restocks, and the part's stock movements always add up to its stock.

const { db } = emulatorAdmin();
const admin = { uid: 'ledger-admin', email: 'admin@example.com' };
const buyers = [
  { uid: 'ledger-a', email: 'a@example.com' },
  { uid: 'ledger-b', email: 'b@example.com' },
] as const;

type Buyer = (typeof buyers)[number];

interface ModelOrder {
  id: string;
  buyer: Buyer;
  quantity: number;
  status: 'pending' | 'paid' | 'shipped' | 'cancelled';
}

interface Model {
  minOrder: number;
  available: number;
  /** Stock at the start plus every restock's difference. */
  stockedTotal: number;
  orders: ModelOrder[];
}

interface Real {
  partId: string;
}

const held = (model: Model) =>
  model.orders
    .filter((order) => order.status !== 'cancelled')
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
  const { availableQuantity: available, recorded } = await stockHistory(db, real.partId);
  expect(available).toBe(model.available);
  expect(available).toBeGreaterThanOrEqual(0);
  expect(recorded).toBe(available);
  expect(available + held(model)).toBe(model.stockedTotal);
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
    await run(model, real);
    await checkInvariants(model, real);
  },
  toString: () => label,
});

const placeOrderStep = (buyer: Buyer, quantity: number) =>
  command(`order(${buyer.uid}, ${quantity})`, async (model, real) => {
    const step = placeOrder(db, buyer, {
      partId: real.partId,
      quantity,
      address: '1 Ledger Road',
      phone: '5550100',
    });
    const part = { minOrder: model.minOrder, availableQuantity: model.available };
    if (quantityProblem(quantity, part) !== null) return expectRefusal(step);
    const order = await step;
    model.available -= quantity;
    model.orders.push({ id: order._id, buyer, quantity, status: 'pending' });
  });

/** The buyer removes their order; only an unpaid, live one can go. */
const removeOrderStep = (index: number) =>
  command(
    `remove(${index})`,
    async (model) => {
      const order = pick(model, index);
      const step = removeMyOrder(db, order.buyer, order.id);
      if (order.status !== 'pending') return expectRefusal(step);
      await step;
      order.status = 'cancelled';
      model.available += order.quantity;
    },
    (model) => model.orders.length > 0,
  );

/** Stands in for a verified payment (the payments issue owns that call). */
const payOrderStep = (index: number) =>
  command(
    `pay(${index})`,
    async (model) => {
      const order = pick(model, index);
      if (order.status !== 'pending') return;
      await db.collection('orders').doc(order.id).update({ status: 'paid', paid: true });
      order.status = 'paid';
    },
    (model) => model.orders.length > 0,
  );

const adminChangeStep = (index: number, status: 'shipped' | 'cancelled') =>
  command(
    `admin(${index}, ${status})`,
    async (model) => {
      const order = pick(model, index);
      const step = changeOrderStatus(db, admin, order.id, status);
      const allowed =
        status === 'shipped'
          ? order.status === 'paid'
          : order.status === 'pending' || order.status === 'paid';
      if (!allowed) return expectRefusal(step);
      await step;
      if (status === 'cancelled') model.available += order.quantity;
      order.status = status;
    },
    (model) => model.orders.length > 0,
  );

const restockStep = (newQuantity: number) =>
  command(`restock(${newQuantity})`, async (model, real) => {
    await updatePart(db, admin, real.partId, { newQuantity });
    model.stockedTotal += newQuantity - model.available;
    model.available = newQuantity;
  });

const commands = [
  fc
    .tuple(fc.constantFrom(...buyers), fc.integer({ min: 0, max: 30 }))
    .map(([buyer, quantity]) => placeOrderStep(buyer, quantity)),
  fc.nat().map(removeOrderStep),
  fc.nat().map(payOrderStep),
  fc
    .tuple(fc.nat(), fc.constantFrom('shipped' as const, 'cancelled' as const))
    .map(([index, status]) => adminChangeStep(index, status)),
  fc.integer({ min: 0, max: 60 }).map(restockStep),
];

let runs = 0;

/** A new part with no stock; the run's first step stocks it like an admin would. */
async function newPart(minOrder: number): Promise<Real> {
  const partId = `ledger-part-${++runs}`;
  const now = Timestamp.now();
  await db.collection('parts').doc(partId).create({
    name: 'Ledger Part',
    image: '/images/parts/drilled-brake-disc.svg',
    description: 'A part for the stock ledger property.',
    priceCents: 1250,
    minOrder,
    availableQuantity: 0,
    searchTerms: [],
    createdAt: now,
    updatedAt: now,
  });
  return { partId };
}

beforeAll(resetEmulators);

it('when orders, removals, payments, shipments, cancellations and restocks interleave at random, then no unit is lost or made up', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 1, max: 5 }),
      fc.integer({ min: 0, max: 40 }),
      fc.commands(commands, { maxCommands: 15 }),
      async (minOrder, initialStock, steps) => {
        const real = await newPart(minOrder);
        await updatePart(db, admin, real.partId, { newQuantity: initialStock });
        const model: Model = {
          minOrder,
          available: initialStock,
          stockedTotal: initialStock,
          orders: [],
        };
        await fc.asyncModelRun(() => ({ model, real }), steps);
      },
    ),
    { numRuns: 100 },
  );
}, 120_000);
