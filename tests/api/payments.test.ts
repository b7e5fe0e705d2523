import type { ClientSecretResponse, Order } from '@moto-parts/contracts';
import type Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import {
  cards,
  intentIdOf,
  paymentIntentFor as createdIntent,
  payWithCard,
  postWebhook,
  signedEvent,
  stripe,
} from '../support/stripe-sandbox.ts';

// The API against the local Stripe sandbox, driven with the real `stripe` SDK: the test plays
// the browser's part (a card payment method, then confirming the intent) with the sandbox's
// key (tests/support/stripe-sandbox.ts).

const { db } = emulatorAdmin();
// Drilled Brake Disc: $114.50, minimum order 4 → $458.00 = 45800 cents.
const order4Discs = {
  partId: 'drilled-brake-disc',
  quantity: 4,
  address: '12 Chain Lane, Leeds',
  phone: '01134960000',
};
const totalCents = 45_800;

type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;

async function placeOrder(session: Session = rider): Promise<Order> {
  const { status, body } = await callApi('POST', '/order', {
    token: session.accessToken,
    body: order4Discs,
  });
  expect(status).toBe(201);
  return body as Order;
}

const paymentIntentFor = (order: Order, session: Session = rider) =>
  createdIntent(order._id, session.accessToken);

const confirmPayment = (order: Order, transactionId: unknown, session: Session = rider) =>
  callApi('PATCH', `/order/${order._id}`, {
    token: session.accessToken,
    body: { transactionId },
  });

const storedOrder = async (id: string) => (await db.collection('orders').doc(id).get()).data();

beforeEach(async () => {
  await resetToSeed();
  rider = await signInToApi('rider@example.com');
});

describe('POST /create-payment-intent', () => {
  it('when the buyer asks for their unpaid order, then one intent for the order’s total, in dollars’ cents', async () => {
    const order = await placeOrder();

    const intentId = await paymentIntentFor(order);

    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({
      amount: totalCents,
      currency: 'usd',
      metadata: { orderId: order._id },
    });
  });

  it('when asked twice, then the same intent answers, and a totalPrice in the body changes nothing', async () => {
    const order = await placeOrder();
    const first = await paymentIntentFor(order);

    const { body } = await callApi('POST', '/create-payment-intent', {
      token: rider.accessToken,
      body: { orderId: order._id, totalPrice: 0.5 },
    });

    expect(intentIdOf((body as ClientSecretResponse).clientSecret)).toBe(first);
    expect((await stripe.paymentIntents.retrieve(first)).amount).toBe(totalCents);
  });

  it('when the order is someone else’s, removed or unknown, then 404', async () => {
    const order = await placeOrder();
    const other = await signInToApi('other@example.com');
    const removed = await placeOrder();
    await callApi('DELETE', `/my-order/${removed._id}`, { token: rider.accessToken });

    for (const [session, orderId] of [
      [other, order._id],
      [rider, removed._id],
      [rider, 'no-such-order'],
    ] as const) {
      const { status } = await callApi('POST', '/create-payment-intent', {
        token: session.accessToken,
        body: { orderId },
      });
      expect(status).toBe(404);
    }
  });

  it('when the order is already paid, then 409', async () => {
    const order = await placeOrder();
    await db.collection('orders').doc(order._id).update({ paid: true, status: 'paid' });

    const { status } = await callApi('POST', '/create-payment-intent', {
      token: rider.accessToken,
      body: { orderId: order._id },
    });

    expect(status).toBe(409);
  });

  it('when nobody is signed in, or the body is wrong, then 401 or 400', async () => {
    const order = await placeOrder();

    const anonymous = await callApi('POST', '/create-payment-intent', {
      body: { orderId: order._id },
    });
    const noOrder = await callApi('POST', '/create-payment-intent', {
      token: rider.accessToken,
      body: {},
    });
    const extra = await callApi('POST', '/create-payment-intent', {
      token: rider.accessToken,
      body: { orderId: order._id, amount: 1 },
    });

    expect([anonymous.status, noOrder.status, extra.status]).toEqual([401, 400, 400]);
  });
});

