import type {
  ApiErrorBody,
  Order,
  OrderEvent,
  Part,
  Recall,
  RecallReport,
  StockHistory,
} from '@moto-parts/contracts';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { openLots } from '../../scripts/lib/migrate-lots.ts';
import { seedLotCode } from '../../scripts/seed/catalogue.ts';
import { databaseState } from '../support/database-state.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { daysAgo, expectBooksByLot, lotBooks } from '../support/lots.ts';
import { testSku } from '../support/part-numbers.ts';
import { waitForMessages, type MailboxMessage } from '../support/mailbox.ts';
import { payForOrder, webhooksAppliedFor } from '../support/stripe-sandbox.ts';

// Lots and recalls (docs/decisions/0035-lots-and-recalls.md): restocks name their lot, parcels
// take lots first in, first out (or as the admin picks), and a recall of a lot blocks what is
// left of it and reaches exactly the buyers whose parcels held it. After every story the
// part's units by lot add up: Σ lots.onHand + short = availableQuantity + units held unshipped.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let otherRider: Session;
let stranger: Session;
let admin: Session;

const older = { code: 'A-1', madeOn: daysAgo(60) };
const newer = { code: 'B/2', madeOn: daysAgo(10) };
const riderAddress = { address: '12 Chain Lane, Leeds', phone: '01134960000' };

/** Every payment a test made: its webhooks must land before the next test's reset. */
let payments: string[] = [];

const as = (session: Session | undefined, method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: session?.accessToken, body });

/** A new part of 3 units of the older lot, restocked to 10 with 7 of the newer one. */
async function partOfTwoLots() {
  const created = await as(admin, 'POST', '/parts', {
    name: 'Recall Test Pads',
    sku: testSku(),
    image: 'https://example.com/pads.jpg',
    price: 25,
    availableQuantity: 3,
    lot: older,
    minOrder: 1,
    description: 'Brake pads for the recall tests.',
    category: 'brakes',
    fitsAllBikes: true,
    fitment: [],
  });
  expect(created.status).toBe(201);
  const id = (created.body as Part)._id;
  const restocked = await restock(id, { newQuantity: 10, expectedQuantity: 3, lot: newer });
  expect(restocked.status).toBe(200);
  return id;
}

const restock = (partId: string, body: object, session: Session = admin) =>
  as(session, 'PUT', `/parts/${partId}`, body);

const stockOf = async (partId: string) =>
  (await as(admin, 'GET', `/parts/${partId}/stock?limit=500`)).body as StockHistory;

/** A paid order of `quantity` units of `partId`. */
async function paidOrder(partId: string, quantity: number, session: Session = rider) {
  const placed = await as(session, 'POST', '/order', { partId, quantity, ...riderAddress });
  expect(placed.status).toBe(201);
  const order = placed.body as Order;
  payments.push(await payForOrder(order._id, session.accessToken));
  return order;
}

const ship = (order: Order, lines: object[], session: Session = admin) =>
  as(session, 'POST', `/order/${order._id}/shipments`, {
    carrier: 'ups',
    trackingNumber: '1Z5R89390357567127',
    lines,
  });

const recall = (body: object, session: Session = admin) => as(session, 'POST', '/recalls', body);

const orderOf = async (order: Order, session: Session = rider) =>
  (await as(session, 'GET', `/order/${order._id}`)).body as Order;

const mailDoc = async (id: string) => (await db.collection('mail').doc(id).get()).data();

const recallsTo = (session: Session) => (message: MailboxMessage) =>
  message.to.some(({ address }) => address === session.email) &&
  message.subject.includes('Safety recall');

beforeEach(async () => {
  await resetToSeed();
  payments = [];
  const run = randomUUID().slice(0, 8);
  rider = await signInToApi(`lot-rider-${run}@example.com`, { verified: true });
  otherRider = await signInToApi(`lot-other-${run}@example.com`, { verified: true });
  stranger = await signInToApi(`lot-stranger-${run}@example.com`);
  admin = await signInToApi(`lot-admin-${run}@example.com`, { admin: true });
});

afterEach(async () => {
  for (const intentId of payments) await webhooksAppliedFor(intentId);
});

