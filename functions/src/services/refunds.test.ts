import type Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aCard, startSandbox } from '../../../tools/stripe-sandbox/test-support.ts';
import { refundPayment } from './refunds.ts';

// refundPayment against the local Stripe sandbox (the real `stripe` SDK): one refund per
// order or return, whether Stripe still remembers the idempotency key or has forgotten it
// (24 hours, on the sandbox's clock) and the refund is found among the payment's refunds.

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox();
  stripe = sandbox.stripe;
});
afterAll(() => sandbox.close());

const clock = (method: 'POST' | 'DELETE', body?: object) =>
  fetch(`${sandbox.baseUrl}/_sandbox/clock`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
/** A day and an hour later at Stripe: every idempotency key so far is forgotten. */
const aDayLater = () => clock('POST', { advanceSeconds: 25 * 60 * 60 });
afterEach(async () => {
  await clock('DELETE');
});

let orders = 0;

/** A new order's id, and its payment (succeeded): its refunds' keys are its own. */
async function paidOrder(amount = 10_000) {
  const orderId = `order-${++orders}`;
  const intent = await stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    metadata: { orderId },
  });
  const method = await stripe.paymentMethods.create(aCard('4242424242424242'));
  await stripe.paymentIntents.confirm(intent.id, { payment_method: method.id });
  return { orderId, intentId: intent.id };
}

const refundsOf = async (intentId: string) =>
  (await stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data;

describe('refundPayment', () => {
  it('when a return is refunded, then Stripe makes one refund of its amount, naming the order and the return; asked again within the day, the same one', async () => {
    const { orderId, intentId } = await paidOrder();

    const first = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 2_500,
    });
    const again = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 2_500,
    });

    expect(first).toMatchObject({ amount: 2_500, metadata: { orderId, returnId: '1' } });
    expect(again.id).toBe(first.id);
    expect((await refundsOf(intentId)).map(({ id }) => id)).toEqual([first.id]);
  });

  it('when Stripe has forgotten the key, then the return’s refund it made is found and no second one is made', async () => {
    const { orderId, intentId } = await paidOrder();
    const first = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 2_500,
    });
    await aDayLater();

    const retried = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 2_500,
    });

    expect(retried.id).toBe(first.id);
    expect((await refundsOf(intentId)).map(({ id }) => id)).toEqual([first.id]);
  });

  it('when Stripe has forgotten the key of the whole order’s refund, then it is found, not a return’s refund nor another order’s', async () => {
    const { orderId, intentId } = await paidOrder();
    const ofReturn = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 1_000,
    });
    const whole = await refundPayment(stripe, orderId, intentId);
    await aDayLater();

    const retried = await refundPayment(stripe, orderId, intentId);

    expect(whole).toMatchObject({ amount: 9_000, metadata: { orderId } });
    expect(retried.id).toBe(whole.id);
    expect((await refundsOf(intentId)).map(({ id }) => id)).toEqual([whole.id, ofReturn.id]);
  });

  it('when a return’s refund has been made and others’ are not, then each is found by its own return, and one not yet made is made', async () => {
    const { orderId, intentId } = await paidOrder();
    const one = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 1_000,
    });
    // Made outside the shop (Stripe's dashboard), or of another order: not the shop's return 2.
    await stripe.refunds.create({ payment_intent: intentId, amount: 500 });
    await stripe.refunds.create({
      payment_intent: intentId,
      amount: 500,
      metadata: { orderId: `${orderId}-other`, returnId: '2' },
    });
    await aDayLater();

    const oneAgain = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 1_000,
    });
    const two = await refundPayment(stripe, orderId, intentId, {
      returnId: '2',
      amountCents: 2_000,
    });

    expect(oneAgain.id).toBe(one.id);
    expect(two).toMatchObject({ amount: 2_000, metadata: { orderId, returnId: '2' } });
    expect(await refundsOf(intentId)).toHaveLength(4);
  });

  it('when the payment has more refunds than one page holds, then the one made first is still found on a later page', async () => {
    const { orderId, intentId } = await paidOrder(20_000);
    const first = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 1_000,
    });
    for (let i = 0; i < 100; i++) {
      await stripe.refunds.create({
        payment_intent: intentId,
        amount: 100,
        metadata: { orderId, returnId: `other-${i}` },
      });
    }
    await aDayLater();

    const retried = await refundPayment(stripe, orderId, intentId, {
      returnId: '1',
      amountCents: 1_000,
    });

    expect(retried.id).toBe(first.id);
    const listed = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
    expect(listed.has_more).toBe(true);
    expect(listed.data.map(({ id }) => id)).not.toContain(first.id);
  });
});
