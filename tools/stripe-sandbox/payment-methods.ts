import { cardBrand, checkCard, type CardBrand } from './cards.ts';
import { cardError, invalidRequest } from './errors.ts';
import type { FormObject } from './form-body.ts';
import {
  metadata,
  optionalObject,
  optionalString,
  rejectUnknown,
  requiredString,
} from './params.ts';
import { newId, unixSeconds, type SandboxState } from './state.ts';

const addressFields = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;
type Address = Record<(typeof addressFields)[number], string | null>;

export interface PaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  billing_details: {
    address: Address;
    email: string | null;
    name: string | null;
    phone: string | null;
  };
  card: { brand: CardBrand; last4: string; exp_month: number; exp_year: number };
  created: number;
  customer: null;
  livemode: false;
  metadata: Record<string, string>;
}

/** A PaymentMethod and its full number, which only the sandbox keeps: confirming decides by it. */
export interface StoredPaymentMethod {
  paymentMethod: PaymentMethod;
  number: string;
}

function billingDetails(form: FormObject): PaymentMethod['billing_details'] {
  const details = optionalObject(form.billing_details, 'billing_details');
  rejectUnknown(details, ['address', 'email', 'name', 'phone'], 'billing_details');
  const address = optionalObject(details.address, 'billing_details[address]');
  rejectUnknown(address, addressFields, 'billing_details[address]');
  const text = (object: FormObject, key: string, param: string) =>
    optionalString(object[key], `${param}[${key}]`) || null;
  return {
    address: Object.fromEntries(
      addressFields.map((field) => [field, text(address, field, 'billing_details[address]')]),
    ) as Address,
    email: text(details, 'email', 'billing_details'),
    name: text(details, 'name', 'billing_details'),
    phone: text(details, 'phone', 'billing_details'),
  };
}

/** `POST /v1/payment_methods`: a card PaymentMethod, after Stripe's checks on the card. */
export function createPaymentMethod(state: SandboxState, form: FormObject, now = new Date()) {
  rejectUnknown(form, ['type', 'card', 'billing_details', 'metadata']);
  const type = requiredString(form.type, 'type');
  if (type !== 'card') {
    throw invalidRequest(`The Stripe sandbox supports only card payment methods, not '${type}'.`, {
      param: 'type',
    });
  }
  const card = optionalObject(form.card, 'card');
  rejectUnknown(card, ['number', 'exp_month', 'exp_year', 'cvc'], 'card');
  const check = checkCard(
    {
      number: requiredString(card.number, 'card[number]'),
      exp_month: requiredString(card.exp_month, 'card[exp_month]'),
      exp_year: requiredString(card.exp_year, 'card[exp_year]'),
      cvc: optionalString(card.cvc, 'card[cvc]'),
    },
    now,
  );
  if ('problem' in check) throw cardError(check.problem);
  const { number, expMonth, expYear } = check.valid;
  const paymentMethod: PaymentMethod = {
    id: newId('pm_'),
    object: 'payment_method',
    type: 'card',
    billing_details: billingDetails(form),
    card: {
      brand: cardBrand(number),
      last4: number.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
    },
    created: unixSeconds(now),
    customer: null,
    livemode: false,
    metadata: metadata(form.metadata),
  };
  state.paymentMethods.set(paymentMethod.id, { paymentMethod, number });
  return paymentMethod;
}
