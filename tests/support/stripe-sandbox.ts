// The API tests' side of the Stripe sandbox: the real `stripe` SDK with the sandbox's key
// (playing the browser's part with Stripe.js), its test cards, and webhook events signed
// with the SDK's own test-header helper.
import Stripe from 'stripe';
import { host, ports, stripeSandbox } from '../../scripts/lib/local-contract.ts';
import { localSecret } from '../../scripts/lib/local-secrets.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { callApi } from './emulators.ts';

export const stripe = new Stripe(stripeSandbox.secretKey, {
  host,
  port: ports.stripe,
  protocol: 'http',
});

export const cards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Pays; a refund of it fails shortly after it was made (Stripe's test card). */
  refundFails: '4000000000005126',
};

export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** What the browser does with Stripe.js: a card payment method, then confirm. */
export async function payWithCard(intentId: string, number: string) {
  const method = await stripe.paymentMethods.create({
    type: 'card',
    card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  return stripe.paymentIntents.confirm(intentId, { payment_method: method.id }).then(
    (intent) => intent,
    (error: unknown) => error as Stripe.errors.StripeError,
  );
}

/** A Stripe event about `object`, signed as Stripe signs it for the API's webhook. */
export function signedEvent(
  type: string,
  object: object,
  {
    id = `evt_${Math.random().toString(36).slice(2)}`,
    secret = localSecret('STRIPE_WEBHOOK_SECRET'),
    timestamp = 0,
  } = {},
) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return { payload, signature, id };
}

export const postWebhook = ({ payload, signature }: { payload: string; signature: string }) =>
  callApi('POST', '/stripe/webhook', {
    rawBody: payload,
    headers: { 'stripe-signature': signature },
  });

/**
 * Makes the sandbox's next `count` API calls fail (`/_sandbox/faults`, not Stripe's); with
 * `on` (`'POST /v1/refunds'`), the next `count` calls of that method and path only.
 * `answer-lost` runs the call and drops its answer: Stripe did it, the API never heard.
 */
export async function stripeFails(
  mode: 'error' | 'unreachable' | 'rate-limited' | 'answer-lost',
  count: number,
  on?: `${'GET' | 'POST'} /v1/${string}`,
) {
  const response = await fetch(`${stripeSandbox.url}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, count, on }),
  });
  if (!response.ok) throw new Error(`The sandbox refused the fault: ${response.status}`);
}

export const stripeRecovers = () =>
  fetch(`${stripeSandbox.url}/_sandbox/faults`, { method: 'DELETE' });

/**
 * Moves the sandbox's clock `hours` forward (`/_sandbox/clock`): idempotency keys that are 24
 * hours old by it are forgotten, as Stripe prunes them. `stripeClockBack` puts it back.
 */
export async function stripeClockMoves(hours: number) {
  const response = await fetch(`${stripeSandbox.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: hours * 60 * 60 }),
  });
  if (!response.ok) throw new Error(`The sandbox refused to move its clock: ${response.status}`);
}

export const stripeClockBack = () =>
  fetch(`${stripeSandbox.url}/_sandbox/clock`, { method: 'DELETE' });

interface SandboxEvent {
  id: string;
  type: string;
  data: { object: { id?: string; payment_intent?: string } };
  delivery: { state: 'pending' | 'delivered' | 'failed' | 'no_endpoint' };
}

const eventsAbout = async (intentId: string) => {
  const response = await fetch(`${stripeSandbox.url}/_sandbox/events`);
  const { data } = (await response.json()) as { data: SandboxEvent[] };
  return data.filter(
    ({ data: { object } }) => object.id === intentId || object.payment_intent === intentId,
  );
};

/** Waits until the sandbox has done trying to deliver each event about payment `intentId`. */
export async function deliveriesEndedFor(intentId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await eventsAbout(intentId);
    if (events.every(({ delivery }) => delivery.state !== 'pending')) return events;
    if (Date.now() > deadline) throw new Error(`Webhooks about ${intentId} are still pending`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Sends the API again, signed, each event about payment `intentId` whose delivery the sandbox
 * gave up on (3 tries in 2 s), as Stripe's own retries would over the following days.
 */
export async function redeliverFailedEventsFor(intentId: string) {
  const events = await deliveriesEndedFor(intentId);
  for (const event of events.filter(({ delivery }) => delivery.state === 'failed')) {
    const { status, body } = await postWebhook(
      signedEvent(event.type, event.data.object, { id: event.id }),
    );
    if (status !== 200) throw new Error(`${event.type} ${event.id}: ${JSON.stringify(body)}`);
  }
}

/** The PaymentIntent the API makes for order `orderId` (`POST /create-payment-intent`). */
export async function paymentIntentFor(orderId: string, accessToken: string) {
  const created = await callApi('POST', '/create-payment-intent', {
    token: accessToken,
    body: { orderId },
  });
  if (created.status !== 200) throw new Error(`No PaymentIntent: ${JSON.stringify(created.body)}`);
  return intentIdOf((created.body as { clientSecret: string }).clientSecret);
}

/**
 * Waits until the API has applied every webhook event the sandbox sent so far about payment
 * `intentId` (its `stripeEvents` record exists). A test that pays must wait for them: an event
 * still on its way lands in the next test's database, after that test's reset.
 */
export async function webhooksAppliedFor(intentId: string, timeoutMs = 20_000) {
  const ids = (await eventsAbout(intentId)).map(({ id }) => id);
  if (ids.length === 0) throw new Error(`The sandbox sent no event about ${intentId}`);
  const events = emulatorAdmin().db.collection('stripeEvents');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const records = await Promise.all(ids.map((id) => events.doc(id).get()));
    if (records.every((record) => record.exists)) return;
    if (Date.now() > deadline) throw new Error(`Webhooks about ${intentId} were not applied`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Pays order `orderId` as its buyer's Payment screen does: intent, card, confirmation; and
 * waits until the API has applied the sandbox's webhooks about the payment.
 */
export async function payForOrder(orderId: string, accessToken: string, card = cards.succeeds) {
  const intentId = await paymentIntentFor(orderId, accessToken);
  await payWithCard(intentId, card);
  const confirmed = await callApi('PATCH', `/order/${orderId}`, {
    token: accessToken,
    body: { transactionId: intentId },
  });
  if (confirmed.status !== 200) throw new Error(`Not paid: ${JSON.stringify(confirmed.body)}`);
  await webhooksAppliedFor(intentId);
  return intentId;
}
