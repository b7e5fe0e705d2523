import type { Order, Part } from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { testLot } from '../support/lots.ts';
import { payForOrder } from '../support/stripe-sandbox.ts';

const { db } = emulatorAdmin();

// Drilled Brake Disc: $114.50, minimum order 4, 260 in stock (scripts/seed/catalogue.ts).
const disc = { id: 'drilled-brake-disc', price: 114.5, minOrder: 4, stock: 260 };
const shipping = { address: '12 Chain Lane, Leeds', phone: '+44 113 496 0000' };
const discOrder = { partId: disc.id, quantity: 5, ...shipping };

type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;

const stockOf = async (partId: string) =>
  (await db.collection('parts').doc(partId).get()).get('availableQuantity') as number;
const orderCount = async () => (await db.collection('orders').count().get()).data().count;

async function place(session: Session, body: object = discOrder, headers = {}) {
  return callApi('POST', '/order', { token: session.accessToken, body, headers });
}

async function placed(session: Session, body: object = discOrder) {
  const { status, body: order } = await place(session, body);
  expect(status).toBe(201);
  return order as Order;
}

/** Pays the rider's order by card in the Stripe sandbox. */
const markPaid = (id: string) => payForOrder(id, rider.accessToken);

/** Nothing changed: the disc's stock is as seeded and no order exists. */
async function expectUnchanged() {
  expect(await stockOf(disc.id)).toBe(disc.stock);
  expect(await orderCount()).toBe(0);
}

beforeEach(async () => {
  await resetToSeed();
  rider = await signInToApi('rider@example.com');
});

describe('POST /order', () => {
  it('when a customer orders within stock, then 201 with the order at the server’s price, and the stock drops', async () => {
    const { status, body } = await place(rider);

    expect(status).toBe(201);
    expect(body).toMatchObject({
      _id: expect.any(String),
      partId: disc.id,
      name: 'Drilled Brake Disc',
      customerName: 'rider@example.com',
      email: 'rider@example.com',
      address: shipping.address,
      phone: '+441134960000',
      quantity: 5,
      unitPrice: disc.price,
      totalPrice: 572.5,
      status: 'pending',
      paid: false,
      transactionId: null,
    });
    expect(await stockOf(disc.id)).toBe(disc.stock - 5);
    const history = await stockHistory(db, disc.id);
    expect(history).toMatchObject({ availableQuantity: disc.stock - 5, reconciled: true });
    expect(history.movements.map(({ reason, delta }) => [reason, delta])).toEqual([
      ['stocked', disc.stock],
      ['order', -5],
    ]);
  });

  it('when the body carries a tampered price, product name and someone else’s email, then the server’s own data wins', async () => {
    const { body } = await place(rider, {
      ...discOrder,
      totalPrice: 0.01,
      name: 'Free stuff',
      email: 'victim@example.com',
    });

    expect(body).toMatchObject({
      totalPrice: 572.5,
      name: 'Drilled Brake Disc',
      email: 'rider@example.com',
    });
  });

  it('when nobody is signed in, then 401 and nothing changes', async () => {
    const { status } = await callApi('POST', '/order', { body: discOrder });

    expect(status).toBe(401);
    await expectUnchanged();
  });

  it.each([
    ['zero', 0, 400],
    ['below the minimum order', disc.minOrder - 1, 400],
    ['above the most per order', 101, 400],
    ['fractional', 4.5, 400],
    ['negative', -5, 400],
    ['a string', '5', 400],
    ['huge', 1e12, 400],
    ['null', null, 400],
    ['missing', undefined, 400],
  ])('when the quantity is %s, then %i and nothing changes', async (_, quantity, expected) => {
    const { status, body } = await place(rider, { ...discOrder, quantity });

    expect(status).toBe(expected);
    expect(body).toMatchObject({ error: { message: expect.any(String) } });
    await expectUnchanged();
  });

  it('when the quantity is below the minimum, then the message gives the range', async () => {
    const { body } = await place(rider, { ...discOrder, quantity: 1 });

    expect(body).toMatchObject({
      error: {
        code: 'validation_failed',
        message: 'You can order min 4 and max 100!',
        fields: { quantity: 'You can order min 4 and max 100!' },
      },
    });
  });

  it('when the quantity is above the stock, then 409 and nothing changes', async () => {
    await db.collection('parts').doc(disc.id).update({ availableQuantity: 12 });

    const { status, body } = await place(rider, { ...discOrder, quantity: 16 });

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: {
        code: 'conflict',
        message: 'Not enough stock left: You can order min 4 and max 12!',
      },
    });
    expect(await stockOf(disc.id)).toBe(12);
  });

  it('when the stock is gone, then 409 says the part is out of stock', async () => {
    await db.collection('parts').doc(disc.id).update({ availableQuantity: 3 });

    const { status, body } = await place(rider, { ...discOrder, quantity: 4 });

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { code: 'conflict', message: 'Drilled Brake Disc is out of stock' },
    });
  });

  it.each([
    ['an unknown part', 404, { partId: 'no-such-part' }],
    ['a path for a part id', 404, { partId: 'parts/drilled-brake-disc' }],
    ['no part', 400, { partId: undefined }],
    ['no address', 400, { address: '  ' }],
    ['a 201-character address', 400, { address: 'a'.repeat(201) }],
    ['letters for a phone', 400, { phone: 'call me' }],
    ['a status', 400, { status: 'paid' }],
    ['a uid', 400, { uid: 'someone-else' }],
  ])('when the body has %s, then %i and nothing changes', async (_, expected, change) => {
    const { status } = await place(rider, { ...discOrder, ...change });

    expect(status).toBe(expected);
    await expectUnchanged();
  });

  it('when the same request is replayed with its Idempotency-Key, then 409 and one order only', async () => {
    const key = { 'Idempotency-Key': 'order-attempt-0001' };
    const first = await place(rider, discOrder, key);

    const replay = await place(rider, discOrder, key);

    expect(first.status).toBe(201);
    expect(replay.status).toBe(409);
    expect(replay.body).toMatchObject({ error: { message: 'This order was already placed' } });
    expect(await orderCount()).toBe(1);
    expect(await stockOf(disc.id)).toBe(disc.stock - 5);
  });

  it('when another customer uses the same Idempotency-Key, then it is their own order', async () => {
    const key = { 'Idempotency-Key': 'order-attempt-0001' };
    const other = await signInToApi('other@example.com');

    expect((await place(rider, discOrder, key)).status).toBe(201);
    expect((await place(other, discOrder, key)).status).toBe(201);
  });

  it('when the Idempotency-Key is malformed, then 400 and nothing changes', async () => {
    const { status } = await place(rider, discOrder, { 'Idempotency-Key': 'x/../y' });

    expect(status).toBe(400);
    await expectUnchanged();
  });
});

