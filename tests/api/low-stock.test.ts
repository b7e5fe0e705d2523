import type { ApiErrorBody, Part, StockHistory } from '@moto-parts/contracts';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { databaseState } from '../support/database-state.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { daysAgo, expectBooksByLot, testLot } from '../support/lots.ts';
import { waitForMessages, type MailboxMessage } from '../support/mailbox.ts';
import { testSku } from '../support/part-numbers.ts';

// Low stock and stocktakes (docs/decisions/0039-low-stock-and-stocktakes.md): a part's stock
// for sale crossing its reorder point downward sends the admins one message, written in the
// transaction of the change that crossed, however many orders race past it; the next one only
// after the stock went back above it. A stocktake is applied as a restock is, conditionally,
// as one `adjustment` movement, and the books by lot still add up.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let admin: Session;
let otherAdmin: Session;
let customer: Session;
let run: string;

const as = (session: Session | undefined, method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: session?.accessToken, body });

const partName = 'Low Stock Pads';

/** A new part of `availableQuantity` units of one lot, with a reorder point when given. */
async function newPart(availableQuantity: number, reorderPoint?: number) {
  const created = await as(admin, 'POST', '/parts', {
    name: partName,
    sku: testSku(),
    image: 'https://example.com/pads.jpg',
    price: 20,
    availableQuantity,
    lot: { code: 'LS-OLD', madeOn: daysAgo(30) },
    ...(reorderPoint !== undefined && { reorderPoint }),
    minOrder: 1,
    description: 'Brake pads for the low-stock tests.',
    category: 'brakes',
    fitsAllBikes: true,
    fitment: [],
  });
  expect(created.status).toBe(201);
  return created.body as Part;
}

const stocktake = (partId: string, body: object, session: Session = admin) =>
  as(session, 'POST', `/parts/${partId}/stocktake`, body);

/** The low-stock messages written for part `partId`, from the outbox. */
const lowStockMail = async (partId: string) =>
  (await db.collection('mail').where('partId', '==', partId).get()).docs.map((doc) => doc.data());

const stockOf = async (partId: string) =>
  (await as(admin, 'GET', `/parts/${partId}/stock?limit=500`)).body as StockHistory;

const lowStockTo = (session: Session) => (message: MailboxMessage) =>
  message.to.some(({ address }) => address === session.email) &&
  message.subject.includes(`Low stock: ${partName}`);

/** `orders` orders of `quantity` units each, by `buyers` buyers in turn, all at once. */
async function ordersAtOnce(partId: string, buyers: Session[], orders: number, quantity: number) {
  const placed = await Promise.all(
    Array.from({ length: orders }, (_, index) =>
      as(buyers[index % buyers.length], 'POST', '/order', {
        partId,
        quantity,
        address: '1 Reorder Road, Leeds',
        phone: '01134960000',
      }),
    ),
  );
  expect(placed.map(({ status }) => status)).toEqual(placed.map(() => 201));
}

beforeEach(async () => {
  await resetToSeed();
  run = randomUUID().slice(0, 8);
  admin = await signInToApi(`low-admin-${run}@example.com`, { admin: true, verified: true });
  otherAdmin = await signInToApi(`low-other-${run}@example.com`, { admin: true, verified: true });
  customer = await signInToApi(`low-rider-${run}@example.com`, { verified: true });
});

