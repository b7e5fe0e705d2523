import type {
  ApiErrorBody,
  Order,
  OrderEvent,
  ReturnSettings,
  WrongFitReturns,
} from '@moto-parts/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { databaseState } from '../support/database-state.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import {
  cards,
  payForOrder,
  postWebhook,
  signedEvent,
  stripe,
  stripeFails,
  stripeRecovers,
  webhooksAppliedFor,
} from '../support/stripe-sandbox.ts';

// Returns and partial refunds (docs/decisions/0034-returns-and-partial-refunds.md): a buyer
// asks to return units of a delivered order within its window, an admin approves or refuses,
// and a received return is restocked or written off and refunded in part through Stripe,
// never beyond what was paid. The window is shortened by moving an order's `deliveredAt` into
// the past, as the clock would.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let stranger: Session;
let admin: Session;

const discs = 'drilled-brake-disc';
const plugs = 'iridium-spark-plug';
const dayMs = 24 * 60 * 60 * 1000;
const mt07 = { make: 'Yamaha', model: 'MT-07', year: 2018 };

const home = sanFrancisco;

/** Every payment a test made: its webhooks must land before the next test's reset. */
let payments: string[] = [];

const cents = (dollars: number) => Math.round(dollars * 100);
const lineOf = (order: Order, partId: string) => {
  const line = order.lines.find((candidate) => candidate.partId === partId);
  if (!line) throw new Error(`No line of ${partId}`);
  return line;
};

/**
 * An order of 4 discs and 20 plugs (their minimums) shipped by express ($29.95, so that there
 * is shipping to refund), paid with `card`, shipped in one parcel and delivered.
 */
async function deliveredOrder({
  session = rider,
  card = cards.succeeds,
  lines = [
    { partId: discs, quantity: 4 },
    { partId: plugs, quantity: 20 },
  ],
} = {}) {
  const placed = await callApi('POST', '/order', {
    token: session.accessToken,
    body: { lines, shippingAddress: home, shippingMethod: 'us-express', phone: '+1 415 555 0100' },
  });
  expect(placed.status).toBe(201);
  const { _id: id } = placed.body as Order;
  const intentId = await payForOrder(id, session.accessToken, card);
  payments.push(intentId);
  const shipped = await callApi('PATCH', `/order/${id}/status`, {
    token: admin.accessToken,
    body: { status: 'shipped' },
  });
  expect(shipped.status).toBe(200);
  const delivered = await callApi('POST', `/order/${id}/shipments/1/delivery`, {
    token: session.accessToken,
  });
  expect(delivered.body).toMatchObject({ status: 'delivered' });
  return { order: delivered.body as Order, intentId };
}

const askReturn = (order: Order, body: object, session: Session = rider) =>
  callApi('POST', `/order/${order._id}/returns`, { token: session.accessToken, body });

const decide = (order: Order, returnId: string, body: object, session: Session = admin) =>
  callApi('PATCH', `/order/${order._id}/returns/${returnId}`, { token: session.accessToken, body });

const receive = (order: Order, returnId: string, body: object, session: Session = admin) =>
  callApi('POST', `/order/${order._id}/returns/${returnId}/receipt`, {
    token: session.accessToken,
    body,
  });

/** A return asked for and approved: its id. */
async function approvedReturn(order: Order, body: object) {
  const asked = await askReturn(order, body);
  expect(asked.status).toBe(201);
  const returnId = (asked.body as Order).returns.at(-1)?.id ?? '';
  expect((await decide(order, returnId, { decision: 'approve' })).status).toBe(200);
  return returnId;
}

const damaged = (partId: string, quantity: number) => ({ partId, quantity, reason: 'damaged' });

const deliveredDaysAgo = (order: Order, days: number) =>
  db
    .collection('orders')
    .doc(order._id)
    .update({ deliveredAt: Timestamp.fromMillis(Date.now() - days * dayMs) });