describe('GET /my-order', () => {
  it('when a customer asks with their own email, then only their live orders come, newest first', async () => {
    const other = await signInToApi('other@example.com');
    const first = await placed(rider);
    const second = await placed(rider, { ...discOrder, quantity: 6 });
    const removed = await placed(rider);
    await callApi('DELETE', `/my-order/${removed._id}`, { token: rider.accessToken });
    await placed(other);

    const { status, body, headers } = await callApi('GET', '/my-order?email=Rider@Example.com', {
      token: rider.accessToken,
    });

    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect((body as Order[]).map((order) => order._id)).toEqual([second._id, first._id]);
  });

  it('when a customer asks with someone else’s email, then 403', async () => {
    await placed(await signInToApi('other@example.com'));

    const { status, body } = await callApi('GET', '/my-order?email=other@example.com', {
      token: rider.accessToken,
    });

    expect(status).toBe(403);
    expect(JSON.stringify(body)).not.toContain('Chain Lane');
  });

  it.each([
    ['no email', '', 400],
    ['a malformed email', '?email=nope', 400],
    ['the email twice', '?email=rider@example.com&email=other@example.com', 400],
  ])('when the query has %s, then %i', async (_, query, expected) => {
    const { status } = await callApi('GET', `/my-order${query}`, { token: rider.accessToken });

    expect(status).toBe(expected);
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await callApi('GET', '/my-order?email=rider@example.com')).status).toBe(401);
  });
});

