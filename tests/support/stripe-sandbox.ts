// The API tests' side of the Stripe sandbox: the real `stripe` SDK with the sandbox's key
// (playing the browser's part with Stripe.js), its test cards, and webhook events signed
// with the SDK's own test-header helper.
import Stripe from 'stripe';
import { host, ports, stripeSandbox } from '../../scripts/lib/local-contract.ts';
import { localSecret } from '../../scripts/lib/local-secrets.ts';
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

/** Makes the sandbox's next `count` API calls fail (`/_sandbox/faults`, not Stripe's). */
export async function stripeFails(mode: 'error' | 'unreachable' | 'rate-limited', count: number) {
  const response = await fetch(`${stripeSandbox.url}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, count }),
  });
  if (!response.ok) throw new Error(`The sandbox refused the fault: ${response.status}`);
}

export const stripeRecovers = () =>
  fetch(`${stripeSandbox.url}/_sandbox/faults`, { method: 'DELETE' });

/** The PaymentIntent the API makes for order `orderId` (`POST /create-payment-intent`). */
export async function paymentIntentFor(orderId: string, accessToken: string) {
  const created = await callApi('POST', '/create-payment-intent', {
    token: accessToken,
    body: { orderId },
  });
  if (created.status !== 200) throw new Error(`No PaymentIntent: ${JSON.stringify(created.body)}`);
  return intentIdOf((created.body as { clientSecret: string }).clientSecret);
}

/** Pays order `orderId` as its buyer's Payment screen does: intent, card, confirmation. */
export async function payForOrder(orderId: string, accessToken: string, card = cards.succeeds) {
  const intentId = await paymentIntentFor(orderId, accessToken);
  await payWithCard(intentId, card);
  const confirmed = await callApi('PATCH', `/order/${orderId}`, {
    token: accessToken,
    body: { transactionId: intentId },
  });
  if (confirmed.status !== 200) throw new Error(`Not paid: ${JSON.stringify(confirmed.body)}`);
  return intentId;
}
