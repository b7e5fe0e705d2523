import type { Order } from '@moto-parts/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import {
  deliveriesEndedFor,
  payForOrder,
  redeliverFailedEventsFor,
  stripe,
  stripeClockBack,
  stripeClockMoves,
  stripeFails,
  stripeRecovers,
  webhooksAppliedFor,
} from '../support/stripe-sandbox.ts';

// A refund Stripe made whose answer never reached the API, retried after Stripe forgot its
// idempotency key (Stripe prunes keys once they are 24 hours old): the retry finds the refund
// Stripe made, by the order and return in its metadata, and records it rather than paying the
// buyer twice (docs/decisions/0034-returns-and-partial-refunds.md, "Retries after Stripe forgot
// the key"). The sandbox makes the refund and drops its answer (`answer-lost` on
// `POST /v1/refunds`, 3 times: the API's SDK tries 3 times), then its clock moves 25 hours.
// Each test waits out the SDK's retries and the sandbox's 3 deliveries of the lost refund's
// event (1 s apart): 60 s each, as a first test also starts the API's instance.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let admin: Session;

const discs = 'drilled-brake-disc';
const plugs = 'iridium-spark-plug';

/** Every payment a test made: its webhooks must land before the next test's reset. */
let payments: string[] = [];

const cents = (dollars: number) => Math.round(dollars * 100);
const unitCentsOf = (order: Order, partId: string) =>
  cents(order.lines.find((line) => line.partId === partId)?.unitPrice ?? NaN);

/** An order of 4 discs and 20 plugs (their minimums), paid by card. */
async function paidOrder() {
  const placed = await callApi('POST', '/order', {
    token: rider.accessToken,
    body: {
      lines: [
        { partId: discs, quantity: 4 },
        { partId: plugs, quantity: 20 },
      ],
      shippingAddress: sanFrancisco,
      shippingMethod: 'us-express',
      phone: '+1 415 555 0100',
    },
  });
  expect(placed.status).toBe(201);
  const order = placed.body as Order;
  const intentId = await payForOrder(order._id, rider.accessToken);
  payments.push(intentId);
  return { order, intentId };
}

/** The order above, shipped in one parcel and delivered. */
async function deliveredOrder() {
  const { order, intentId } = await paidOrder();
  const shipped = await callApi('PATCH', `/order/${order._id}/status`, {
    token: admin.accessToken,
    body: { status: 'shipped' },
  });
  expect(shipped.status).toBe(200);
  const delivered = await callApi('POST', `/order/${order._id}/shipments/1/delivery`, {
    token: rider.accessToken,
  });
  expect(delivered.body).toMatchObject({ status: 'delivered' });
  return { order: delivered.body as Order, intentId };
}

/** A return of `quantity` damaged units of `partId`, asked for and approved: its id. */
async function approvedReturn(order: Order, partId: string, quantity: number) {
  const asked = await callApi('POST', `/order/${order._id}/returns`, {
    token: rider.accessToken,
    body: { partId, quantity, reason: 'damaged' },
  });
  expect(asked.status).toBe(201);
  const returnId = (asked.body as Order).returns.at(-1)?.id ?? '';
  const approved = await callApi('PATCH', `/order/${order._id}/returns/${returnId}`, {
    token: admin.accessToken,
    body: { decision: 'approve' },
  });
  expect(approved.status).toBe(200);
  return returnId;
}

const receive = (order: Order, returnId: string) =>
  callApi('POST', `/order/${order._id}/returns/${returnId}/receipt`, {
    token: admin.accessToken,
    body: { condition: 'restock' },
  });

const cancel = (order: Order) =>
  callApi('PATCH', `/order/${order._id}/status`, {
    token: admin.accessToken,
    body: { status: 'cancelled' },
  });

/** Stripe makes the next refund and its answer is lost, on the SDK's 3 tries. */
const nextRefundAnswerLost = () => stripeFails('answer-lost', 3, 'POST /v1/refunds');