describe('GET /order/{id}', () => {
  it('when the buyer or an admin asks, then 200 with the order', async () => {
    const order = await placed(rider);
    const admin = await signInToApi('boss@example.com', { admin: true });

    for (const session of [rider, admin]) {
      const { status, body } = await callApi('GET', `/order/${order._id}`, {
        token: session.accessToken,
      });
      expect(status).toBe(200);
      expect(body).toEqual(order);
    }
  });

  it('when another customer asks, then 404: they learn nothing', async () => {
    const order = await placed(rider);
    const other = await signInToApi('other@example.com');

    const { status, body } = await callApi('GET', `/order/${order._id}`, {
      token: other.accessToken,
    });

    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('rider@example.com');
  });

  it('when the order does not exist or nobody is signed in, then 404 or 401', async () => {
    const order = await placed(rider);

    expect((await callApi('GET', '/order/nope', { token: rider.accessToken })).status).toBe(404);
    expect((await callApi('GET', `/order/${order._id}`)).status).toBe(401);
  });
});

describe('DELETE /my-order/{id}', () => {
  it('when the buyer removes an unpaid order, then 200, it is gone for them, and the stock is back', async () => {
    const order = await placed(rider);

    const { status, body } = await callApi('DELETE', `/my-order/${order._id}`, {
      token: rider.accessToken,
    });

    expect(status).toBe(200);
    expect(body).toEqual({ deletedCount: 1 });
    expect(await stockOf(disc.id)).toBe(disc.stock);
    const history = await stockHistory(db, disc.id);
    expect(history).toMatchObject({ availableQuantity: disc.stock, reconciled: true });
    expect(history.movements.map(({ reason }) => reason)).toEqual([
      'stocked',
      'order',
      'order-removed',
    ]);
    const { status: after } = await callApi('GET', `/order/${order._id}`, {
      token: rider.accessToken,
    });
    expect(after).toBe(404);
  });

  it('when the removal is replayed, then 404 and the stock comes back only once', async () => {
    const order = await placed(rider);
    await callApi('DELETE', `/my-order/${order._id}`, { token: rider.accessToken });

    const { status } = await callApi('DELETE', `/my-order/${order._id}`, {
      token: rider.accessToken,
    });

    expect(status).toBe(404);
    expect(await stockOf(disc.id)).toBe(disc.stock);
  });

  it('when another customer tries to remove it, then 404 and nothing changes', async () => {
    const order = await placed(rider);
    const other = await signInToApi('other@example.com');

    const { status } = await callApi('DELETE', `/my-order/${order._id}`, {
      token: other.accessToken,
    });

    expect(status).toBe(404);
    expect(await stockOf(disc.id)).toBe(disc.stock - 5);
  });

  it('when the order is paid, then 409 says why and nothing changes', async () => {
    const order = await placed(rider);
    await markPaid(order._id);

    const { status, body } = await callApi('DELETE', `/my-order/${order._id}`, {
      token: rider.accessToken,
    });

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { message: 'A paid order cannot be removed: contact us to cancel it' },
    });
    expect(await stockOf(disc.id)).toBe(disc.stock - 5);
  });

  it('when nobody is signed in, then 401', async () => {
    const order = await placed(rider);

    expect((await callApi('DELETE', `/my-order/${order._id}`)).status).toBe(401);
  });
});

describe('GET /order (admins)', () => {
  it('when an admin asks for a status, then its orders come, newest first, with their total in X-Total-Count', async () => {
    const admin = await signInToApi('boss@example.com', { admin: true });
    const first = await placed(rider);
    const second = await placed(await signInToApi('other@example.com'));

    const { status, body, headers } = await callApi('GET', '/order?status=pending&limit=1', {
      token: admin.accessToken,
    });

    expect(status).toBe(200);
    expect((body as Order[]).map((order) => order._id)).toEqual([second._id]);
    expect(headers.get('x-total-count')).toBe('2');
    expect(first._id).not.toBe(second._id);
  });

  it('when a customer or nobody asks, then 403 or 401', async () => {
    expect((await callApi('GET', '/order', { token: rider.accessToken })).status).toBe(403);
    expect((await callApi('GET', '/order')).status).toBe(401);
  });

  it('when the limit is out of range, then 400', async () => {
    const admin = await signInToApi('boss@example.com', { admin: true });

    expect((await callApi('GET', '/order?limit=0', { token: admin.accessToken })).status).toBe(400);
  });
});

