import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCards } from './cards.ts';
import { aCard, startSandbox } from './test-support.ts';
import type { EventRecord } from './webhooks.ts';

// Charges, refunds, Stripe's amount limits, the fault switch and the clock idempotency keys age
// by, driven by the real `stripe` SDK as the shop's functions drive them.

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox({ refundFailureDelayMs: 50 });
  stripe = sandbox.stripe;
});
afterAll(() => sandbox.close());

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error as Stripe.errors.StripeError,
  );

async function paidIntent(number: string = testCards.succeeds, amount = 45_800) {
  const intent = await stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    metadata: { orderId: 'order-1' },
  });
  const method = await stripe.paymentMethods.create(aCard(number));
  return stripe.paymentIntents.confirm(intent.id, { payment_method: method.id });
}

async function events(): Promise<EventRecord[]> {
  const response = await fetch(`${sandbox.baseUrl}/_sandbox/events`);
  return ((await response.json()) as { data: EventRecord[] }).data;
}

const eventsAbout = async (id: string) =>
  (await events()).filter((event) => (event.data.object as { id: string }).id === id);

describe('amount limits', () => {
  it.each([
    [49, 'amount_too_small', 'Amount must be at least $0.50 usd'],
    [100_000_000, 'amount_too_large', 'Amount must be no more than $999,999.99'],
  ])('when a USD intent is for %i cents, then Stripe’s %s', async (amount, code, message) => {
    const error = await failureOf(stripe.paymentIntents.create({ amount, currency: 'usd' }));

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ code, message, param: 'amount', statusCode: 400 });
  });

  it.each([50, 99_999_999])(
    'when a USD intent is for %i cents, then it is created',
    async (amount) => {
      expect(await stripe.paymentIntents.create({ amount, currency: 'usd' })).toMatchObject({
        amount,
      });
    },
  );
});

describe('charges', () => {
  it('when a payment succeeds, then its latest charge holds the amount and the intent’s metadata', async () => {
    const intent = await paidIntent();

    const charge = await stripe.charges.retrieve(intent.latest_charge as string);

    expect(charge).toMatchObject({
      object: 'charge',
      amount: 45_800,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      payment_intent: intent.id,
      metadata: { orderId: 'order-1' },
    });
  });

  it('when an intent has not succeeded, then it has no charge', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });

    expect(intent.latest_charge).toBeNull();
  });
});

