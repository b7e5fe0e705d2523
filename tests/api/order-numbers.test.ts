import { firstOrderNumber, type Order } from '@moto-parts/contracts';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateOrders } from '../../scripts/lib/migrate-orders.ts';
import { startShopInProcess, type ShopInProcess } from '../../scripts/bench/shop-in-process.ts';
import { callApi, resetToSeed } from '../support/emulators.ts';
import { stripe } from '../support/stripe-sandbox.ts';

// Order numbers (docs/decisions/0043-order-numbers-and-thank-you.md): each API instance takes a
// block of numbers from one counter and hands them out from memory. Here several apps run in
// this process against the one Firestore emulator, as instances do against one database.

const instances = 3;
const partId = 'numbered-pads';
let shop: ShopInProcess;

beforeAll(async () => {
  await resetToSeed();
  shop = await startShopInProcess({ instances });
  await shop.stockPart(partId, 1000);
});
afterAll(() => shop.close());

const order = (token: string | undefined, baseUrl: string | undefined, key?: string) =>
  callApi('POST', '/order', {
    token,
    body: { partId, quantity: 1, address: '1 Counter Road', phone: '5550100' },
    baseUrl,
    ...(key && { headers: { 'Idempotency-Key': key } }),
  });

const mailOf = async (orderId: string, kind: string) =>
  (await shop.db.collection('mail').doc(`${orderId}-${kind}`).get()).data() as
    { message: { subject: string; text: string; html: string } } | undefined;

describe('order numbers', () => {
  it(`when buyers place many orders at once through ${instances} instances, then every order has its own number, and each instance's follow the order it placed them in`, async () => {
    const buyers = await shop.buyers('numbered', 8);
    // Five each, the most unpaid orders an account holds: 40 orders, all at once.
    const placing = buyers.flatMap((buyer, b) =>
      Array.from({ length: 5 }, (_, i) => {
        const instance = (b * 5 + i) % instances;
        return order(buyer.token, shop.urls[instance]).then((answer) => ({ instance, answer }));
      }),
    );
    const placed = await Promise.all(placing);

    expect(placed.map(({ answer }) => answer.status)).toEqual(placed.map(() => 201));
    const orders = placed.map(({ instance, answer }) => ({ instance, ...(answer.body as Order) }));
    const numbers = orders.map(({ orderNumber }) => orderNumber);
    expect(new Set(numbers).size).toBe(orders.length);
    for (const number of numbers) {
      expect(Number.isSafeInteger(number) && number >= firstOrderNumber).toBe(true);
    }
    // One instance orders a part one at a time (its queue): the later order, the higher number.
    for (let instance = 0; instance < instances; instance++) {
      const byTime = orders
        .filter((one) => one.instance === instance)
        .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      const inTurn = byTime.map(({ orderNumber }) => orderNumber);
      expect(inTurn).toEqual(inTurn.toSorted((a, b) => a - b));
    }
    // The order keeps its number: the same one on every read.
    const [first] = orders;
    const read = await callApi('GET', `/order/${first?._id}`, {
      token: buyers[0]?.token,
      baseUrl: shop.url,
    });
    expect((read.body as Order).orderNumber).toBe(first?.orderNumber);
  });

  it('when a buyer who wants order emails places an order, then the answer and the email name it by its number', async () => {
    const [buyer] = await shop.buyers('numbered-mail', 1);
    await shop.db
      .collection('users')
      .doc(buyer?.uid ?? '')
      .update({ orderEmails: true });

    const { status, body } = await order(buyer?.token, shop.urls[1]);

    expect(status).toBe(201);
    const placed = body as Order;
    const mail = await mailOf(placed._id, 'placed');
    expect(mail?.message.subject).toMatch(
      new RegExp(`^moto-parts: Your order #${placed.orderNumber}: 1 × Bench Brake Pads, pay by `),
    );
    expect(mail?.message.text).toMatch(new RegExp(`^Order: +#${placed.orderNumber}$`, 'm'));
    expect(mail?.message.html).toContain(`<td>#${placed.orderNumber}</td>`);
  });

  it('when an order is replayed with its Idempotency-Key, then it keeps its first number, and the next order takes a new one', async () => {
    const [buyer] = await shop.buyers('numbered-replay', 1);
    const key = 'numbered-attempt-0001';

    const first = await order(buyer?.token, shop.urls[0], key);
    const replay = await order(buyer?.token, shop.urls[2], key);
    const next = await order(buyer?.token, shop.urls[0]);

    expect([first.status, replay.status, next.status]).toEqual([201, 409, 201]);
    const placed = first.body as Order;
    const read = await callApi('GET', `/order/${placed._id}`, {
      token: buyer?.token,
      baseUrl: shop.url,
    });
    expect((read.body as Order).orderNumber).toBe(placed.orderNumber);
    expect((next.body as Order).orderNumber).toBeGreaterThan(placed.orderNumber);
  });
});

describe('npm run migrate-orders: numbers for orders stored before them', () => {
  it('when orders have no number, then each gets one in the order it was placed, never one taken, and a second run changes nothing', async () => {
    const [buyer] = await shop.buyers('numbered-old', 1);
    const placed: Order[] = [];
    for (let i = 0; i < 3; i++)
      placed.push((await order(buyer?.token, shop.urls[0])).body as Order);
    // Stored before numbers, and placed in another order than their ids were made in.
    const placedAt = ['2024-05-03T10:00:00Z', '2024-05-01T10:00:00Z', '2024-05-02T10:00:00Z'];
    for (const [index, { _id }] of placed.entries()) {
      await shop.db
        .collection('orders')
        .doc(_id)
        .update({
          orderNumber: FieldValue.delete(),
          createdAt: Timestamp.fromDate(new Date(placedAt[index] ?? '')),
        });
    }
    const numberOf = async (id: string) =>
      (await shop.db.collection('orders').doc(id).get()).get('orderNumber') as number | undefined;
    const taken = (await shop.db.collection('orders').select('orderNumber').get()).docs
      .map((doc) => doc.get('orderNumber') as number | undefined)
      .filter((number) => number !== undefined);

    const report = await migrateOrders(shop.db, stripe);
    const numbered = await Promise.all(placed.map(({ _id }) => numberOf(_id)));
    const again = await migrateOrders(shop.db, stripe);

    expect(report.ordersNumbered).toBe(3);
    expect(again.ordersNumbered).toBe(0);
    const [third = 0, first = 0, second = 0] = numbered;
    expect([first, second, third]).toEqual([first, first + 1, first + 2]);
    for (const number of numbered) expect(taken).not.toContain(number);
    expect(await Promise.all(placed.map(({ _id }) => numberOf(_id)))).toEqual(numbered);
    // The instances go on with their own blocks: none of the migration's.
    const later = (await order(buyer?.token, shop.urls[1])).body as Order;
    expect(numbered).not.toContain(later.orderNumber);
    expect(
      (await callApi('GET', `/order/${placed[0]?._id}`, { token: buyer?.token, baseUrl: shop.url }))
        .body,
    ).toMatchObject({ orderNumber: third });
  });
});
