import { declineFor } from './cards.ts';
import { cardError, invalidRequest, missingParam, noSuch, type ApiError } from './errors.ts';
import type { FormObject } from './form-body.ts';
import {
  metadata,
  optionalBoolean,
  optionalObject,
  optionalString,
  optionalStringList,
  rejectUnknown,
  requiredPositiveInteger,
  requiredString,
} from './params.ts';
import { createCharge } from './charges.ts';
import type { PaymentMethod } from './payment-methods.ts';
import { newId, unixSeconds, type SandboxState } from './state.ts';

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean } | null;
  canceled_at: null;
  cancellation_reason: null;
  capture_method: 'automatic';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  /** The Charge the payment made, once it succeeded. */
  latest_charge: string | null;
  last_payment_error: {
    type: 'card_error';
    code: string;
    decline_code: string;
    message: string;
    payment_method: PaymentMethod;
  } | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'requires_payment_method' | 'succeeded';
}

/** What a publishable key sees of a PaymentIntent: Stripe leaves out metadata and money moved. */
const publicFields = [
  'id',
  'object',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_types',
  'receipt_email',
  'status',
] as const satisfies readonly (keyof PaymentIntent)[];

export const publicView = (intent: PaymentIntent): Partial<PaymentIntent> =>
  Object.fromEntries(publicFields.map((field) => [field, intent[field]]));

/**
 * Stripe's limits on one charge in USD, in cents: at least $0.50, at most $999,999.99.
 * Other currencies: at least 1 of their smallest unit (the sandbox knows no other limits).
 */
function checkAmountLimits(amount: number, currency: string) {
  if (currency !== 'usd') return;
  if (amount < 50) {
    throw invalidRequest('Amount must be at least $0.50 usd', {
      param: 'amount',
      code: 'amount_too_small',
    });
  }
  if (amount > 99_999_999) {
    throw invalidRequest('Amount must be no more than $999,999.99', {
      param: 'amount',
      code: 'amount_too_large',
    });
  }
}

/** `POST /v1/payment_intents`, card payments only, in any three-letter currency. */
export function createPaymentIntent(state: SandboxState, form: FormObject, now = new Date()) {
  rejectUnknown(form, [
    'amount',
    'currency',
    'metadata',
    'payment_method_types',
    'automatic_payment_methods',
    'description',
    'receipt_email',
  ]);
  const amount = requiredPositiveInteger(form.amount, 'amount');
  const currency = requiredString(form.currency, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${currency}. Use a three-letter ISO code.`, {
      param: 'currency',
    });
  }
  checkAmountLimits(amount, currency);
  const types = optionalStringList(form.payment_method_types, 'payment_method_types');
  const automatic = optionalObject(form.automatic_payment_methods, 'automatic_payment_methods');
  rejectUnknown(automatic, ['enabled'], 'automatic_payment_methods');
  const automaticEnabled = optionalBoolean(automatic.enabled, 'automatic_payment_methods[enabled]');
  if (types && automaticEnabled) {
    throw invalidRequest(
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      { param: 'payment_method_types' },
    );
  }
  const other = types?.find((type) => type !== 'card');
  if (other !== undefined) {
    throw invalidRequest(`The Stripe sandbox supports only card payments, not '${other}'.`, {
      param: 'payment_method_types',
    });
  }
  const id = newId('pi_');
  const intent: PaymentIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    // Without payment_method_types, Stripe's current API versions turn automatic methods on.
    automatic_payment_methods: types ? null : { enabled: automaticEnabled ?? true },
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${newId('', 25)}`,
    confirmation_method: 'automatic',
    created: unixSeconds(now),
    currency,
    customer: null,
    description: optionalString(form.description, 'description') || null,
    latest_charge: null,
    last_payment_error: null,
    livemode: false,
    metadata: metadata(form.metadata),
    next_action: null,
    payment_method: null,
    payment_method_types: ['card'],
    receipt_email: optionalString(form.receipt_email, 'receipt_email') || null,
    status: 'requires_payment_method',
  };
  state.paymentIntents.set(id, intent);
  return intent;
}

export function findPaymentIntent(state: SandboxState, id: string, param?: string): PaymentIntent {
  const intent = state.paymentIntents.get(id);
  if (!intent) throw noSuch('payment_intent', id, param);
  return intent;
}

/** Stripe.js's calls carry the intent's client secret; it must be this intent's. */
export function checkClientSecret(intent: PaymentIntent, clientSecret: string) {
  if (clientSecret !== intent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      { param: 'client_secret' },
    );
  }
}

/**
 * `POST /v1/payment_intents/:id/confirm` with a card PaymentMethod: the card decides (see
 * cards.ts). A declined intent stays `requires_payment_method` and may be confirmed again;
 * a succeeded one may not. The decline comes back rather than thrown, because the caller
 * still announces it (a `payment_intent.payment_failed` event) before answering with it.
 * `view` is how the caller may see the intent inside an error.
 */
export function confirmPaymentIntent(
  state: SandboxState,
  intent: PaymentIntent,
  form: FormObject,
  view: (intent: PaymentIntent) => object,
): ApiError | null {
  rejectUnknown(form, ['payment_method', 'client_secret']);
  if (intent.status !== 'requires_payment_method') {
    throw invalidRequest(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      { code: 'payment_intent_unexpected_state', payment_intent: view(intent) },
    );
  }
  const paymentMethodId = optionalString(form.payment_method, 'payment_method');
  if (!paymentMethodId) throw missingParam('payment_method');
  const stored = state.paymentMethods.get(paymentMethodId);
  if (!stored) throw noSuch('PaymentMethod', paymentMethodId, 'payment_method');
  const { paymentMethod } = stored;
  const decline = declineFor(stored.number);
  if (decline) {
    intent.last_payment_error = { type: 'card_error', ...decline, payment_method: paymentMethod };
    intent.payment_method = null;
    return cardError({ ...decline, payment_intent: view(intent), payment_method: paymentMethod });
  }
  intent.status = 'succeeded';
  intent.amount_received = intent.amount;
  intent.payment_method = paymentMethodId;
  intent.last_payment_error = null;
  intent.latest_charge = createCharge(state, intent, stored.number).id;
  return null;
}
