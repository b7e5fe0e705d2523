import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testCards } from './cards.ts';
import { aCard, browserCall, startSandbox } from './test-support.ts';

// The sandbox's API driven by the real `stripe` SDK, as the shop's functions drive Stripe.

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox();
  stripe = sandbox.stripe;
});
afterAll(() => sandbox.close());

const order = {
  amount: 45_800,
  currency: 'usd',
  automatic_payment_methods: { enabled: true },
  description: '4 × Drilled Brake Disc',
  metadata: { orderId: 'order-1' },
};

/** The error a call fails with; a call that succeeds fails the test. */
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error as Stripe.errors.StripeError,
  );

async function confirmWith(number: string) {
  const intent = await stripe.paymentIntents.create(order);
  const method = await stripe.paymentMethods.create(aCard(number));
  return {
    intent,
    method,
    confirm: stripe.paymentIntents.confirm(intent.id, { payment_method: method.id }),
  };
}

describe('PaymentIntents', () => {
  it('when an intent is created with metadata, then retrieving it answers the same intent, awaiting a payment method', async () => {
    const created = await stripe.paymentIntents.create(order);

    const retrieved = await stripe.paymentIntents.retrieve(created.id);

    expect(retrieved).toEqual(created);
    expect(retrieved).toMatchObject({
      object: 'payment_intent',
      amount: 45_800,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { orderId: 'order-1' },
      description: '4 × Drilled Brake Disc',
      payment_method: null,
      last_payment_error: null,
      livemode: false,
    });
    expect(retrieved.id).toMatch(/^pi_\w+$/);
    expect(retrieved.client_secret).toMatch(new RegExp(`^${retrieved.id}_secret_\\w+$`));
  });

  it('when the same idempotency key comes with the same request, then the first intent answers again, marked replayed', async () => {
    const first = await stripe.paymentIntents.create(order, { idempotencyKey: 'order-same' });

    const again = await stripe.paymentIntents.create(order, { idempotencyKey: 'order-same' });

    expect(again.id).toBe(first.id);
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  });

  it('when the same idempotency key comes with other parameters, then an idempotency error', async () => {
    await stripe.paymentIntents.create(order, { idempotencyKey: 'order-other' });

    const error = await failureOf(
      stripe.paymentIntents.create({ ...order, amount: 100 }, { idempotencyKey: 'order-other' }),
    );

    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error).toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
    expect(error.message).toContain("Try using a key other than 'order-other'");
  });

  it('when the intent does not exist, then resource_missing with a 404', async () => {
    const error = await failureOf(stripe.paymentIntents.retrieve('pi_doesnotexist'));

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_doesnotexist'",
    });
  });

  it.each([
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a fractional amount', { amount: 12.5 }, 'amount'],
    ['no amount', { amount: undefined }, 'amount'],
    ['a currency that is not three letters', { currency: 'dollars' }, 'currency'],
    ['a parameter Stripe does not take', { amount_total: 1 }, 'amount_total'],
  ])('when created with %s, then 400 naming the parameter', async (_, change, param) => {
    const params = { ...order, ...change } as Stripe.PaymentIntentCreateParams;

    const error = await failureOf(stripe.paymentIntents.create(params));

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param });
  });

  it('when the key is wrong or missing, then 401 authentication errors', async () => {
    const wrongKey = await failureOf(
      sandbox.sdk('sk_test_wrong_key_1234').paymentIntents.create(order),
    );
    const noKey = await fetch(`${sandbox.baseUrl}/v1/payment_intents`, { method: 'POST' });

    expect(wrongKey).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(wrongKey).toMatchObject({ statusCode: 401, rawType: 'invalid_request_error' });
    expect(wrongKey.message).toMatch(/^Invalid API Key provided: sk_test_\**1234$/);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('card payment methods and confirming', () => {
  it('when a card payment method is created, then it shows the brand, last four digits and expiry, never the number', async () => {
    const method = await stripe.paymentMethods.create({
      ...aCard(testCards.succeeds),
      billing_details: { email: 'rider@example.com' },
    });

    expect(method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
      billing_details: { email: 'rider@example.com' },
    });
    expect(method.id).toMatch(/^pm_/);
    expect(JSON.stringify(method)).not.toContain(testCards.succeeds);
  });

  it.each([
    [
      'fails the Luhn check',
      { number: '4242424242424241' },
      'incorrect_number',
      'Your card number is incorrect.',
    ],
    ['has too few digits', { number: '424242' }, 'invalid_number', 'Your card number is invalid.'],
    [
      'expired last year',
      { exp_year: new Date().getUTCFullYear() - 1 },
      'invalid_expiry_year',
      "Your card's expiration year is invalid.",
    ],
    [
      'has month 13',
      { exp_month: 13 },
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
    ],
    ['has a two-digit CVC', { cvc: '12' }, 'invalid_cvc', "Your card's security code is invalid."],
  ])(
    'when the card %s, then a 402 card error with Stripe’s code and message',
    async (_, change, code, message) => {
      const { card } = aCard(testCards.succeeds);

      const error = await failureOf(
        stripe.paymentMethods.create({ type: 'card', card: { ...card, ...change } }),
      );

      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({ statusCode: 402, code, message });
    },
  );

  it('when confirmed with 4242 4242 4242 4242, then the intent succeeded with that payment method', async () => {
    const { intent, method, confirm } = await confirmWith(testCards.succeeds);

    const confirmed = await confirm;

    expect(confirmed).toMatchObject({
      id: intent.id,
      status: 'succeeded',
      payment_method: method.id,
      amount_received: 45_800,
      last_payment_error: null,
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it.each([
    [testCards.declined, 'generic_decline', 'Your card was declined.'],
    [testCards.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
  ])(
    'when confirmed with %s, then a card error (%s) and the intent still awaits a payment method',
    async (number, declineCode, message) => {
      const { intent, confirm } = await confirmWith(number);

      const error = await failureOf(confirm);

      expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(error).toMatchObject({
        statusCode: 402,
        code: 'card_declined',
        decline_code: declineCode,
        message,
        payment_intent: { id: intent.id, status: 'requires_payment_method' },
      });
      expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        last_payment_error: { code: 'card_declined', decline_code: declineCode, message },
      });
    },
  );

  it('when a declined intent is confirmed again with a good card, then it succeeds', async () => {
    const { intent, confirm } = await confirmWith(testCards.declined);
    await failureOf(confirm);
    const good = await stripe.paymentMethods.create(aCard(testCards.succeeds));

    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: good.id });

    expect(confirmed).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it('when an intent that succeeded is confirmed again, then payment_intent_unexpected_state', async () => {
    const { intent, method, confirm } = await confirmWith(testCards.succeeds);
    await confirm;

    const error = await failureOf(
      stripe.paymentIntents.confirm(intent.id, { payment_method: method.id }),
    );

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      payment_intent: { id: intent.id, status: 'succeeded' },
    });
  });

  it('when confirmed with a payment method that does not exist, then resource_missing naming payment_method', async () => {
    const intent = await stripe.paymentIntents.create(order);

    const error = await failureOf(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_doesnotexist' }),
    );

    expect(error).toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_method',
    });
  });
});