describe('the low-stock message', () => {
  it('when 18 orders at once take the stock from 24 past its reorder point of 10, then the admins get one message; after a restock above it, a second wave sends exactly one more', async () => {
    const part = await newPart(24, 10);
    expect(part).toMatchObject({ reorderPoint: 10, lowStock: false });
    const buyers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => signInToApi(`low-buyer-${index}-${run}@example.com`)),
    );

    await ordersAtOnce(part._id, buyers, 18, 1);

    const crossed = await lowStockMail(part._id);
    expect(crossed).toHaveLength(1);
    expect(crossed[0]).toMatchObject({ kind: 'low-stock', partId: part._id });
    expect((crossed[0]?.message as { subject: string }).subject).toBe(
      `moto-parts: Low stock: ${partName}, 10 units left`,
    );
    // Both admins, each once.
    await waitForMessages(lowStockTo(admin), 1);
    await waitForMessages(lowStockTo(otherAdmin), 1);
    const listed = await as(admin, 'GET', '/parts/low-stock');
    expect(listed.status).toBe(200);
    expect((listed.body as Part[]).map(({ _id, lowStock }) => ({ _id, lowStock }))).toEqual([
      { _id: part._id, lowStock: true },
    ]);
    expect(listed.headers.get('X-Total-Count')).toBe('1');

    // Below the point, orders and a restock that stays at or below it send nothing more.
    await ordersAtOnce(part._id, buyers, 2, 1);
    expect(
      (
        await as(admin, 'PUT', `/parts/${part._id}`, {
          newQuantity: 9,
          expectedQuantity: 4,
          lot: testLot,
        })
      ).status,
    ).toBe(200);
    expect(await lowStockMail(part._id)).toHaveLength(1);

    const restocked = await as(admin, 'PUT', `/parts/${part._id}`, {
      newQuantity: 30,
      expectedQuantity: 9,
      lot: testLot,
    });
    expect(restocked.body).toMatchObject({ availableQuantity: 30, lowStock: false });
    expect((await as(admin, 'GET', '/parts/low-stock')).headers.get('X-Total-Count')).toBe('0');

    await ordersAtOnce(part._id, buyers, 6, 4);

    expect(await lowStockMail(part._id)).toHaveLength(2);
    await waitForMessages(lowStockTo(admin), 2);
    const history = await stockOf(part._id);
    expect(history).toMatchObject({ availableQuantity: 6, reconciled: true });
  }, 120_000);

  it('when a stocktake or a recall takes the stock to the point, then it sends the message; a reorder point set at or above the stock marks the part low and sends none', async () => {
    const counted = await newPart(12, 10);
    const damaged = await stocktake(counted._id, {
      counted: 10,
      expectedQuantity: 12,
      reason: 'damaged',
    });
    expect(damaged.body).toMatchObject({ availableQuantity: 10, lowStock: true });
    expect(await lowStockMail(counted._id)).toHaveLength(1);

    const recalled = await newPart(12, 0);
    expect(
      (
        await as(admin, 'POST', '/recalls', {
          partId: recalled._id,
          lots: ['LS-OLD'],
          message: 'Cracked backing plates.',
        })
      ).status,
    ).toBe(201);
    expect(await lowStockMail(recalled._id)).toHaveLength(1);

    const raised = await newPart(12);
    const pointSet = await as(admin, 'PUT', `/parts/${raised._id}`, { reorderPoint: 15 });
    expect(pointSet.body).toMatchObject({ reorderPoint: 15, lowStock: true });
    expect(await lowStockMail(raised._id)).toHaveLength(0);
    const removed = await as(admin, 'PUT', `/parts/${raised._id}`, { reorderPoint: null });
    expect(removed.body).toMatchObject({ lowStock: false });
    expect(removed.body).not.toHaveProperty('reorderPoint');
  });
});

describe('who may call', () => {
  it.each([
    ['signed out', 401, undefined],
    ['a customer', 403, () => customer],
  ] as const)(
    'when %s counts a part or lists the low ones, then %i and nothing changes',
    async (_, status, who) => {
      const before = await databaseState();
      const session = who?.();

      const counted = await as(session, 'POST', '/parts/drilled-brake-disc/stocktake', {
        counted: 250,
        expectedQuantity: 260,
        reason: 'count',
      });
      const listed = await as(session, 'GET', '/parts/low-stock');

      expect([counted.status, listed.status]).toEqual([status, status]);
      expect(await databaseState()).toEqual(before);
    },
  );
});