describe('refunds', () => {
  it('when a payment is refunded by its intent, then the whole amount is refunded and the events say so', async () => {
    const intent = await paidIntent();

    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      metadata: { orderId: 'order-1' },
    });

    expect(refund).toMatchObject({
      object: 'refund',
      amount: 45_800,
      status: 'succeeded',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      metadata: { orderId: 'order-1' },
    });
    expect(refund.id).toMatch(/^re_\w+$/);
    expect(await stripe.refunds.retrieve(refund.id)).toEqual(refund);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 45_800, refunded: true });
    expect((await eventsAbout(refund.id)).map((event) => event.type)).toEqual(['refund.created']);
    const chargeEvents = await eventsAbout(charge.id);
    expect(chargeEvents.map((event) => event.type)).toEqual(['charge.refunded']);
  });

  it('when the same refund is asked twice with one idempotency key, then one refund is made', async () => {
    const intent = await paidIntent();
    const key = `refund-${intent.id}`;

    const first = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: key },
    );
    const second = await stripe.refunds.create(
      { payment_intent: intent.id },
      { idempotencyKey: key },
    );

    expect(second.id).toBe(first.id);
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded).toBe(
      45_800,
    );
  });

  it('when part is refunded by the charge, then the rest can be refunded, and no more', async () => {
    const intent = await paidIntent();
    const charge = intent.latest_charge as string;

    await stripe.refunds.create({ charge, amount: 800 });
    const tooMuch = await failureOf(stripe.refunds.create({ charge, amount: 45_001 }));
    const rest = await stripe.refunds.create({ charge });
    const again = await failureOf(stripe.refunds.create({ charge }));

    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({
      message: 'Refund amount ($450.01) is greater than unrefunded amount on charge ($450.00)',
      param: 'amount',
      statusCode: 400,
    });
    expect(tooMuch.code).toBeUndefined();
    expect(rest.amount).toBe(45_000);
    expect(again).toMatchObject({
      code: 'charge_already_refunded',
      message: `Charge ${charge} has already been refunded.`,
    });
  });

  it('when part of a payment is refunded by its intent with an amount, then that much is refunded, with the metadata, and the charge says so', async () => {
    const intent = await paidIntent();

    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 22_900,
      metadata: { orderId: 'order-1', returnId: '1' },
    });

    expect(refund).toMatchObject({
      amount: 22_900,
      status: 'succeeded',
      payment_intent: intent.id,
      metadata: { orderId: 'order-1', returnId: '1' },
    });
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 22_900,
      refunded: false,
    });
  });

  it('when three partial refunds add up to exactly the charge, then each is made and announced, the charge is refunded, and a fourth is refused', async () => {
    const intent = await paidIntent(testCards.succeeds, 10_000);
    const amounts = [2_500, 4_000, 3_500];

    const refunds = [];
    for (const amount of amounts) {
      refunds.push(await stripe.refunds.create({ payment_intent: intent.id, amount }));
    }
    const fourth = await failureOf(stripe.refunds.create({ payment_intent: intent.id, amount: 1 }));

    expect(refunds.map(({ amount, status }) => [amount, status])).toEqual(
      amounts.map((amount) => [amount, 'succeeded']),
    );
    expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 10_000,
      refunded: true,
    });
    expect(fourth).toMatchObject({
      code: 'charge_already_refunded',
      message: `Charge ${intent.latest_charge as string} has already been refunded.`,
      statusCode: 400,
    });
    const created = (await events()).filter(
      (event) =>
        event.type === 'refund.created' &&
        (event.data.object as Stripe.Refund).payment_intent === intent.id,
    );
    expect(created.map((event) => (event.data.object as Stripe.Refund).id)).toEqual(
      refunds.map(({ id }) => id),
    );
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map(({ id }) => id)).toEqual(refunds.map(({ id }) => id).reverse());
    expect(listed.has_more).toBe(false);
  });

  it('when refunds are listed with a limit, then the newest come first and the list says there are more', async () => {
    const intent = await paidIntent(testCards.succeeds, 1_000);
    await stripe.refunds.create({ payment_intent: intent.id, amount: 100 });
    const second = await stripe.refunds.create({ payment_intent: intent.id, amount: 200 });

    const listed = await stripe.refunds.list({ charge: intent.latest_charge as string, limit: 1 });
    const tooMany = await failureOf(stripe.refunds.list({ limit: 101 }));

    expect(listed).toMatchObject({ object: 'list', has_more: true, url: '/v1/refunds' });
    expect(listed.data.map(({ id }) => id)).toEqual([second.id]);
    expect(tooMany).toMatchObject({ param: 'limit', statusCode: 400 });
  });

  it('when a payment’s refunds are listed, then each carries its metadata, and the SDK’s auto-pagination pages through them with starting_after', async () => {
    const intent = await paidIntent(testCards.succeeds, 1_000);
    const made = [];
    for (const returnId of ['1', '2', '3']) {
      made.push(
        await stripe.refunds.create({
          payment_intent: intent.id,
          amount: 100,
          metadata: { orderId: 'order-1', returnId },
        }),
      );
    }
    // Another payment's refund, made last: in no page of this payment's list.
    await stripe.refunds.create({ payment_intent: (await paidIntent()).id, amount: 100 });

    const paged = [];
    for await (const refund of stripe.refunds.list({ payment_intent: intent.id, limit: 1 })) {
      paged.push(refund);
    }
    const first = await stripe.refunds.list({ payment_intent: intent.id, limit: 2 });
    const next = await stripe.refunds.list({
      payment_intent: intent.id,
      limit: 2,
      starting_after: first.data.at(-1)?.id,
    });
    const newer = await stripe.refunds.list({
      payment_intent: intent.id,
      limit: 1,
      ending_before: made[0]?.id,
    });

    expect(paged.map(({ id, metadata }) => [id, metadata])).toEqual(
      made.map(({ id, metadata }) => [id, metadata]).reverse(),
    );
    expect(paged.map(({ metadata }) => metadata?.returnId)).toEqual(['3', '2', '1']);
    expect([first.has_more, next.has_more]).toEqual([true, false]);
    expect(next.data.map(({ id }) => id)).toEqual([made[0]?.id]);
    expect(newer).toMatchObject({ has_more: true, data: [{ id: made[1]?.id }] });
  });

  it('when a list’s cursor names no refund, or both cursors are sent, then 400', async () => {
    const missing = await failureOf(stripe.refunds.list({ starting_after: 're_missing' }));
    const both = await failureOf(
      stripe.refunds.list({ starting_after: 're_a', ending_before: 're_b' }),
    );

    expect(missing).toMatchObject({
      code: 'resource_missing',
      param: 'starting_after',
      message: "No such refund: 're_missing'",
      statusCode: 400,
    });
    expect(both.statusCode).toBe(400);
  });

  it('when the intent has not succeeded or does not exist, then 400, and a publishable key is refused', async () => {
    const unpaid = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const browser = sandbox.sdk('pk_test_sandbox');

    const notPaid = await failureOf(stripe.refunds.create({ payment_intent: unpaid.id }));
    const missing = await failureOf(stripe.refunds.create({ payment_intent: 'pi_missing' }));
    const publishable = await failureOf(browser.refunds.create({ payment_intent: unpaid.id }));

    expect(notPaid).toMatchObject({ code: 'charge_not_refundable', statusCode: 400 });
    expect(missing).toMatchObject({ code: 'resource_missing', param: 'payment_intent' });
    expect(publishable.statusCode).toBe(403);
  });

  it('when the card cannot take the money back (4000 0000 0000 5126), then the refund fails a moment later and says why', async () => {
    const intent = await paidIntent(testCards.refundFails);

    const refund = await stripe.refunds.create({ payment_intent: intent.id });

    expect(refund.status).toBe('succeeded');
    await vi.waitFor(async () =>
      expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'expired_or_canceled_card',
      }),
    );
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded).toBe(0);
    await vi.waitFor(async () =>
      expect((await eventsAbout(refund.id)).map((event) => event.type)).toEqual([
        'refund.created',
        'refund.updated',
        'refund.failed',
      ]),
    );
  });
});