describe('PATCH /order/{id}', () => {
  it('when the card payment succeeded, then the order is paid with the transaction id, and a repeat changes nothing', async () => {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);
    await payWithCard(intentId, cards.succeeds);

    const { status, body } = await confirmPayment(order, intentId);
    const repeat = await confirmPayment(order, intentId);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: order._id,
      paid: true,
      status: 'paid',
      transactionId: intentId,
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(body);
  });

  it('when the card was declined, then 409 and the order stays unpaid', async () => {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);
    const declined = await payWithCard(intentId, cards.declined);

    const { status, body } = await confirmPayment(order, intentId);

    expect(declined).toMatchObject({ message: 'Your card was declined.' });
    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { message: 'This payment has not succeeded' } });
    expect(await storedOrder(order._id)).toMatchObject({ paid: false, status: 'pending' });
  });

  it('when the card has insufficient funds, then the order stays unpaid', async () => {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);

    const failed = await payWithCard(intentId, cards.insufficientFunds);

    expect(failed).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' });
    expect((await confirmPayment(order, intentId)).status).toBe(409);
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when the payment is another order’s, then 409 and this order stays unpaid', async () => {
    const order = await placeOrder();
    const other = await placeOrder();
    const otherIntent = await paymentIntentFor(other);
    await payWithCard(otherIntent, cards.succeeds);

    const { status, body } = await confirmPayment(order, otherIntent);

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { message: 'This payment was not started for this order' },
    });
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when the payment was made outside the shop for another amount, then 409 before Stripe is asked, and the order stays unpaid', async () => {
    const order = await placeOrder();
    const cheap = await stripe.paymentIntents.create({
      amount: 100,
      currency: 'usd',
      metadata: { orderId: order._id },
    });
    await payWithCard(cheap.id, cards.succeeds);

    const { status, body } = await confirmPayment(order, cheap.id);

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { message: 'This payment was not started for this order' },
    });
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when the payment was in another currency, then 409 and the order stays unpaid', async () => {
    const order = await placeOrder();
    const euros = await stripe.paymentIntents.create({
      amount: totalCents,
      currency: 'eur',
      metadata: { orderId: order._id },
    });
    await payWithCard(euros.id, cards.succeeds);

    const { status } = await confirmPayment(order, euros.id);

    expect(status).toBe(409);
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when the order was removed before its payment completed, then the buyer’s call is refused and the webhook refunds the payment through Stripe', async () => {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);
    await callApi('DELETE', `/my-order/${order._id}`, { token: rider.accessToken });
    // A Payment tab left open pays anyway; the sandbox then posts its webhook too.
    await payWithCard(intentId, cards.succeeds);

    const { status, body } = await confirmPayment(order, intentId);

    // The browser and the sandbox's webhook race: the buyer's call finds the order removed
    // (404), or already refunded by the webhook (409 saying so). Either way, one refund.
    if (status === 404) {
      expect(body).toMatchObject({ error: { code: 'not_found' } });
    } else {
      expect(status).toBe(409);
      expect(body).toMatchObject({ error: { message: /Your payment was refunded/ } });
    }
    await expect
      .poll(async () => (await storedOrder(order._id))?.status, { timeout: 10_000 })
      .toBe('refunded');
    const refunded = await storedOrder(order._id);
    expect(refunded).toMatchObject({ transactionId: intentId, refundStatus: 'succeeded' });
    const refund = await stripe.refunds.retrieve(refunded?.refundId as string);
    expect(refund).toMatchObject({ payment_intent: intentId, amount: totalCents });
  });

  it('when the order is already paid and another payment is sent, then 409 and the first one stays', async () => {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);
    await payWithCard(intentId, cards.succeeds);
    await confirmPayment(order, intentId);
    const second = await stripe.paymentIntents.create({
      amount: totalCents,
      currency: 'usd',
      metadata: { orderId: order._id },
    });
    await payWithCard(second.id, cards.succeeds);

    const { status, body } = await confirmPayment(order, second.id);

    expect(status).toBe(409);
    expect(body).toMatchObject({ error: { message: 'This order is already paid' } });
    expect(await storedOrder(order._id)).toMatchObject({ paid: true, transactionId: intentId });
  });

  it('when the order is someone else’s, then 404 even with its own successful payment', async () => {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);
    await payWithCard(intentId, cards.succeeds);
    const other = await signInToApi('other@example.com');

    expect((await confirmPayment(order, intentId, other)).status).toBe(404);
  });

  it.each([
    ['an unknown intent (not this order’s: Stripe is not asked)', 'pi_doesnotexist', 409],
    ['a malformed id', 'ch_123', 400],
    ['no id', undefined, 400],
  ])('when the transaction id is %s, then %i', async (_, transactionId, expected) => {
    const order = await placeOrder();

    expect((await confirmPayment(order, transactionId)).status).toBe(expected);
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when nobody is signed in, then 401', async () => {
    const order = await placeOrder();

    const { status } = await callApi('PATCH', `/order/${order._id}`, {
      body: { transactionId: 'pi_123' },
    });

    expect(status).toBe(401);
  });
});