/** The refunds Stripe holds of payment `intentId`, newest first. */
const refundsAtStripe = async (intentId: string) =>
  (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data;

const storedOrder = async (id: string) => (await db.collection('orders').doc(id).get()).data();
const stockOf = async (partId: string) =>
  (await db.collection('parts').doc(partId).get()).get('availableQuantity') as number;

beforeEach(async () => {
  await resetToSeed();
  payments = [];
  rider = await signInToApi('retry-rider@example.com', { verified: true });
  admin = await signInToApi('retry-admin@example.com', { admin: true });
});

afterEach(async () => {
  await stripeRecovers();
  await stripeClockBack();
  // The lost refund's events were refused (409) until the retry recorded it, and the sandbox
  // gives up after 3 tries: Stripe would try them again later, so the test does.
  for (const intentId of payments) {
    await redeliverFailedEventsFor(intentId);
    await webhooksAppliedFor(intentId);
  }
});

describe('a refund whose answer was lost, retried a day later', () => {
  it('when a return’s receipt failed after Stripe refunded it, and it is received again 25 hours later, then Stripe holds that one refund, the order records it, and the return is received', async () => {
    const { order, intentId } = await deliveredOrder();
    const returnId = await approvedReturn(order, discs, 2);
    const stock = await stockOf(discs);
    await nextRefundAnswerLost();

    const lost = await receive(order, returnId);
    const madeThen = await refundsAtStripe(intentId);
    const afterLoss = await storedOrder(order._id);
    await deliveriesEndedFor(intentId);
    await stripeClockMoves(25);
    const retried = await receive(order, returnId);

    expect(lost.status).toBe(503);
    expect(afterLoss?.status).toBe('delivered');
    expect(afterLoss?.refunds ?? []).toEqual([]);
    expect(afterLoss?.returns[0]).toMatchObject({ status: 'approved', refundId: null });
    expect(madeThen).toHaveLength(1);
    const refundId = madeThen[0]?.id;
    const refundCents = 2 * unitCentsOf(order, discs);
    expect(retried.status).toBe(200);
    const refunds = await refundsAtStripe(intentId);
    expect(refunds.map(({ id, amount, metadata }) => [id, amount, metadata])).toEqual([
      [refundId, refundCents, { orderId: order._id, returnId }],
    ]);
    expect(retried.body).toMatchObject({
      status: 'partially-returned',
      returns: [{ id: returnId, status: 'received', refundId, refund: refundCents / 100 }],
      refunds: [{ id: refundId, returnId, status: 'succeeded' }],
      refunded: refundCents / 100,
    });
    expect(await stockOf(discs)).toBe(stock + 2);
  }, 60_000);

  it('when another return was refunded after the lost one, then the retry records its own return’s refund, not the newer one', async () => {
    const { order, intentId } = await deliveredOrder();
    const lostReturn = await approvedReturn(order, discs, 2);
    const otherReturn = await approvedReturn(order, plugs, 20);
    await nextRefundAnswerLost();

    expect((await receive(order, lostReturn)).status).toBe(503);
    const [lostRefund] = await refundsAtStripe(intentId);
    expect((await receive(order, otherReturn)).status).toBe(200);
    await deliveriesEndedFor(intentId);
    await stripeClockMoves(25);
    const retried = await receive(order, lostReturn);

    expect(retried.status).toBe(200);
    const refunds = await refundsAtStripe(intentId);
    expect(refunds.map(({ metadata }) => metadata?.returnId)).toEqual([otherReturn, lostReturn]);
    expect(refunds[1]?.id).toBe(lostRefund?.id);
    const received = retried.body as Order;
    expect(received.returns.map(({ id, refundId }) => [id, refundId])).toEqual(
      refunds.map(({ id, metadata }) => [metadata?.returnId, id]).reverse(),
    );
    expect(cents(received.refunded)).toBe(refunds.reduce((sum, { amount }) => sum + amount, 0));
  }, 60_000);

  it('when an admin’s cancellation of a paid order failed after Stripe refunded it, and it is cancelled again 25 hours later, then Stripe holds that one refund, the order is refunded with it, and its units come back once', async () => {
    const { order, intentId } = await paidOrder();
    const stock = await stockOf(discs);
    await nextRefundAnswerLost();

    const lost = await cancel(order);
    const madeThen = await refundsAtStripe(intentId);
    const afterLoss = await storedOrder(order._id);
    await deliveriesEndedFor(intentId);
    await stripeClockMoves(25);
    const retried = await cancel(order);

    expect(lost.status).toBe(503);
    expect(afterLoss).toMatchObject({ status: 'paid' });
    expect(madeThen).toHaveLength(1);
    const refundId = madeThen[0]?.id;
    expect(retried.status).toBe(200);
    const refunds = await refundsAtStripe(intentId);
    expect(refunds.map(({ id, amount, metadata }) => [id, amount, metadata])).toEqual([
      [refundId, cents(order.totalPrice), { orderId: order._id }],
    ]);
    expect(retried.body).toMatchObject({
      status: 'refunded',
      refundId,
      refunds: [{ id: refundId, returnId: null, status: 'succeeded' }],
      refunded: order.totalPrice,
    });
    expect(await stockOf(discs)).toBe(stock + 4);
  }, 60_000);
});