/** How many API calls the sandbox has answered (`GET /_sandbox/requests`). */
const apiRequests = async () =>
  ((await (await fetch(`${sandbox.baseUrl}/_sandbox/requests`)).json()) as { apiRequests: number })
    .apiRequests;

describe('the sandbox’s controls', () => {
  it('when its events or counts are read from another origin, then no CORS header lets that page read them', async () => {
    const options = { headers: { origin: 'http://evil.example' } };
    for (const path of ['/_sandbox/events', '/_sandbox/requests']) {
      const response = await fetch(`${sandbox.baseUrl}${path}`, options);

      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    const preflight = await fetch(`${sandbox.baseUrl}/_sandbox/faults`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('faults', () => {
  const fail = (mode: string, count: number, on?: string) =>
    fetch(`${sandbox.baseUrl}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode, count, on }),
    });

  it('when errors are switched on, then that many calls answer 500 api_error, and then it recovers', async () => {
    expect((await fail('error', 1)).status).toBe(200);

    const error = await failureOf(stripe.paymentIntents.create({ amount: 500, currency: 'usd' }));

    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error.statusCode).toBe(500);
    expect(await stripe.paymentIntents.create({ amount: 500, currency: 'usd' })).toMatchObject({
      amount: 500,
    });
  });

  it('when unreachable is switched on, then the call gets no answer, until it is cleared', async () => {
    await fail('unreachable', 5);

    const error = await failureOf(stripe.paymentIntents.create({ amount: 500, currency: 'usd' }));
    await fetch(`${sandbox.baseUrl}/_sandbox/faults`, { method: 'DELETE' });

    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(await stripe.paymentIntents.create({ amount: 500, currency: 'usd' })).toMatchObject({
      amount: 500,
    });
  });

  it('when rate limiting is switched on, then the call is refused with 429 rate_limit, which the SDK does not retry', async () => {
    await fail('rate-limited', 1);
    const before = await apiRequests();

    const error = await failureOf(stripe.paymentIntents.create({ amount: 500, currency: 'usd' }));

    expect(error).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(error.statusCode).toBe(429);
    expect(await apiRequests()).toBe(before + 1);
    expect(await stripe.paymentIntents.create({ amount: 500, currency: 'usd' })).toMatchObject({
      amount: 500,
    });
  });

  it('when answers are lost on one call, then that call is made but its caller gets no answer, other calls are answered, and asking again with its key finds what was made', async () => {
    const intent = await paidIntent();
    const refund = { payment_intent: intent.id, metadata: { orderId: 'order-1' } };
    const key = `refund-lost-${intent.id}`;
    // The SDK tries a closed connection once more, even with retries off: 2 fails one call.
    await fail('answer-lost', 2, 'POST /v1/refunds');

    const listedBefore = await stripe.refunds.list({ payment_intent: intent.id });
    const lost = await failureOf(stripe.refunds.create(refund, { idempotencyKey: key }));
    const listedAfter = await stripe.refunds.list({ payment_intent: intent.id });
    const again = await stripe.refunds.create(refund, { idempotencyKey: key });

    expect(listedBefore.data).toEqual([]);
    expect(lost).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(listedAfter.data).toMatchObject([{ amount: 45_800, metadata: { orderId: 'order-1' } }]);
    expect(again.id).toBe(listedAfter.data[0]?.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).amount_refunded).toBe(
      45_800,
    );
  });

  it.each([
    { mode: 'slow', count: 1 },
    { mode: 'error', count: 0 },
    { mode: 'answer-lost', count: 1, on: 'POST /v1/refunds?x=1' },
    { mode: 'answer-lost', count: 1, on: '/v1/refunds' },
  ])('when the switch is sent %j, then 400', async ({ mode, count, on }) => {
    expect((await fail(mode, count, on)).status).toBe(400);
  });
});

describe('idempotency keys on the sandbox’s clock', () => {
  const clock = (method: 'GET' | 'POST' | 'DELETE', body?: object) =>
    fetch(`${sandbox.baseUrl}/_sandbox/clock`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
  const advance = (seconds: number) => clock('POST', { advanceSeconds: seconds });
  const hour = 60 * 60;

  afterEach(async () => {
    await clock('DELETE');
  });

  it('when a refund is asked again with its key 23 h 59 min later, then the first answers; at 24 h the key is forgotten and a second refund is made, as at Stripe', async () => {
    const intent = await paidIntent(testCards.succeeds, 1_000);
    const key = `refund-${intent.id}-return-1`;
    const ask = () =>
      stripe.refunds.create(
        { payment_intent: intent.id, amount: 100, metadata: { returnId: '1' } },
        { idempotencyKey: key },
      );
    const first = await ask();

    await advance(24 * hour - 60);
    const withinADay = await ask();
    await advance(60);
    const aDayLater = await ask();

    expect(withinADay.id).toBe(first.id);
    expect(aDayLater.id).not.toBe(first.id);
    expect(aDayLater.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    const listed = await stripe.refunds.list({ payment_intent: intent.id });
    expect(listed.data.map(({ id }) => id)).toEqual([aDayLater.id, first.id]);
  });

  it('when the clock is moved, then it reads ahead by that much, objects keep the real time, and DELETE puts it back', async () => {
    const before = Date.now();

    const moved = await advance(25 * hour);
    const { clock: reading } = (await moved.json()) as {
      clock: { now: string; offsetSeconds: number };
    };
    const made = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const back = (await (await clock('DELETE')).json()) as { clock: { offsetSeconds: number } };

    expect(moved.status).toBe(200);
    expect(reading.offsetSeconds).toBe(25 * hour);
    expect(Date.parse(reading.now) - before).toBeGreaterThanOrEqual(25 * hour * 1000);
    expect(made.created * 1000).toBeLessThan(before + hour * 1000);
    expect(back.clock.offsetSeconds).toBe(0);
    expect(moved.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([{ advanceSeconds: 0 }, { advanceSeconds: 1.5 }, { advanceSeconds: 'a day' }, {}])(
    'when the clock is sent %j, then 400 and it does not move',
    async (body) => {
      const refused = await clock('POST', body);
      const reading = (await (await clock('GET')).json()) as { clock: { offsetSeconds: number } };

      expect(refused.status).toBe(400);
      expect(reading.clock.offsetSeconds).toBe(0);
    },
  );
});