describe('a restock names its lot', () => {
  it('when an admin raises the stock without a lot, then 400 "Name the lot of the new units" and nothing changes', async () => {
    const before = await databaseState();

    const { status, body } = await restock('drilled-brake-disc', {
      newQuantity: 300,
      expectedQuantity: 260,
    });

    expect(status).toBe(400);
    expect((body as ApiErrorBody).error).toMatchObject({
      message: 'Name the lot of the new units',
      fields: { lot: 'Name the lot of the new units' },
    });
    expect(await databaseState()).toEqual(before);
  });

  it('when an admin raises the stock with a lot, then the units go to it, a new code in order of making and a known one added to, each recorded by lot', async () => {
    const partId = await partOfTwoLots();

    const again = await restock(partId, { newQuantity: 12, expectedQuantity: 10, lot: older });

    expect(again.status).toBe(200);
    expect((again.body as Part).availableQuantity).toBe(12);
    const stock = await stockOf(partId);
    expect(stock.lots).toEqual([
      { ...older, onHand: 5, blocked: 0, recallId: null },
      { ...newer, onHand: 7, blocked: 0, recallId: null },
    ]);
    expect(stock.movements.map(({ reason, delta, lots }) => [reason, delta, lots])).toEqual([
      ['stocked', 3, [{ code: older.code, delta: 3, blocked: 0 }]],
      ['restock', 7, [{ code: newer.code, delta: 7, blocked: 0 }]],
      ['restock', 2, [{ code: older.code, delta: 2, blocked: 0 }]],
    ]);
    await expectBooksByLot(db, partId);
  });

  it('when a stocktake lowers the stock, then the newest lot gives the units first', async () => {
    const partId = await partOfTwoLots();

    const { status } = await restock(partId, { newQuantity: 1, expectedQuantity: 10 });

    expect(status).toBe(200);
    const stock = await stockOf(partId);
    expect(stock.lots.map(({ code, onHand }) => [code, onHand])).toEqual([
      [older.code, 1],
      [newer.code, 0],
    ]);
    expect(stock.movements.at(-1)).toMatchObject({
      reason: 'restock',
      delta: -9,
      lots: [
        { code: newer.code, delta: -7, blocked: 0 },
        { code: older.code, delta: -2, blocked: 0 },
      ],
    });
    await expectBooksByLot(db, partId);
  });

  const noLotPart = {
    name: 'No Lot Pads',
    image: 'https://example.com/pads.jpg',
    price: 25,
    availableQuantity: 3,
    minOrder: 1,
    description: 'Pads without a lot.',
    category: 'brakes',
    fitsAllBikes: true,
    fitment: [],
  };
  const raise = { newQuantity: 300, expectedQuantity: 260 };

  it.each([
    ['a new part with stock and no lot', 'POST', noLotPart, 'Name the lot of the new units'],
    [
      'a lot made the day after tomorrow',
      'PUT',
      { ...raise, lot: { code: 'C-3', madeOn: daysAgo(-2) } },
      'Made on cannot be in the future',
    ],
    [
      'a lot code with a space',
      'PUT',
      { ...raise, lot: { code: 'C 3', madeOn: daysAgo(1) } },
      'A lot code is 1 to 40 letters, digits, -, _ or /',
    ],
    [
      'a lot without a new quantity',
      'PUT',
      { price: 12.5, lot: newer },
      'A lot names new units: give the new quantity',
    ],
    [
      'a lot with a count that adds nothing',
      'PUT',
      { newQuantity: 250, expectedQuantity: 260, lot: newer },
      'A lot names new units: this count adds none',
    ],
  ])(
    'when an admin sends %s, then 400 says so and nothing changes',
    async (_, method, body, message) => {
      const before = await databaseState();

      const { status, body: answer } = await as(
        admin,
        method,
        method === 'POST' ? '/parts' : '/parts/drilled-brake-disc',
        body,
      );

      expect(status).toBe(400);
      expect(JSON.stringify((answer as ApiErrorBody).error)).toContain(message);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when a restock names a known code made on another day, then 409 and nothing changes', async () => {
    const before = await databaseState();

    const { status, body } = await restock('drilled-brake-disc', {
      newQuantity: 300,
      expectedQuantity: 260,
      lot: { code: seedLotCode, madeOn: daysAgo(1) },
    });

    expect(status).toBe(409);
    expect((body as ApiErrorBody).error.message).toMatch(
      new RegExp(`^Lot ${seedLotCode} was made on `),
    );
    expect(await databaseState()).toEqual(before);
  });
});