describe('PATCH /order/{id}/status (admins)', () => {
  let admin: Session;
  let order: Order;
  const setStatus = (status: unknown, session: Session = admin, id = order._id) =>
    callApi('PATCH', `/order/${id}/status`, { token: session.accessToken, body: { status } });

  beforeEach(async () => {
    admin = await signInToApi('boss@example.com', { admin: true });
    order = await placed(rider);
  });

  it('when an admin ships a paid order, then 200 with status shipped', async () => {
    await markPaid(order._id);

    const { status, body } = await setStatus('shipped');

    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: order._id, status: 'shipped', paid: true });
  });

  it('when an admin ships an unpaid order, then 409 and it stays pending', async () => {
    const { status, body } = await setStatus('shipped');

    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { message: 'A pending order cannot be shipped' } });
    expect((await db.collection('orders').doc(order._id).get()).get('status')).toBe('pending');
  });

  it('when an admin cancels a paid order, then it is refunded, its stock comes back and it stays marked paid', async () => {
    await markPaid(order._id);

    const { status, body } = await setStatus('cancelled');

    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'refunded', paid: true, refundStatus: 'succeeded' });
    expect(await stockOf(disc.id)).toBe(disc.stock);
    expect((await stockHistory(db, disc.id)).recorded).toBe(disc.stock);
  });

  it('when a cancel is replayed or a shipped order is cancelled, then 409 and the stock is untouched', async () => {
    await setStatus('cancelled');
    expect((await setStatus('cancelled')).status).toBe(409);
    expect(await stockOf(disc.id)).toBe(disc.stock);

    const shipped = await placed(rider);
    await markPaid(shipped._id);
    await setStatus('shipped', admin, shipped._id);
    const { status, body } = await setStatus('cancelled', admin, shipped._id);
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { message: 'A shipped order cannot be cancelled' } });
    expect(await stockOf(disc.id)).toBe(disc.stock - 5);
  });

  it.each(['paid', 'pending', 'lost', 1, null])(
    'when the status is %j, then 400',
    async (status) => {
      expect((await setStatus(status)).status).toBe(400);
    },
  );

  it('when a customer, even the buyer, changes the status, then 403; nobody signed in, 401', async () => {
    expect((await setStatus('cancelled', rider)).status).toBe(403);
    const anonymous = await callApi('PATCH', `/order/${order._id}/status`, {
      body: { status: 'cancelled' },
    });
    expect(anonymous.status).toBe(401);
    expect(await stockOf(disc.id)).toBe(disc.stock - 5);
  });

  it('when the order does not exist, then 404', async () => {
    expect((await setStatus('cancelled', admin, 'no-such-order')).status).toBe(404);
  });
});

describe('PUT /parts/{id} (admins restock)', () => {
  // The stock as the admin's Edit form shows it, sent along so the change is not refused.
  const restock = async (session: Session | undefined, newQuantity: unknown, id = disc.id) =>
    callApi('PUT', `/parts/${id}`, {
      token: session?.accessToken,
      body: {
        newQuantity,
        expectedQuantity: id === disc.id ? await stockOf(id) : 0,
        lot: testLot,
      },
    });

  it('when an admin sets the counted stock, then 200 with the part, and the change is recorded', async () => {
    const admin = await signInToApi('boss@example.com', { admin: true });
    await placed(rider);

    const { status, body } = await restock(admin, 500);

    expect(status).toBe(200);
    expect((body as Part).availableQuantity).toBe(500);
    expect(await stockHistory(db, disc.id)).toMatchObject({
      availableQuantity: 500,
      recorded: 500,
    });
  });

  it('when a customer or nobody restocks, then 403 or 401 and the stock is untouched', async () => {
    expect((await restock(rider, 500)).status).toBe(403);
    expect((await restock(undefined, 500)).status).toBe(401);
    expect(await stockOf(disc.id)).toBe(disc.stock);
  });

  it.each([-1, 1.5, '10', null, 1e9])(
    'when the new quantity is %j, then 400 and the stock is untouched',
    async (newQuantity) => {
      const admin = await signInToApi('boss@example.com', { admin: true });

      expect((await restock(admin, newQuantity)).status).toBe(400);
      expect(await stockOf(disc.id)).toBe(disc.stock);
    },
  );

  it('when the part does not exist, then 404', async () => {
    const admin = await signInToApi('boss@example.com', { admin: true });

    expect((await restock(admin, 5, 'no-such-part')).status).toBe(404);
  });
});