const storedOrder = async (id: string) => (await db.collection('orders').doc(id).get()).data();
const mailDoc = async (id: string) => (await db.collection('mail').doc(id).get()).data();
const stockOf = async (partId: string) =>
  (await db.collection('parts').doc(partId).get()).get('availableQuantity') as number;

/** What the sandbox holds of a payment: its refunds, newest first, and the charge's refunded total. */
async function atStripe(intentId: string) {
  const intent = await stripe.paymentIntents.retrieve(intentId);
  const charge = await stripe.charges.retrieve(intent.latest_charge as string);
  const { data } = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
  return { refunds: data, amountRefunded: charge.amount_refunded };
}

const historyOf = async (order: Order) => {
  const { body } = await callApi('GET', `/order/${order._id}/history`, {
    token: rider.accessToken,
  });
  return (body as OrderEvent[]).map(({ kind, status, actor, returnId }) => [
    kind,
    status,
    actor,
    returnId ?? null,
  ]);
};

beforeEach(async () => {
  await resetToSeed();
  payments = [];
  rider = await signInToApi('return-rider@example.com', { verified: true });
  stranger = await signInToApi('return-stranger@example.com');
  admin = await signInToApi('return-admin@example.com', { admin: true });
});

afterEach(async () => {
  await stripeRecovers();
  for (const intentId of payments) await webhooksAppliedFor(intentId);
});