describe('POST /stripe/webhook', () => {
  const post = postWebhook;

  /** An order whose card payment succeeded at Stripe; the API has not heard of it yet. */
  async function paidAtStripe() {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);
    const intent = await payWithCard(intentId, cards.succeeds);
    // The sandbox posts its own webhook too: once it has landed, put the order back as it
    // was before, so that each test's own event decides.
    await expect
      .poll(async () => (await storedOrder(order._id))?.paid, { timeout: 10_000 })
      .toBe(true);
    await db.collection('orders').doc(order._id).update({
      paid: false,
      status: 'pending',
      transactionId: null,
    });
    return { order, intent: intent as Stripe.PaymentIntent };
  }

  it('when Stripe says the payment succeeded, then the order is paid without the browser', async () => {
    const { order, intent } = await paidAtStripe();

    const { status } = await post(signedEvent('payment_intent.succeeded', intent));

    expect(status).toBe(200);
    expect(await storedOrder(order._id)).toMatchObject({
      paid: true,
      status: 'paid',
      transactionId: intent.id,
    });
  });

  it('when the same event comes again, then it is acknowledged and changes nothing', async () => {
    const { order, intent } = await paidAtStripe();
    const event = signedEvent('payment_intent.succeeded', intent);
    await post(event);
    await db.collection('orders').doc(order._id).update({ status: 'shipped' });

    const { status, body } = await post(event);

    expect(status).toBe(200);
    expect(body).toMatchObject({ result: 'duplicate' });
    expect(await storedOrder(order._id)).toMatchObject({ status: 'shipped' });
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_wrong' }],
    ['a stale timestamp', { timestamp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('when the signature has %s, then 400 and nothing changes', async (_, options) => {
    const { order, intent } = await paidAtStripe();

    const { status } = await post(signedEvent('payment_intent.succeeded', intent, options));

    expect(status).toBe(400);
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when the body was altered after signing, or has no signature, then 400', async () => {
    const { order, intent } = await paidAtStripe();
    const event = signedEvent('payment_intent.succeeded', intent);

    const altered = await post({ ...event, payload: event.payload.replace('usd', 'eur') });
    const unsigned = await callApi('POST', '/stripe/webhook', { rawBody: event.payload });

    expect([altered.status, unsigned.status]).toEqual([400, 400]);
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when a failure arrives after the success, then the order stays paid', async () => {
    const { order, intent } = await paidAtStripe();
    await post(signedEvent('payment_intent.succeeded', intent));

    const { status } = await post(
      signedEvent('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
      }),
    );

    expect(status).toBe(200);
    expect(await storedOrder(order._id)).toMatchObject({ paid: true, status: 'paid' });
  });

  it('when a succeeded event does not match the order, then non-2xx (Stripe retries) and it stays unpaid', async () => {
    const { order, intent } = await paidAtStripe();

    const { status } = await post(
      signedEvent('payment_intent.succeeded', { ...intent, amount: 100 }),
    );

    expect(status).toBe(409);
    expect(await storedOrder(order._id)).toMatchObject({ paid: false });
  });

  it('when only a failure arrives, then it is recorded and the order stays unpaid; a later success still pays it', async () => {
    const { order, intent } = await paidAtStripe();

    const failed = await post(
      signedEvent('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
      }),
    );
    const unpaid = await storedOrder(order._id);
    const succeeded = await post(signedEvent('payment_intent.succeeded', intent));

    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ result: 'recorded' });
    expect(unpaid).toMatchObject({ paid: false, status: 'pending' });
    expect(succeeded.body).toMatchObject({ result: 'paid' });
    expect(await storedOrder(order._id)).toMatchObject({ paid: true, transactionId: intent.id });
  });

  it('when the order was paid by another payment, then non-2xx and the first payment stays', async () => {
    const { order, intent } = await paidAtStripe();
    await post(signedEvent('payment_intent.succeeded', intent));

    const { status } = await post(
      signedEvent('payment_intent.succeeded', { ...intent, id: 'pi_another' }),
    );

    expect(status).toBe(409);
    expect(await storedOrder(order._id)).toMatchObject({ transactionId: intent.id });
  });

  it('when the order was removed, then the event is acknowledged and the payment refunded through Stripe', async () => {
    const { order, intent } = await paidAtStripe();
    await db.collection('orders').doc(order._id).update({ status: 'cancelled' });

    const { status, body } = await post(signedEvent('payment_intent.succeeded', intent));

    expect(status).toBe(200);
    expect(body).toMatchObject({ result: 'refunded' });
    const stored = await storedOrder(order._id);
    expect(stored).toMatchObject({ status: 'refunded', transactionId: intent.id });
    expect(await stripe.refunds.retrieve(stored?.refundId as string)).toMatchObject({
      payment_intent: intent.id,
      status: 'succeeded',
    });
  });

  it.each([
    ['names no order (another product on the same Stripe account)', {}],
    ['names an order that is not ours', { orderId: 'no-such-order' }],
  ])(
    'when the payment %s, then 2xx recorded as ignored, so Stripe neither retries it nor switches the endpoint off',
    async (_, metadata) => {
      const { order, intent } = await paidAtStripe();
      const event = signedEvent('payment_intent.succeeded', { ...intent, metadata });

      const { status, body } = await post(event);
      const again = await post(event);

      expect(status).toBe(200);
      expect(body).toMatchObject({ result: 'ignored' });
      expect(again.body).toMatchObject({ result: 'duplicate' });
      expect((await db.collection('stripeEvents').doc(event.id).get()).data()).toMatchObject({
        result: 'ignored',
        orderId: null,
      });
      expect(await storedOrder(order._id)).toMatchObject({ paid: false });
    },
  );

  it('when the buyer’s bank disputes a paid order’s payment, then the order is flagged for the admins with Stripe’s reason and status', async () => {
    const { order, intent } = await paidAtStripe();
    await post(signedEvent('payment_intent.succeeded', intent));
    const dispute = {
      id: 'dp_test_1',
      object: 'dispute',
      payment_intent: intent.id,
      reason: 'product_not_received',
      status: 'needs_response',
      amount: intent.amount,
    };

    const opened = await post(signedEvent('charge.dispute.created', dispute));
    const closed = await post(signedEvent('charge.dispute.closed', { ...dispute, status: 'won' }));
    const stranger = await post(
      signedEvent('charge.dispute.created', { ...dispute, payment_intent: 'pi_not_ours' }),
    );
    const admin = await signInToApi('boss@example.com', { admin: true });
    const read = await callApi('GET', `/order/${order._id}`, { token: admin.accessToken });

    expect([opened.status, closed.status, stranger.status]).toEqual([200, 200, 200]);
    expect(opened.body).toMatchObject({ result: 'dispute-recorded' });
    expect(stranger.body).toMatchObject({ result: 'ignored' });
    expect(read.body).toMatchObject({
      status: 'paid',
      dispute: { reason: 'product_not_received', status: 'won' },
    });
  });

  it('when the sandbox itself posts the event after a card payment, then the order becomes paid', async () => {
    const order = await placeOrder();
    const intentId = await paymentIntentFor(order);

    await payWithCard(intentId, cards.succeeds);

    await expect
      .poll(async () => (await storedOrder(order._id))?.paid, { timeout: 10_000 })
      .toBe(true);
  });
});
