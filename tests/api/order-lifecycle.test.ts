import { arrangedShippingMethod, type Order, type OrderCounts } from '@moto-parts/contracts';
import { defaultOrderHoldMinutes, unpaidOrdersMax } from '../../functions/src/lib/limits.ts';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { migrateOrders } from '../../scripts/lib/migrate-orders.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import {
  cards,
  payForOrder,
  paymentIntentFor as createdIntent,
  payWithCard,
  postWebhook,
  signedEvent,
  stripe,
  stripeFails,
  stripeRecovers,
} from '../support/stripe-sandbox.ts';
import { endHoldAt as endHoldOf } from '../support/holds.ts';

// An order's life beyond payment (docs/decisions/0019-order-lifecycle.md): holds that end with nobody calling
// anything, payments that come too late, refunds through Stripe and their webhooks, the
// unpaid-orders limit, and Stripe failing. The holds are shortened by moving an order's
// `holdEndsAt` into the past (or a few seconds ahead), as the clock would.

const { db } = emulatorAdmin();
const partId = 'drilled-brake-disc';
// Drilled Brake Disc: $114.50, minimum order 4 → $458.00.
const order4Discs = { partId, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' };
const totalCents = 45_800;

type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let admin: Session;

async function placeOrder(session: Session = rider, body: object = order4Discs) {
  const { status, body: order } = await callApi('POST', '/order', {
    token: session.accessToken,
    body,
  });
  expect(status).toBe(201);
  return order as Order;
}

const stockOf = async (id = partId) =>
  (await db.collection('parts').doc(id).get()).get('availableQuantity') as number;
const storedOrder = async (id: string) => (await db.collection('orders').doc(id).get()).data();
const endHoldAt = (order: Order, millis: number) => endHoldOf(db, order._id, millis);

const paymentIntentFor = (order: Order) => createdIntent(order._id, rider.accessToken);

const confirmPayment = (order: Order, transactionId: string) =>
  callApi('PATCH', `/order/${order._id}`, {
    token: rider.accessToken,
    body: { transactionId },
  });

/** An order paid by card with `card`, as the Payment screen pays it. */
async function paidOrder(card = cards.succeeds) {
  const order = await placeOrder();
  return { order, intentId: await payForOrder(order._id, rider.accessToken, card) };
}

const cancelAsAdmin = (order: Order, session: Session = admin) =>
  callApi('PATCH', `/order/${order._id}/status`, {
    token: session.accessToken,
    body: { status: 'cancelled' },
  });

beforeEach(async () => {
  await resetToSeed();
  rider = await signInToApi('rider@example.com');
  admin = await signInToApi('boss@example.com', { admin: true });
});

afterEach(stripeRecovers);

describe('holds', () => {
  it('when an order is placed, then it holds its units for ORDER_HOLD_MINUTES (default 30)', async () => {
    const minutes = Number(process.env.ORDER_HOLD_MINUTES ?? defaultOrderHoldMinutes);

    const order = await placeOrder();

    const held = Date.parse(order.holdEndsAt) - Date.parse(order.createdAt);
    expect(held).toBe(minutes * 60_000);
    expect(order.status).toBe('pending');
  });

  it('when a hold ends and nobody calls anything, then the order expires and its units come back, once', async () => {
    const before = await stockOf();
    const order = await placeOrder();
    // A few seconds ahead: the task queued at placement has run by then and was told to come back.
    await endHoldAt(order, Date.now() + 5_000);

    // Only Firestore is read from here: the queued task must do it alone.
    await expect
      .poll(async () => (await storedOrder(order._id))?.status, {
        timeout: 40_000,
        interval: 1_000,
      })
      .toBe('expired');

    expect(await stockOf()).toBe(before);
    const history = await stockHistory(db, partId);
    expect(history.recorded).toBe(history.availableQuantity);
    const expiries = history.movements.filter((movement) => movement.reason === 'order-expired');
    expect(expiries).toEqual([expect.objectContaining({ delta: 4, orderId: order._id })]);
  }, 60_000);

  it('when a part is read just after a hold ended, then its units show as back already, and the order as expired', async () => {
    const before = await stockOf();
    const order = await placeOrder();
    await endHoldAt(order, Date.now() - 1);

    const { body } = await callApi('GET', `/parts/${partId}`, { token: rider.accessToken });

    expect(body).toMatchObject({ availableQuantity: before });
    // Released by its task, not by the read (docs/decisions/0027-holds-and-abuse.md); meanwhile it reads as expired.
    const { body: mine } = await callApi('GET', `/order/${order._id}`, {
      token: rider.accessToken,
    });
    expect(mine).toMatchObject({ status: 'expired' });
  });

  it('when the last units are ordered while another order of them has just expired, then the order gets them', async () => {
    await db.collection('parts').doc(partId).update({ availableQuantity: 4 });
    const first = await placeOrder();
    await endHoldAt(first, Date.now() - 1);
    const other = await signInToApi('other@example.com');

    const second = await placeOrder(other);

    expect(second.quantity).toBe(4);
    expect(await storedOrder(first._id)).toMatchObject({ status: 'expired' });
    expect(await stockOf()).toBe(0);
  });

  it('when an expired order is paid for, then 409 and no PaymentIntent is made', async () => {
    const order = await placeOrder();
    await endHoldAt(order, Date.now() - 1);

    const { status, body } = await callApi('POST', '/create-payment-intent', {
      token: rider.accessToken,
      body: { orderId: order._id },
    });

    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { code: 'conflict', message: /not paid in time/ } });
    expect(await storedOrder(order._id)).not.toHaveProperty('paymentIntentId');
  });

  it('when a payment completes after the hold ended, then the hold wins: 409, and Stripe refunds the money', async () => {
    const before = await stockOf();
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);
    await endHoldAt(order, Date.now() - 1);
    await payWithCard(intentId, cards.succeeds);

    const { status, body } = await confirmPayment(order, intentId);

    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { message: /refunded/ } });
    const stored = await storedOrder(order._id);
    expect(stored).toMatchObject({
      status: 'refunded',
      transactionId: intentId,
      refundStatus: 'succeeded',
    });
    const refund = await stripe.refunds.retrieve(stored?.refundId as string);
    expect(refund).toMatchObject({ payment_intent: intentId, amount: totalCents });
    // The units came back once, when the hold ended.
    expect(await stockOf()).toBe(before);
    expect((await stockHistory(db, partId)).recorded).toBe(before);
  });

  it('when a customer lists their orders, then an ended hold shows as expired and a removed order not at all', async () => {
    const expired = await placeOrder();
    const removed = await placeOrder();
    await endHoldAt(expired, Date.now() - 1);
    await callApi('DELETE', `/my-order/${removed._id}`, { token: rider.accessToken });

    const { body } = await callApi('GET', `/my-order?email=${rider.email}`, {
      token: rider.accessToken,
    });

    expect((body as Order[]).map((order) => [order._id, order.status])).toEqual([
      [expired._id, 'expired'],
    ]);
  });
});