describe('a stocktake', () => {
  it.each([
    ['a negative count', { counted: -1, expectedQuantity: 260, reason: 'count' }, 'counted'],
    ['a count as text', { counted: '250', expectedQuantity: 260, reason: 'count' }, 'counted'],
    ['no expected figure', { counted: 250, reason: 'count' }, 'expectedQuantity'],
    ['an unknown reason', { counted: 250, expectedQuantity: 260, reason: 'lost' }, 'reason'],
    [
      'damaged units that raise it',
      { counted: 270, expectedQuantity: 260, reason: 'damaged', lot: testLot },
      'counted',
    ],
    [
      'units found that lower it',
      { counted: 250, expectedQuantity: 260, reason: 'found' },
      'counted',
    ],
    ['more units without a lot', { counted: 270, expectedQuantity: 260, reason: 'count' }, 'lot'],
    [
      'a lot on fewer units',
      { counted: 250, expectedQuantity: 260, reason: 'count', lot: testLot },
      'lot',
    ],
  ])(
    'when an admin sends %s, then 400 names the field and nothing changes',
    async (_, body, field) => {
      const before = await databaseState();

      const { status, body: answer } = await stocktake('drilled-brake-disc', body);

      expect(status).toBe(400);
      expect((answer as ApiErrorBody).error.fields).toHaveProperty(field);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when an admin gives a reorder point below 0, then 400 and nothing changes', async () => {
    const before = await databaseState();

    const { status } = await as(admin, 'PUT', '/parts/drilled-brake-disc', { reorderPoint: -1 });

    expect(status).toBe(400);
    expect(await databaseState()).toEqual(before);
  });

  it('when two admins count at once from the same expected figure, then one is applied, the other is 409 with the stock now, and one movement is recorded', async () => {
    const part = await newPart(20);

    const answers = await Promise.all([
      stocktake(part._id, { counted: 15, expectedQuantity: 20, reason: 'count' }),
      stocktake(part._id, { counted: 17, expectedQuantity: 20, reason: 'damaged' }, otherAdmin),
    ]);

    expect(answers.map(({ status }) => status).toSorted()).toEqual([200, 409]);
    const applied = answers.find(({ status }) => status === 200)?.body as Part;
    const refused = answers.find(({ status }) => status === 409)?.body as ApiErrorBody;
    expect(refused.error.message).toBe(
      `The stock changed to ${applied.availableQuantity} since it was counted: count again`,
    );
    const history = await stockOf(part._id);
    expect(history.availableQuantity).toBe(applied.availableQuantity);
    expect(history.reconciled).toBe(true);
    expect(history.movements.filter(({ reason }) => reason === 'adjustment')).toHaveLength(1);
  });

  it('when a count finds fewer units than a part with held orders has, then the newest lots lose them, units found go into the lot named, and the books add up', async () => {
    const part = await newPart(5);
    expect(
      (
        await as(admin, 'PUT', `/parts/${part._id}`, {
          newQuantity: 12,
          expectedQuantity: 5,
          lot: { code: 'LS-NEW', madeOn: daysAgo(5) },
        })
      ).status,
    ).toBe(200);
    const ordered = await as(customer, 'POST', '/order', {
      partId: part._id,
      quantity: 2,
      address: '1 Reorder Road, Leeds',
      phone: '01134960000',
    });
    expect(ordered.status).toBe(201);

    const damaged = await stocktake(part._id, {
      counted: 1,
      expectedQuantity: 10,
      reason: 'damaged',
    });
    expect(damaged.body).toMatchObject({ availableQuantity: 1 });
    const found = await stocktake(part._id, {
      counted: 4,
      expectedQuantity: 1,
      reason: 'found',
      lot: { code: 'LS-FOUND', madeOn: daysAgo(20) },
    });
    expect(found.body).toMatchObject({ availableQuantity: 4 });

    const books = await expectBooksByLot(db, part._id);
    // 9 fewer: the 7 of the newest lot, then 2 of the older one; 3 found in a lot of their own.
    expect(books.lots).toEqual({
      'LS-OLD': { onHand: 3, blocked: 0 },
      'LS-FOUND': { onHand: 3, blocked: 0 },
      'LS-NEW': { onHand: 0, blocked: 0 },
    });
    const history = await stockOf(part._id);
    expect(history.reconciled).toBe(true);
    expect(
      history.movements
        .filter(({ reason }) => reason === 'adjustment')
        .map(({ delta, adjustment, lots }) => ({ delta, adjustment, lots })),
    ).toEqual([
      {
        delta: -9,
        adjustment: 'damaged',
        lots: [
          { code: 'LS-NEW', delta: -7, blocked: 0 },
          { code: 'LS-OLD', delta: -2, blocked: 0 },
        ],
      },
      { delta: 3, adjustment: 'found', lots: [{ code: 'LS-FOUND', delta: 3, blocked: 0 }] },
    ]);
  });
});