describe('packing takes lots first in, first out', () => {
  it('when a parcel ships more units than the oldest lot holds, then it takes the rest from the next, and the order, the lots and the ledger say so', async () => {
    const partId = await partOfTwoLots();
    const order = await paidOrder(partId, 5);

    const { status, body } = await ship(order, [{ partId, quantity: 5 }]);

    expect(status).toBe(201);
    const lots = [
      { code: older.code, quantity: 3 },
      { code: newer.code, quantity: 2 },
    ];
    expect((body as Order).shipments[0]?.lines).toEqual([
      { partId, name: 'Recall Test Pads', quantity: 5, lots },
    ]);
    expect((await orderOf(order)).shipments[0]?.lines[0]?.lots).toEqual(lots);
    const stock = await stockOf(partId);
    expect(stock.lots.map(({ code, onHand }) => [code, onHand])).toEqual([
      [older.code, 0],
      [newer.code, 5],
    ]);
    expect(stock.movements.at(-1)).toMatchObject({
      reason: 'shipped',
      delta: 0,
      availableAfter: 5,
      orderId: order._id,
      lots: [
        { code: older.code, delta: -3, blocked: 0 },
        { code: newer.code, delta: -2, blocked: 0 },
      ],
    });
    await expectBooksByLot(db, partId);
  });

  it('when the admin picks the lots, then the parcel takes those; the 2022 button takes the oldest', async () => {
    const partId = await partOfTwoLots();
    const picked = await paidOrder(partId, 4);
    const marked = await paidOrder(partId, 2, otherRider);

    const shipped = await ship(picked, [
      { partId, quantity: 4, lots: [{ code: newer.code, quantity: 4 }] },
    ]);
    const button = await as(admin, 'PATCH', `/order/${marked._id}/status`, { status: 'shipped' });

    expect(shipped.status).toBe(201);
    expect((shipped.body as Order).shipments[0]?.lines[0]?.lots).toEqual([
      { code: newer.code, quantity: 4 },
    ]);
    expect(button.status).toBe(200);
    expect((button.body as Order).shipments[0]?.lines[0]?.lots).toEqual([
      { code: older.code, quantity: 2 },
    ]);
    expect((await stockOf(partId)).lots.map(({ onHand }) => onHand)).toEqual([1, 3]);
    await expectBooksByLot(db, partId);
  });

  it.each([
    [
      'more units than the lot holds',
      [{ code: older.code, quantity: 4 }],
      409,
      'Lot A-1 of Recall Test Pads holds only 3',
    ],
    [
      'a lot the part has not',
      [{ code: 'Z-9', quantity: 4 }],
      400,
      'No lot Z-9 of Recall Test Pads',
    ],
    [
      'lots that do not add up to the line',
      [{ code: newer.code, quantity: 3 }],
      400,
      'The lots give 3 units: the line ships 4',
    ],
    [
      'a lot twice',
      [
        { code: newer.code, quantity: 2 },
        { code: newer.code, quantity: 2 },
      ],
      400,
      'Give each lot once',
    ],
  ])(
    'when the admin picks %s, then it is refused and nothing changes',
    async (_, lots, expected, message) => {
      const partId = await partOfTwoLots();
      const order = await paidOrder(partId, 4);
      const before = await databaseState();

      const { status, body } = await ship(order, [{ partId, quantity: 4, lots }]);

      expect(status).toBe(expected);
      expect(JSON.stringify((body as ApiErrorBody).error)).toContain(message);
      expect(await databaseState()).toEqual(before);
    },
  );
});