describe('unpaid orders limit', () => {
  it(`when a customer holds ${unpaidOrdersMax} unpaid orders, then the next is refused with 409 until one is paid or removed`, async () => {
    const orders = [];
    for (let i = 0; i < unpaidOrdersMax; i++) orders.push(await placeOrder());
    const stock = await stockOf();

    const refused = await callApi('POST', '/order', {
      token: rider.accessToken,
      body: order4Discs,
    });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { message: /pay for one or remove one/ } });
    expect(await stockOf()).toBe(stock);
    await callApi('DELETE', `/my-order/${orders[0]?._id}`, { token: rider.accessToken });
    await placeOrder();
  });

  it('when one account sends a flood of orders at once, then exactly the limit is placed and every request is answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        callApi('POST', '/order', { token: rider.accessToken, body: order4Discs }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(unpaidOrdersMax);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15 - unpaidOrdersMax);
    const placed = await db.collection('orders').where('uid', '==', rider.uid).count().get();
    expect(placed.data().count).toBe(unpaidOrdersMax);
  }, 60_000);

  it('when a single order takes the whole stock of a part whose most per order allows it, then it is placed (a trade buyer may)', async () => {
    await db.collection('parts').doc(partId).update({ maxPerOrder: 10_000 });
    const order = await placeOrder(rider, { ...order4Discs, quantity: await stockOf() });

    expect(await stockOf()).toBe(0);
    expect(order.status).toBe('pending');
  });
});