describe('the publishable key', () => {
  it('when it creates an intent, then 403: only the secret key may', async () => {
    const error = await failureOf(sandbox.sdk('pk_test_sandbox').paymentIntents.create(order));

    expect(error).toBeInstanceOf(Stripe.errors.StripePermissionError);
    expect(error.message).toMatch(/cannot be made with a publishable API key/);
  });

  it('when it retrieves and confirms with the intent’s client secret, then it may, and sees no metadata', async () => {
    const intent = await stripe.paymentIntents.create(order);
    const clientSecret = intent.client_secret ?? '';
    const method = await browserCall(sandbox.baseUrl, 'POST', '/v1/payment_methods', {
      type: 'card',
      'card[number]': testCards.succeeds,
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
    });

    const retrieved = await browserCall(
      sandbox.baseUrl,
      'GET',
      `/v1/payment_intents/${intent.id}`,
      {
        client_secret: clientSecret,
      },
    );
    const confirmed = await browserCall(
      sandbox.baseUrl,
      'POST',
      `/v1/payment_intents/${intent.id}/confirm`,
      { payment_method: String(method.body.id), client_secret: clientSecret },
    );

    expect(method.status).toBe(200);
    expect(retrieved).toMatchObject({
      status: 200,
      body: { id: intent.id, status: 'requires_payment_method' },
    });
    expect(confirmed).toMatchObject({ status: 200, body: { id: intent.id, status: 'succeeded' } });
    expect(confirmed.body).not.toHaveProperty('metadata');
  });

  it('when its client secret is another intent’s, or missing, then it may not', async () => {
    const intent = await stripe.paymentIntents.create(order);
    const other = await stripe.paymentIntents.create(order);
    const path = `/v1/payment_intents/${intent.id}`;

    const wrong = await browserCall(sandbox.baseUrl, 'GET', path, {
      client_secret: other.client_secret ?? '',
    });
    const missing = await browserCall(sandbox.baseUrl, 'POST', `${path}/confirm`, {
      payment_method: 'pm_any',
    });

    expect(wrong).toMatchObject({ status: 400, body: { error: { param: 'client_secret' } } });
    expect(missing.status).toBe(403);
  });
});

describe('HTTP', () => {
  it('when the browser preflights a call from the shop’s origin, then Authorization and Content-Type are allowed', async () => {
    const response = await fetch(`${sandbox.baseUrl}/v1/payment_methods`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toMatch(
      /Authorization.*Content-Type/,
    );
  });

  it('when a path is outside the subset, then 404 in Stripe’s error shape, listing what is answered', async () => {
    const response = await fetch(`${sandbox.baseUrl}/v1/customers`, {
      method: 'POST',
      headers: { Authorization: 'Bearer sk_test_sandbox' },
    });

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        message: expect.stringContaining('POST /v1/payment_intents/:id/confirm'),
      },
    });
  });
});