describe('POST /recalls', () => {
  it('when a lot is recalled, then exactly the buyers whose parcels held it are told, once, on their order, in its history and by email; a buyer of the older lot is not', async () => {
    const partId = await partOfTwoLots();
    const ofOlder = await paidOrder(partId, 3);
    await ship(ofOlder, [{ partId, quantity: 3 }]);
    const ofNewer = await paidOrder(partId, 2, otherRider);
    await ship(ofNewer, [{ partId, quantity: 2 }]);

    const { status, body } = await recall({
      partId,
      lots: [newer.code],
      message: 'The pads of this lot may crack: stop riding on them.',
    });

    expect(status).toBe(201);
    const made = body as Recall;
    expect(made).toMatchObject({
      partId,
      name: 'Recall Test Pads',
      lots: [newer.code],
      message: 'The pads of this lot may crack: stop riding on them.',
      reachedAll: true,
    });
    const told = await orderOf(ofNewer, otherRider);
    expect(told.recalls).toEqual([
      {
        id: made.id,
        partId,
        name: 'Recall Test Pads',
        message: made.message,
        lots: [newer.code],
        units: 2,
        recalledAt: made.createdAt,
        answeredAt: null,
      },
    ]);
    expect((await orderOf(ofOlder)).recalls).toEqual([]);
    const history = (await as(otherRider, 'GET', `/order/${ofNewer._id}/history`))
      .body as OrderEvent[];
    expect(history.at(-1)).toMatchObject({
      kind: 'recalled',
      status: 'shipped',
      actor: 'admin',
      recallId: made.id,
    });
    expect((await mailDoc(`${ofNewer._id}-recalled-${made.id}`))?.message.subject).toBe(
      `moto-parts: Safety recall: Recall Test Pads (order #${ofNewer.orderNumber})`,
    );
    expect(await mailDoc(`${ofOlder._id}-recalled-${made.id}`)).toBeUndefined();
    const [message] = await waitForMessages(recallsTo(otherRider), 1);
    expect(message?.text).toContain('The maker has recalled Recall Test Pads of lot B/2. 2 units');
    expect(message?.text).toContain(
      'From the maker: The pads of this lot may crack: stop riding on them.',
    );
    await waitForMessages(recallsTo(rider), 0);
  });

  it('when a lot is recalled with units still on the shelf, some held by a paid order, then they are blocked with a movement, the stock falls, the order is short until a restock, and a new order for more than is left is 409', async () => {
    const partId = await partOfTwoLots();
    const shipped = await paidOrder(partId, 3);
    await ship(shipped, [{ partId, quantity: 3 }]);
    // 7 of the newer lot are left, 4 of them held by a paid order that has not shipped.
    const waiting = await paidOrder(partId, 4, otherRider);

    const { status, body } = await recall({ partId, lots: [newer.code], message: 'Cracks.' });

    expect(status).toBe(201);
    const stock = await stockOf(partId);
    expect(stock).toMatchObject({ availableQuantity: 0, short: 4 });
    expect(stock.lots.find(({ code }) => code === newer.code)).toEqual({
      ...newer,
      onHand: 0,
      blocked: 7,
      recallId: (body as Recall).id,
    });
    expect(stock.movements.at(-1)).toMatchObject({
      reason: 'recall-blocked',
      delta: -3,
      availableAfter: 0,
      lots: [{ code: newer.code, delta: -7, blocked: 7 }],
    });
    await expectBooksByLot(db, partId);
    const more = await as(rider, 'POST', '/order', { partId, quantity: 1, ...riderAddress });
    expect(more.status).toBe(409);
    const blocked = await ship(waiting, [{ partId, quantity: 4 }]);
    expect(blocked).toMatchObject({
      status: 409,
      body: { error: { message: expect.stringContaining('Only 0 of Recall Test Pads') } },
    });
    const pickedBlocked = await ship(waiting, [
      { partId, quantity: 4, lots: [{ code: newer.code, quantity: 4 }] },
    ]);
    expect(pickedBlocked.status).toBe(409);
    const recalledLot = await restock(partId, {
      newQuantity: 5,
      expectedQuantity: 0,
      lot: newer,
    });
    expect(recalledLot.status).toBe(409);

    // A restock of 6 new units covers the 4 the order is short of first.
    const covered = await restock(partId, {
      newQuantity: 6,
      expectedQuantity: 0,
      lot: { code: 'C-3', madeOn: daysAgo(1) },
    });
    expect((covered.body as Part).availableQuantity).toBe(2);
    expect((await ship(waiting, [{ partId, quantity: 4 }])).status).toBe(201);
    expect(await stockOf(partId)).toMatchObject({ availableQuantity: 2, short: 0 });
    await expectBooksByLot(db, partId);
  });

  it('when the same lot is recalled again, or a lot the part has not, or a part that does not exist, then 409, 400, 404 and nothing changes', async () => {
    const partId = await partOfTwoLots();
    await recall({ partId, lots: [newer.code], message: 'Cracks.' });
    const before = await databaseState();

    const answers = await Promise.all([
      recall({ partId, lots: [newer.code, older.code], message: 'Again.' }),
      recall({ partId, lots: ['Z-9'], message: 'No such lot.' }),
      recall({ partId: 'no-such-part', lots: [older.code], message: 'No such part.' }),
    ]);

    expect(answers.map(({ status }) => status)).toEqual([409, 400, 404]);
    expect((answers[0]?.body as ApiErrorBody).error.message).toBe('Lot B/2 is already recalled');
    expect(await databaseState()).toEqual(before);
  });

  it.each([
    ['no lots', { lots: [], message: 'Cracks.' }, 'Name the lots to recall'],
    ['a lot twice', { lots: ['A-1', 'A-1'], message: 'Cracks.' }, 'Give each lot once'],
    ['no message', { lots: ['A-1'], message: '  ' }, 'Say what is wrong'],
    ['a bad lot code', { lots: ['A 1'], message: 'Cracks.' }, 'A lot code is 1 to 40'],
    [
      'more than 30 lots',
      { lots: Array.from({ length: 31 }, (_, i) => `L-${i}`), message: 'Cracks.' },
      'A recall names at most 30 lots',
    ],
  ])('when a recall has %s, then 400 says so and nothing changes', async (_, body, message) => {
    const before = await databaseState();

    const answer = await recall({ partId: 'drilled-brake-disc', ...body });

    expect(answer.status).toBe(400);
    expect(JSON.stringify((answer.body as ApiErrorBody).error)).toContain(message);
    expect(await databaseState()).toEqual(before);
  });

  it('when a recall stopped before reaching every order and is made again, then it goes on and each order has it once', async () => {
    const partId = await partOfTwoLots();
    const order = await paidOrder(partId, 8);
    await ship(order, [{ partId, quantity: 8 }]);
    const first = (await recall({ partId, lots: [newer.code], message: 'Cracks.' })).body as Recall;
    // As if the call had stopped after blocking the lot, before reaching the order.
    await db
      .collection('recalls')
      .doc(first.id)
      .update({ reachedAll: false, reachedThrough: null });
    await db.collection('orders').doc(order._id).update({ recalls: FieldValue.delete() });

    const again = await recall({ partId, lots: [newer.code], message: 'Cracks.' });
    const third = await recall({ partId, lots: [newer.code], message: 'Cracks.' });

    expect(again).toMatchObject({ status: 201, body: { id: first.id, reachedAll: true } });
    expect(third.status).toBe(409);
    expect((await orderOf(order)).recalls.map(({ id, units }) => [id, units])).toEqual([
      [first.id, 5],
    ]);
  });

  it('when a customer or nobody recalls, then 403 or 401 and nothing changes', async () => {
    const before = await databaseState();
    const body = { partId: 'drilled-brake-disc', lots: [seedLotCode], message: 'Cracks.' };

    const answers = await Promise.all([
      recall(body, rider),
      as(undefined, 'POST', '/recalls', body),
    ]);

    expect(answers.map(({ status }) => status)).toEqual([403, 401]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('answers and figures', () => {
  it('when buyers answer and send recalled units back, then GET /recalls counts the units shipped, the buyers, those who answered and the units returned', async () => {
    const partId = await partOfTwoLots();
    const first = await paidOrder(partId, 3);
    await ship(first, [{ partId, quantity: 3, lots: [{ code: newer.code, quantity: 3 }] }]);
    const second = await paidOrder(partId, 2, otherRider);
    await ship(second, [
      {
        partId,
        quantity: 2,
        lots: [
          { code: older.code, quantity: 1 },
          { code: newer.code, quantity: 1 },
        ],
      },
    ]);
    const made = (await recall({ partId, lots: [newer.code], message: 'Cracks.' })).body as Recall;
    const answer = (order: Order, session: Session) =>
      as(session, 'POST', `/order/${order._id}/recalls/${made.id}/answer`);

    const answered = await answer(first, rider);
    const twice = await answer(first, rider);
    // Delivered long ago: the return window has closed, but a recalled part comes back.
    await as(rider, 'POST', `/order/${first._id}/shipments/1/delivery`);
    await db
      .collection('orders')
      .doc(first._id)
      .update({ deliveredAt: Timestamp.fromMillis(Date.now() - 90 * 24 * 60 * 60 * 1000) });
    const asked = await as(rider, 'POST', `/order/${first._id}/returns`, {
      partId,
      quantity: 2,
      reason: 'damaged',
    });
    expect(asked.status).toBe(201);
    await as(admin, 'PATCH', `/order/${first._id}/returns/1`, { decision: 'approve' });
    const received = await as(admin, 'POST', `/order/${first._id}/returns/1/receipt`, {
      condition: 'restock',
    });
    const { status, body } = await as(admin, 'GET', '/recalls');

    expect(answered.status).toBe(200);
    expect((answered.body as Order).recalls[0]?.answeredAt).toEqual(expect.any(String));
    expect(twice.status).toBe(409);
    expect(received.status).toBe(200);
    expect((received.body as Order).returns[0]).toMatchObject({ status: 'received' });
    expect(status).toBe(200);
    expect(body as RecallReport[]).toEqual([
      {
        ...made,
        unitsShipped: 4,
        buyers: 2,
        buyersAnswered: 1,
        unitsReturned: 2,
      },
    ]);
    // Restocked units of a recalled lot stay blocked.
    const stock = await stockOf(partId);
    expect(stock.lots.find(({ code }) => code === newer.code)).toMatchObject({
      onHand: 0,
      blocked: 5,
    });
    expect(stock.movements.at(-1)).toMatchObject({
      reason: 'return-restocked',
      delta: 0,
      lots: [{ code: newer.code, delta: 0, blocked: 2 }],
    });
    await expectBooksByLot(db, partId);
  });

  it('when someone else, an admin, or a recall the order has not is answered, then 404; nobody signed in, 401; a customer reading the recalls, 403', async () => {
    const partId = await partOfTwoLots();
    const order = await paidOrder(partId, 8);
    await ship(order, [{ partId, quantity: 8 }]);
    const made = (await recall({ partId, lots: [newer.code], message: 'Cracks.' })).body as Recall;
    const before = await databaseState();
    const path = `/order/${order._id}/recalls/${made.id}/answer`;

    const answers = await Promise.all([
      as(stranger, 'POST', path),
      as(admin, 'POST', path),
      as(rider, 'POST', `/order/${order._id}/recalls/no-such-recall/answer`),
      as(undefined, 'POST', path),
      as(rider, 'GET', '/recalls'),
    ]);

    expect(answers.map(({ status }) => status)).toEqual([404, 404, 404, 401, 403]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('parts stocked before lots', () => {
  it('when the migration runs, then each part without lots gets an opening lot of its stock and the units its orders hold unshipped, once', async () => {
    const partId = 'drilled-brake-disc';
    const paid = await paidOrder(partId, 8);
    await ship(paid, [{ partId, quantity: 8 }]);
    await paidOrder(partId, 4, otherRider);
    await as(rider, 'POST', '/order', { partId, quantity: 6, ...riderAddress });
    // As the part was before lots: 260 − 18 for sale, 10 held of which none shipped.
    await db
      .collection('parts')
      .doc(partId)
      .update({ lots: FieldValue.delete(), short: FieldValue.delete() });
    const created = (await db.collection('parts').doc(partId).get()).get('createdAt') as Timestamp;

    const report = await openLots(db);
    const again = await openLots(db);

    expect(report).toEqual({ lotsOpened: 1 });
    expect(again).toEqual({ lotsOpened: 0 });
    const stock = await stockOf(partId);
    expect(stock.lots).toEqual([
      {
        code: 'OPENING',
        madeOn: created.toDate().toISOString().slice(0, 10),
        onHand: 242 + 10,
        blocked: 0,
        recallId: null,
      },
    ]);
    expect(stock.movements.at(-1)).toMatchObject({
      reason: 'lots-opened',
      delta: 0,
      lots: [{ code: 'OPENING', delta: 252, blocked: 0 }],
    });
    const books = await lotBooks(db, partId);
    expect(books.unitsByLot).toBe(books.forSaleOrHeld);
  });
});