describe('POST /order/{id}/returns', () => {
  it('when the buyer asks to return units of a delivered line within the window, then the return is requested, the admins hear of it, and the history says so', async () => {
    const { order } = await deliveredOrder();

    const { status, body } = await askReturn(order, damaged(discs, 2));

    expect(status).toBe(201);
    const asked = body as Order;
    expect(asked).toMatchObject({
      status: 'delivered',
      returns: [
        {
          id: '1',
          partId: discs,
          name: 'Drilled Brake Disc',
          quantity: 2,
          reason: 'damaged',
          note: null,
          bike: null,
          status: 'requested',
          adminNote: null,
          condition: null,
          refundId: null,
          refund: null,
          refundsShipping: false,
          decidedAt: null,
          receivedAt: null,
        },
      ],
      refunds: [],
      refunded: 0,
    });
    expect(Date.parse(asked.returnableUntil ?? '')).toBe(
      Date.parse(asked.deliveredAt ?? '') + 30 * dayMs,
    );
    expect((await mailDoc(`${order._id}-return-requested-1`))?.message.subject).toBe(
      `moto-parts: Return asked, order #${order.orderNumber}: 2 × Drilled Brake Disc (Arrived damaged)`,
    );
    expect((await historyOf(order)).at(-1)).toEqual([
      'return-requested',
      'delivered',
      'buyer',
      '1',
    ]);
  });

  it('when the window is still open one day before it closes, then a return is taken; once it closed, 409 says when, and nothing changes', async () => {
    const { order } = await deliveredOrder();
    await deliveredDaysAgo(order, 29);
    expect((await askReturn(order, damaged(discs, 1))).status).toBe(201);
    await deliveredDaysAgo(order, 31);
    const deliveredAt = (await storedOrder(order._id))?.deliveredAt as Timestamp;
    const closedOn = new Date(deliveredAt.toMillis() + 30 * dayMs).toLocaleDateString('en-GB', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const before = await databaseState();

    const { status, body } = await askReturn(order, damaged(discs, 1));

    expect(status).toBe(409);
    expect((body as ApiErrorBody).error.message).toBe(`The return window closed on ${closedOn}`);
    expect(await databaseState()).toEqual(before);
  });

  it('when a buyer asks for more units than were delivered, or than are left out of returns, then 409; refused units may be asked for again', async () => {
    const { order } = await deliveredOrder();
    const tooMany = await askReturn(order, damaged(discs, 5));
    await askReturn(order, damaged(discs, 3));
    const before = await databaseState();

    const beyondReturns = await askReturn(order, damaged(discs, 2));
    const notInOrder = await askReturn(order, damaged('sintered-brake-pads', 1));

    expect(tooMany).toMatchObject({
      status: 409,
      body: { error: { message: 'Only 4 of Drilled Brake Disc can be returned' } },
    });
    expect(beyondReturns).toMatchObject({
      status: 409,
      body: { error: { message: 'Only 1 of Drilled Brake Disc can be returned' } },
    });
    expect(notInOrder).toMatchObject({
      status: 400,
      body: { error: { fields: { partId: 'No part sintered-brake-pads in this order' } } },
    });
    expect(await databaseState()).toEqual(before);
    await decide(order, '1', { decision: 'refuse', note: 'Not from our shop' });
    expect((await askReturn(order, damaged(discs, 4))).status).toBe(201);
  });

  it.each([
    ['damaged', { reason: 'damaged' }, { note: null, bike: null }],
    ['not-needed', { reason: 'not-needed', note: ' Sold the bike ' }, { note: 'Sold the bike' }],
    ['other', { reason: 'other', note: 'Ordered twice' }, { note: 'Ordered twice', bike: null }],
    ['wrong-fit', { reason: 'wrong-fit', bike: mt07 }, { note: null, bike: mt07 }],
  ])('when the reason is %s, then the return records it as given', async (reason, given, kept) => {
    const { order } = await deliveredOrder();

    const { status, body } = await askReturn(order, { partId: plugs, quantity: 5, ...given });

    expect(status).toBe(201);
    expect((body as Order).returns[0]).toMatchObject({ reason, ...kept });
  });

  it.each([
    ['`other` without a note', { reason: 'other' }, { note: 'Say why you return it' }],
    [
      '`other` with a blank note',
      { reason: 'other', note: '   ' },
      { note: 'Say why you return it' },
    ],
    [
      '`wrong-fit` without the bike',
      { reason: 'wrong-fit' },
      { bike: 'Say which bike it did not fit' },
    ],
    [
      'a bike the shop does not know',
      { reason: 'wrong-fit', bike: { ...mt07, model: 'R1' } },
      { 'bike.model': 'Choose a make and model from the list' },
    ],
    [
      'a year the model was not built',
      { reason: 'wrong-fit', bike: { ...mt07, year: 2010 } },
      { 'bike.year': 'The MT-07 was built from 2014 to 2026' },
    ],
    ['a reason off the list', { reason: 'changed-my-mind' }, { reason: /Reason must be one of/ }],
  ])('when the return gives %s, then 400 says so and nothing changes', async (_, given, fields) => {
    const { order } = await deliveredOrder();
    const before = await databaseState();

    const { status, body } = await askReturn(order, { partId: plugs, quantity: 5, ...given });

    expect(status).toBe(400);
    expect((body as ApiErrorBody).error.fields).toMatchObject(fields);
    expect(await databaseState()).toEqual(before);
  });

  it('when the order is not delivered yet, then 409', async () => {
    const placed = await callApi('POST', '/order', {
      token: rider.accessToken,
      body: { partId: discs, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' },
    });
    const order = placed.body as Order;
    payments.push(await payForOrder(order._id, rider.accessToken));

    const { status, body } = await askReturn(order, damaged(discs, 1));

    expect(status).toBe(409);
    expect((body as ApiErrorBody).error.message).toBe(
      'Only a delivered order can be returned: this one is paid',
    );
  });
});

describe('who may call what', () => {
  it('when another buyer or an admin asks to return a buyer’s units, then 404 as for an order that does not exist; a customer on the admins’ calls is 403; nobody is 401', async () => {
    const { order } = await deliveredOrder();
    await askReturn(order, damaged(discs, 1));
    const before = await databaseState();

    const byOthers = await Promise.all([
      askReturn(order, damaged(discs, 1), stranger),
      askReturn(order, damaged(discs, 1), admin),
      askReturn({ ...order, _id: 'NoSuchOrder000000001' }, damaged(discs, 1), stranger),
    ]);
    const byCustomer = await Promise.all([
      decide(order, '1', { decision: 'approve' }, rider),
      receive(order, '1', { condition: 'restock' }, rider),
      callApi('GET', '/returns', { token: rider.accessToken }),
      callApi('GET', '/returns/fitment', { token: rider.accessToken }),
      callApi('PUT', '/return-settings', { token: rider.accessToken, body: { windowDays: 5 } }),
    ]);
    const byNobody = await Promise.all([
      callApi('POST', `/order/${order._id}/returns`, { body: damaged(discs, 1) }),
      callApi('PATCH', `/order/${order._id}/returns/1`, { body: { decision: 'approve' } }),
      callApi('POST', `/order/${order._id}/returns/1/receipt`, { body: { condition: 'scrap' } }),
      callApi('GET', '/returns'),
      callApi('GET', '/returns/fitment'),
      callApi('GET', '/return-settings'),
      callApi('PUT', '/return-settings', { body: { windowDays: 5 } }),
    ]);

    expect(byOthers.map(({ status }) => status)).toEqual([404, 404, 404]);
    expect(byOthers[0]?.body).toEqual(byOthers[2]?.body);
    expect(byCustomer.map(({ status }) => status)).toEqual([403, 403, 403, 403, 403]);
    expect(byNobody.map(({ status }) => status)).toEqual([401, 401, 401, 401, 401, 401, 401]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('PATCH /order/{id}/returns/{returnId}: decisions', () => {
  it('when an admin approves a return, then the buyer is told what to send and where, and the admins that it is to receive', async () => {
    const { order } = await deliveredOrder();
    await askReturn(order, damaged(discs, 2));

    const { status, body } = await decide(order, '1', {
      decision: 'approve',
      note: 'Keep the discs in their box',
    });

    expect(status).toBe(200);
    expect((body as Order).returns[0]).toMatchObject({
      status: 'approved',
      adminNote: 'Keep the discs in their box',
      decidedAt: expect.any(String),
    });
    const toBuyer = await mailDoc(`${order._id}-return-approved-1`);
    expect(toBuyer?.toUids).toEqual([rider.uid]);
    expect(toBuyer?.message.text).toContain('Please send them back to:');
    expect(toBuyer?.message.text).toContain(
      `Write "Return #${order.orderNumber}/1" on the parcel.`,
    );
    expect(toBuyer?.message.text).toContain('From the shop: Keep the discs in their box');
    expect((await mailDoc(`${order._id}-return-to-receive-1`))?.toUids).toContain(admin.uid);
    expect((await historyOf(order)).at(-1)).toEqual(['return-approved', 'delivered', 'admin', '1']);
  });

  it('when an admin refuses a return, then a note is needed, and the buyer reads it', async () => {
    const { order } = await deliveredOrder();
    await askReturn(order, damaged(discs, 2));

    const unsaid = await decide(order, '1', { decision: 'refuse' });
    const { status, body } = await decide(order, '1', {
      decision: 'refuse',
      note: 'The discs were fitted and are worn',
    });

    expect(unsaid).toMatchObject({
      status: 400,
      body: { error: { fields: { note: 'Say why the return is refused' } } },
    });
    expect(status).toBe(200);
    expect((body as Order).returns[0]).toMatchObject({ status: 'refused' });
    expect((await mailDoc(`${order._id}-return-refused-1`))?.message.text).toContain(
      'From the shop: The discs were fitted and are worn',
    );
  });

  it('when a return is decided twice, received before it is approved or after it was refused, or does not exist, then 409 or 404 and nothing changes', async () => {
    const { order } = await deliveredOrder();
    await approvedReturn(order, damaged(discs, 1));
    await askReturn(order, damaged(discs, 1));
    await askReturn(order, damaged(plugs, 1));
    await decide(order, '3', { decision: 'refuse', note: 'No' });
    const before = await databaseState();

    const answers = await Promise.all([
      decide(order, '1', { decision: 'refuse', note: 'Changed my mind' }),
      receive(order, '2', { condition: 'restock' }),
      receive(order, '3', { condition: 'restock' }),
      decide(order, '3', { decision: 'approve' }),
      decide(order, '9', { decision: 'approve' }),
      receive(order, '9', { condition: 'scrap' }),
    ]);

    expect(
      answers.map(({ status, body }) => [status, (body as ApiErrorBody).error.message]),
    ).toEqual([
      [409, 'This return is already approved'],
      [409, 'This return is not approved yet'],
      [409, 'This return is already refused'],
      [409, 'This return is already refused'],
      [404, 'No such return'],
      [404, 'No such return'],
    ]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /order/{id}/returns/{returnId}/receipt: restock or scrap, and the refund', () => {
  it('when a return is restocked and another scrapped, then the ledger adds the first back to stock and keeps the second as written off, and each is refunded at its line’s price', async () => {
    const { order, intentId } = await deliveredOrder();
    const discStock = await stockOf(discs);
    const plugStock = await stockOf(plugs);
    await approvedReturn(order, damaged(discs, 2));
    await approvedReturn(order, damaged(plugs, 20));

    const restocked = await receive(order, '1', { condition: 'restock' });
    const scrapped = await receive(order, '2', { condition: 'scrap' });

    expect(restocked.status).toBe(200);
    const discRefund = 2 * cents(lineOf(order, discs).unitPrice);
    const plugRefund = 20 * cents(lineOf(order, plugs).unitPrice);
    expect(restocked.body).toMatchObject({
      status: 'partially-returned',
      returns: [{ status: 'received', condition: 'restock', refund: discRefund / 100 }, {}],
    });
    expect(scrapped.body).toMatchObject({
      status: 'partially-returned',
      returns: [{}, { status: 'received', condition: 'scrap', refund: plugRefund / 100 }],
      refunded: (discRefund + plugRefund) / 100,
    });
    expect(await stockOf(discs)).toBe(discStock + 2);
    expect(await stockOf(plugs)).toBe(plugStock);
    const discLedger = await stockHistory(db, discs, { limit: 500 });
    const plugLedger = await stockHistory(db, plugs, { limit: 500 });
    expect(discLedger.reconciled && plugLedger.reconciled).toBe(true);
    expect(
      discLedger.movements.filter(({ orderId }) => orderId === order._id).at(-1),
    ).toMatchObject({
      reason: 'return-restocked',
      delta: 2,
      writtenOff: 0,
      availableAfter: discStock + 2,
    });
    expect(
      plugLedger.movements.filter(({ orderId }) => orderId === order._id).at(-1),
    ).toMatchObject({
      reason: 'return-scrapped',
      delta: 0,
      writtenOff: 20,
      availableAfter: plugStock,
    });
    const stripeSide = await atStripe(intentId);
    expect(stripeSide.refunds.map(({ amount, metadata }) => [amount, metadata])).toEqual([
      [plugRefund, { orderId: order._id, returnId: '2' }],
      [discRefund, { orderId: order._id, returnId: '1' }],
    ]);
    expect(stripeSide.amountRefunded).toBe(discRefund + plugRefund);
    expect((await mailDoc(`${order._id}-return-refunded-1`))?.message.subject).toBe(
      `moto-parts: Refund for order #${order.orderNumber}: $${(discRefund / 100).toFixed(2)} for your return of 2 × Drilled Brake Disc`,
    );
  });

  it('when the last units come back, then that refund takes the shipping, the refunds add up to exactly what was paid, and the order is returned', async () => {
    const { order, intentId } = await deliveredOrder();
    await approvedReturn(order, damaged(discs, 2));
    await approvedReturn(order, { partId: discs, quantity: 2, reason: 'wrong-fit', bike: mt07 });
    await approvedReturn(order, { partId: plugs, quantity: 20, reason: 'not-needed' });

    const answers = [];
    for (const returnId of ['1', '2', '3']) {
      answers.push(await receive(order, returnId, { condition: 'restock' }));
    }

    const returned = answers.at(-1)?.body as Order;
    expect(answers.map(({ body }) => (body as Order).status)).toEqual([
      'partially-returned',
      'partially-returned',
      'returned',
    ]);
    expect(returned.returns.map(({ refundsShipping }) => refundsShipping)).toEqual([
      false,
      false,
      true,
    ]);
    expect(returned.returns[2]?.refund).toBe(
      (20 * cents(lineOf(order, plugs).unitPrice) + cents(order.shipping)) / 100,
    );
    expect(cents(returned.refunded)).toBe(cents(order.totalPrice));
    expect(returned.refunds.map(({ returnId, status }) => [returnId, status])).toEqual([
      ['1', 'succeeded'],
      ['2', 'succeeded'],
      ['3', 'succeeded'],
    ]);
    const stripeSide = await atStripe(intentId);
    expect(stripeSide.refunds).toHaveLength(3);
    expect(stripeSide.amountRefunded).toBe(cents(order.totalPrice));
    expect((await historyOf(order)).slice(-2)).toEqual([
      ['return-received', 'returned', 'admin', '3'],
      ['refunded', 'returned', 'admin', '3'],
    ]);
    const again = await askReturn(order, damaged(discs, 1));
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: 'Only a delivered order can be returned: this one is returned' } },
    });
  });

  it('when an admin chooses to refund the shipping with one return, then it is refunded with it, and not again when the rest comes back', async () => {
    const { order, intentId } = await deliveredOrder();
    await approvedReturn(order, damaged(plugs, 20));
    await approvedReturn(order, damaged(discs, 4));

    const first = await receive(order, '1', { condition: 'restock', refundShipping: true });
    const last = await receive(order, '2', { condition: 'restock', refundShipping: true });

    const shipping = cents(order.shipping);
    expect(shipping).toBeGreaterThan(0);
    expect((first.body as Order).returns[0]).toMatchObject({
      refundsShipping: true,
      refund: (20 * cents(lineOf(order, plugs).unitPrice) + shipping) / 100,
    });
    expect((last.body as Order).returns[1]).toMatchObject({
      refundsShipping: false,
      refund: (4 * cents(lineOf(order, discs).unitPrice)) / 100,
    });
    expect((await atStripe(intentId)).amountRefunded).toBe(cents(order.totalPrice));
  });

  it('when a return is not the last and shipping is not asked for, then its refund is its units alone', async () => {
    const { order, intentId } = await deliveredOrder();
    await approvedReturn(order, damaged(discs, 4));

    const { body } = await receive(order, '1', { condition: 'scrap' });

    expect((body as Order).returns[0]).toMatchObject({ refundsShipping: false });
    expect((await atStripe(intentId)).amountRefunded).toBe(
      4 * cents(lineOf(order, discs).unitPrice),
    );
  });

  it('when a refund would be more than is left of the payment, then 409 before Stripe is asked, and nothing is received', async () => {
    const { order, intentId } = await deliveredOrder();
    await approvedReturn(order, damaged(discs, 2));
    // As if most of the payment had gone back already.
    await db
      .collection('orders')
      .doc(order._id)
      .update({ refundedCents: cents(order.totalPrice) - 100 });
    const stock = await stockOf(discs);

    const { status, body } = await receive(order, '1', { condition: 'restock' });

    expect(status).toBe(409);
    expect((body as ApiErrorBody).error.message).toBe(
      `A refund of $${(2 * lineOf(order, discs).unitPrice).toFixed(2)} is more than is left of the payment ($1.00)`,
    );
    expect(await atStripe(intentId)).toEqual({ refunds: [], amountRefunded: 0 });
    expect(await stockOf(discs)).toBe(stock);
    expect((await storedOrder(order._id))?.returns[0]).toMatchObject({
      status: 'approved',
      refundCents: null,
    });
  });

  it('when two admins receive the same return at once, then one refund is made, the units come back once, and the second admin gets 409', async () => {
    const { order, intentId } = await deliveredOrder();
    const other = await signInToApi('return-admin-2@example.com', { admin: true });
    await approvedReturn(order, damaged(discs, 2));
    const stock = await stockOf(discs);

    const answers = await Promise.all([
      receive(order, '1', { condition: 'restock' }),
      receive(order, '1', { condition: 'restock' }, other),
    ]);

    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const refused = answers.find(({ status }) => status === 409);
    expect((refused?.body as ApiErrorBody).error.message).toBe('This return is already received');
    const stripeSide = await atStripe(intentId);
    expect(stripeSide.refunds).toHaveLength(1);
    expect(stripeSide.amountRefunded).toBe(2 * cents(lineOf(order, discs).unitPrice));
    expect(await stockOf(discs)).toBe(stock + 2);
    expect((await storedOrder(order._id))?.refunds).toHaveLength(1);
  });

  it('when Stripe cannot be reached, then 503 and the return is still to receive; the next try makes the one refund', async () => {
    const { order, intentId } = await deliveredOrder();
    await approvedReturn(order, damaged(discs, 1));
    const stock = await stockOf(discs);
    await stripeFails('unreachable', 3);

    const unreachable = await receive(order, '1', { condition: 'restock' });
    await stripeRecovers();
    const retried = await receive(order, '1', { condition: 'restock' });

    expect(unreachable.status).toBe(503);
    expect(retried.status).toBe(200);
    expect(await stockOf(discs)).toBe(stock + 1);
    expect((await atStripe(intentId)).refunds).toHaveLength(1);
  });

  it('when a return’s refund fails at Stripe after it was made, then the webhook shows that refund failed, the shop hears of it, and a late event changes nothing', async () => {
    const { order, intentId } = await deliveredOrder({ card: cards.refundFails });
    await approvedReturn(order, damaged(discs, 2));

    const { body } = await receive(order, '1', { condition: 'restock' });
    const received = body as Order;

    expect(received.refunds).toMatchObject([{ returnId: '1', status: 'succeeded' }]);
    await expect
      .poll(async () => (await storedOrder(order._id))?.refunds?.[0]?.status, { timeout: 15_000 })
      .toBe('failed');
    await webhooksAppliedFor(intentId);
    const { body: after } = await callApi('GET', `/order/${order._id}`, {
      token: rider.accessToken,
    });
    expect(after).toMatchObject({
      status: 'partially-returned',
      refunds: [{ returnId: '1', status: 'failed', failureReason: 'expired_or_canceled_card' }],
      refunded: 0,
      refundId: null,
    });
    expect((await mailDoc(`${order._id}-refund-failed-1`))?.message.text).toContain(
      'for the return of 2 × Drilled Brake Disc (expired_or_canceled_card)',
    );
    // An older copy of the refund, arriving late: the order keeps Stripe's latest word.
    const refundId = received.refunds[0]?.id ?? '';
    const stale = { ...(await stripe.refunds.retrieve(refundId)), status: 'succeeded' };
    expect((await postWebhook(signedEvent('refund.updated', stale))).status).toBe(200);
    expect((await storedOrder(order._id))?.refunds?.[0]).toMatchObject({ status: 'failed' });
  });
});

describe('GET /returns and GET /returns/fitment', () => {
  it('when returns wait for the shop, then admins list their orders newest first, paged, and each status on its own', async () => {
    const { order: first } = await deliveredOrder();
    const { order: second } = await deliveredOrder();
    const { order: third } = await deliveredOrder();
    await askReturn(first, damaged(discs, 1));
    await approvedReturn(second, damaged(discs, 1));
    await askReturn(third, damaged(discs, 1));
    await decide(third, '1', { decision: 'refuse', note: 'Too late' });

    const waiting = await callApi('GET', '/returns?limit=1', { token: admin.accessToken });
    const next = await callApi('GET', `/returns?limit=1&after=${second._id}`, {
      token: admin.accessToken,
    });
    const refused = await callApi('GET', '/returns?status=refused', { token: admin.accessToken });
    const unknown = await callApi('GET', '/returns?status=lost', { token: admin.accessToken });
    const { body: unpaid } = await callApi('POST', '/order', {
      token: rider.accessToken,
      body: { partId: discs, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' },
    });
    const afterNoReturn = await callApi('GET', `/returns?after=${(unpaid as Order)._id}`, {
      token: admin.accessToken,
    });

    expect((waiting.body as Order[]).map(({ _id }) => _id)).toEqual([second._id]);
    expect(waiting.headers.get('x-total-count')).toBe('2');
    expect((next.body as Order[]).map(({ _id }) => _id)).toEqual([first._id]);
    expect((refused.body as Order[]).map(({ _id }) => _id)).toEqual([third._id]);
    expect(unknown.status).toBe(400);
    expect(afterNoReturn).toMatchObject({
      status: 400,
      body: { error: { fields: { after: 'No such order' } } },
    });
  });

  it('when parts come back as the wrong fit, then the report counts them per part and bike, most first, leaving out refused ones', async () => {
    const cb500x = { make: 'Honda', model: 'CB500X', year: 2016 };
    const { order: first } = await deliveredOrder();
    const { order: second } = await deliveredOrder();
    const wrongFit = (partId: string, quantity: number, bike: object) => ({
      partId,
      quantity,
      reason: 'wrong-fit',
      bike,
    });
    await askReturn(first, wrongFit(discs, 2, mt07));
    await askReturn(second, wrongFit(discs, 1, mt07));
    await askReturn(second, wrongFit(plugs, 20, cb500x));
    await askReturn(first, wrongFit(plugs, 5, mt07));
    await decide(first, '2', { decision: 'refuse', note: 'They fit' });
    await askReturn(first, damaged(discs, 1));

    const { status, body } = await callApi('GET', '/returns/fitment', {
      token: admin.accessToken,
    });

    expect(status).toBe(200);
    expect(body).toEqual<WrongFitReturns[]>([
      { partId: discs, name: 'Drilled Brake Disc', ...mt07, returns: 2, units: 3 },
      { partId: plugs, name: 'Iridium Spark Plug', ...cb500x, returns: 1, units: 20 },
    ]);
  });
});

describe('GET and PUT /return-settings', () => {
  it('when no admin set the window, then it is 30 days; when one sets it, then every signed-in caller reads it and orders delivered after keep it', async () => {
    const unset = await callApi('GET', '/return-settings', { token: rider.accessToken });
    const set = await callApi('PUT', '/return-settings', {
      token: admin.accessToken,
      body: { windowDays: 10 },
    });
    const read = await callApi('GET', '/return-settings', { token: stranger.accessToken });
    const { order } = await deliveredOrder();
    await callApi('PUT', '/return-settings', { token: admin.accessToken, body: { windowDays: 0 } });

    expect(unset.body).toEqual<ReturnSettings>({ windowDays: 30 });
    expect(set.body).toEqual<ReturnSettings>({ windowDays: 10 });
    expect(read.body).toEqual<ReturnSettings>({ windowDays: 10 });
    expect(Date.parse(order.returnableUntil ?? '')).toBe(
      Date.parse(order.deliveredAt ?? '') + 10 * dayMs,
    );
    // Set later, a shorter window does not cut short the one this order was delivered with.
    expect((await askReturn(order, damaged(discs, 1))).status).toBe(201);
  });

  it('when the window is set to 0, then orders delivered after take no returns', async () => {
    await callApi('PUT', '/return-settings', { token: admin.accessToken, body: { windowDays: 0 } });
    const { order } = await deliveredOrder();

    const { status, body } = await askReturn(order, damaged(discs, 1));

    expect(order.returnableUntil).toBe(order.deliveredAt);
    expect(status).toBe(409);
    expect((body as ApiErrorBody).error.message).toMatch(/^The return window closed on /);
  });

  it.each([[-1], [366], [1.5], ['30'], [null]])(
    'when an admin sets the window to %j, then 400 and nothing changes',
    async (windowDays) => {
      const before = await databaseState();

      const { status } = await callApi('PUT', '/return-settings', {
        token: admin.accessToken,
        body: { windowDays },
      });

      expect(status).toBe(400);
      expect(await databaseState()).toEqual(before);
    },
  );
});