describe('what Stripe can charge', () => {
  it('when the total is over $999,999.99, then 400 saying why, and nothing is held', async () => {
    await db
      .collection('parts')
      .doc(partId)
      .update({ priceCents: 10_000_000, availableQuantity: 1000 });

    const { status, body } = await callApi('POST', '/order', {
      token: rider.accessToken,
      body: { ...order4Discs, quantity: 100 },
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: {
        message:
          /\$1,000,000,000\.00 cannot be paid by card: a card payment is \$0\.50 to \$999,999\.99/,
      },
    });
    expect(await stockOf()).toBe(1000);
  });

  it('when the total is under $0.50, then 400', async () => {
    await db.collection('parts').doc(partId).update({ priceCents: 10, minOrder: 1 });
    // Shipping free at home whatever the order: only the parts are paid for.
    const settings = db.collection('settings').doc('shipping');
    const { zones } = (await settings.get()).data() as { zones: { methods: object[] }[] };
    await settings.update({
      zones: zones.map((zone) => ({
        ...zone,
        methods: zone.methods.map((method) => ({ ...method, freeOverCents: 0 })),
      })),
    });

    const { status, body } = await callApi('POST', '/order', {
      token: rider.accessToken,
      body: { ...order4Discs, quantity: 4 },
    });

    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'validation_failed', fields: { quantity: /\$0\.40/ } },
    });
  });
});

describe('refunds', () => {
  it('when an admin cancels a paid order, then Stripe refunds it, it shows refunded, and its units come back once', async () => {
    const before = await stockOf();
    const { order, intentId } = await paidOrder();

    const { status, body } = await cancelAsAdmin(order);

    expect(status).toBe(200);
    const refunded = body as Order;
    expect(refunded).toMatchObject({ status: 'refunded', refundStatus: 'succeeded', paid: true });
    expect(await stripe.refunds.retrieve(refunded.refundId as string)).toMatchObject({
      payment_intent: intentId,
      amount: totalCents,
      metadata: { orderId: order._id },
    });
    expect(await stockOf()).toBe(before);
    const history = await stockHistory(db, partId);
    expect(
      history.movements.filter((movement) => movement.reason === 'order-refunded'),
    ).toHaveLength(1);
    expect(history.recorded).toBe(before);
    expect((await cancelAsAdmin(order)).status).toBe(409);
  });

  it('when two admins cancel the same paid order at once, then one refund is made and the units come back once', async () => {
    const before = await stockOf();
    const { order, intentId } = await paidOrder();
    const other = await signInToApi('second-boss@example.com', { admin: true });

    const answers = await Promise.all([cancelAsAdmin(order), cancelAsAdmin(order, other)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.amount_refunded).toBe(totalCents);
    expect(await stockOf()).toBe(before);
    expect((await stockHistory(db, partId)).recorded).toBe(before);
  });

  it('when an admin cancels a shipped order, or a customer calls the cancellation, then it is refused and nothing is refunded', async () => {
    const { order } = await paidOrder();
    const asCustomer = await callApi('PATCH', `/order/${order._id}/status`, {
      token: rider.accessToken,
      body: { status: 'cancelled' },
    });
    await callApi('PATCH', `/order/${order._id}/status`, {
      token: admin.accessToken,
      body: { status: 'shipped' },
    });

    const shipped = await cancelAsAdmin(order);

    expect(asCustomer.status).toBe(403);
    expect(shipped.status).toBe(409);
    expect(await storedOrder(order._id)).toMatchObject({ status: 'shipped' });
    expect(await storedOrder(order._id)).not.toHaveProperty('refundId');
  });

  it('when a refund fails at Stripe after it was made, then the webhook shows it failed, whatever the order and repeats of its events', async () => {
    const { order } = await paidOrder(cards.refundFails);

    const { body } = await cancelAsAdmin(order);
    const refund = body as Order;

    expect(refund).toMatchObject({ status: 'refunded', refundStatus: 'succeeded' });
    await expect
      .poll(async () => (await storedOrder(order._id))?.refundStatus, { timeout: 15_000 })
      .toBe('failed');
    expect(await storedOrder(order._id)).toMatchObject({
      refundFailureReason: 'expired_or_canceled_card',
    });

    // An older event arriving late, and the same event twice: the order keeps Stripe's latest word.
    const stale = {
      ...(await stripe.refunds.retrieve(refund.refundId as string)),
      status: 'succeeded',
    };
    const late = signedEvent('refund.updated', stale);
    expect((await postWebhook(late)).status).toBe(200);
    expect((await postWebhook(late)).body).toMatchObject({ result: 'duplicate' });
    expect(await storedOrder(order._id)).toMatchObject({
      status: 'refunded',
      refundStatus: 'failed',
    });
  });

  it('when a refund event arrives before the shop recorded its refund, then the webhook answers non-2xx so that Stripe retries', async () => {
    const { order, intentId } = await paidOrder();
    await db.collection('orders').doc(order._id).update({ status: 'refunded' });

    const { status } = await postWebhook(
      signedEvent('refund.created', {
        id: 're_early',
        object: 'refund',
        payment_intent: intentId,
        metadata: { orderId: order._id },
      }),
    );

    expect(status).toBe(409);
  });
});

describe('when Stripe fails', () => {
  it.each([
    ['unreachable', 503, 'payment_provider_unavailable'],
    ['error', 502, 'payment_provider_error'],
  ] as const)(
    'when Stripe is %s, then paying answers %i with the error shape and the order is untouched',
    async (mode, expected, code) => {
      const order = await placeOrder();
      await stripeFails(mode, 3);

      const { status, body } = await callApi('POST', '/create-payment-intent', {
        token: rider.accessToken,
        body: { orderId: order._id },
      });

      expect(status).toBe(expected);
      expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
      expect(await storedOrder(order._id)).toMatchObject({ status: 'pending' });
      expect(await storedOrder(order._id)).not.toHaveProperty('paymentIntentId');
    },
  );

  it('when Stripe is unreachable as an admin cancels a paid order, then 503 and the order stays paid with its units out', async () => {
    const { order } = await paidOrder();
    const stock = await stockOf();
    await stripeFails('unreachable', 3);

    const { status } = await cancelAsAdmin(order);

    expect(status).toBe(503);
    expect(await storedOrder(order._id)).toMatchObject({ status: 'paid' });
    expect(await stockOf()).toBe(stock);
  });
});

describe('Manage Order', () => {
  it('when an admin lists orders, then they see one status at a time, paid by default, paged with a cursor, and the counts', async () => {
    const paid = [(await paidOrder()).order, (await paidOrder()).order, (await paidOrder()).order];
    const pending = await placeOrder();

    const first = await callApi('GET', '/order?limit=2', { token: admin.accessToken });
    const last = (first.body as Order[]).at(-1)?._id ?? '';
    const second = await callApi('GET', `/order?limit=2&after=${last}`, {
      token: admin.accessToken,
    });
    const pendingView = await callApi('GET', '/order?status=pending', { token: admin.accessToken });
    const counts = await callApi('GET', '/order/counts', { token: admin.accessToken });

    const ids = (page: unknown) => (page as Order[]).map((order) => order._id);
    expect([...ids(first.body), ...ids(second.body)]).toEqual(
      paid.map((order) => order._id).reverse(),
    );
    expect(first.headers.get('x-total-count')).toBe('3');
    expect(ids(pendingView.body)).toEqual([pending._id]);
    expect(counts.body).toEqual<OrderCounts>({
      pending: 1,
      paid: 3,
      'partially-shipped': 0,
      shipped: 0,
      delivered: 0,
      'partially-returned': 0,
      returned: 0,
      expired: 0,
      cancelled: 0,
      refunded: 0,
    });
  });

  it.each([
    ['status=lost', 400],
    ['after=no-such-order', 400],
  ])('when an admin asks for %s, then %i', async (query, expected) => {
    const { status, body } = await callApi('GET', `/order?${query}`, { token: admin.accessToken });

    expect(status).toBe(expected);
    expect(body).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('when a customer asks for the counts, then 403', async () => {
    expect((await callApi('GET', '/order/counts', { token: rider.accessToken })).status).toBe(403);
  });
});

describe('orders from before the lifecycle', () => {
  it('when the migration runs, then old orders get a hold and a late payment kept for a refund is refunded through Stripe, once', async () => {
    const { order, intentId } = await paidOrder();
    const legacy = db.collection('orders').doc(order._id);
    await legacy.update({
      status: 'cancelled',
      transactionId: null,
      holdEndsAt: FieldValue.delete(),
      refundDueTransactionId: intentId,
    });
    const forgotten = await placeOrder();
    await db.collection('orders').doc(forgotten._id).update({
      holdEndsAt: FieldValue.delete(),
      refundDueTransactionId: 'pi_forgottenbythesandbox',
    });

    const report = await migrateOrders(db, stripe);
    const again = await migrateOrders(db, stripe);

    expect(report).toMatchObject({ linesGiven: 0, holdsGiven: 2, refunded: 1 });
    expect(report.notRefunded).toEqual([expect.stringContaining(forgotten._id)]);
    expect(again).toMatchObject({ holdsGiven: 0, refunded: 0 });
    const migrated = (await legacy.get()).data();
    expect(migrated).toMatchObject({
      status: 'refunded',
      transactionId: intentId,
      refundStatus: 'succeeded',
    });
    expect(migrated).not.toHaveProperty('refundDueTransactionId');
    expect((migrated?.holdEndsAt as Timestamp).toMillis()).toBe(
      Date.parse(order.createdAt) + defaultOrderHoldMinutes * 60_000,
    );
    const charge = await stripe.charges.retrieve(
      (await stripe.paymentIntents.retrieve(intentId)).latest_charge as string,
    );
    expect(charge.amount_refunded).toBe(totalCents);
  });

  it('when the migration meets orders of one part, then each gets one line, its total unchanged, once', async () => {
    const { order: paid } = await paidOrder();
    const pending = await placeOrder();
    const answered = async (order: Order) =>
      (await callApi('GET', `/order/${order._id}`, { token: rider.accessToken })).body as Order;
    const before = [await answered(paid), await answered(pending)];
    for (const order of before) {
      await db
        .collection('orders')
        .doc(order._id)
        .update({
          partId: order.partId,
          partName: order.name,
          quantity: order.quantity,
          unitPriceCents: Math.round(order.unitPrice * 100),
          lines: FieldValue.delete(),
          partIds: FieldValue.delete(),
          subtotalCents: FieldValue.delete(),
          shippingCents: FieldValue.delete(),
          shippingAddress: FieldValue.delete(),
          shippingMethod: FieldValue.delete(),
        });
    }

    const report = await migrateOrders(db, stripe);
    const again = await migrateOrders(db, stripe);

    expect(report.linesGiven).toBe(2);
    expect(again.linesGiven).toBe(0);
    for (const order of before) {
      const migrated = await storedOrder(order._id);
      expect(migrated).not.toHaveProperty('partName');
      expect(migrated).toMatchObject({
        lines: [
          {
            partId,
            name: 'Drilled Brake Disc',
            quantity: 4,
            unitPriceCents: 11_450,
            lineTotalCents: totalCents,
          },
        ],
        partIds: [partId],
        subtotalCents: totalCents,
        shippingCents: 0,
        totalPriceCents: totalCents,
      });
      // An order from before lines is from before part numbers too: its line names none; and
      // it shipped as the shop arranged (docs/decisions/0042-third-review.md).
      const lines = order.lines.map((line) => ({ ...line, sku: null }));
      expect(await answered(order)).toEqual({
        ...order,
        lines,
        shippingMethod: arrangedShippingMethod,
      });
    }
    expect(before.map(({ status }) => status)).toEqual(['paid', 'pending']);
  });
});
