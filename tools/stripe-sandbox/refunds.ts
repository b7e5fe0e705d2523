import { refundFailureFor } from './cards.ts';
import { addRefunded, findCharge, type StoredCharge } from './charges.ts';
import { invalidRequest, missingParam, noSuch } from './errors.ts';
import type { FormObject } from './form-body.ts';
import { metadata, optionalString, rejectUnknown, requiredPositiveInteger } from './params.ts';
import { findPaymentIntent } from './payment-intents.ts';
import { newId, unixSeconds, type SandboxState } from './state.ts';

/** A Refund in Stripe's shape. */
export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  status: 'succeeded' | 'failed';
}

const reasons = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

/** The charge a refund request names: by `charge`, or the `payment_intent`'s latest charge. */
function chargeToRefund(state: SandboxState, form: FormObject): StoredCharge {
  const chargeId = optionalString(form.charge, 'charge');
  const intentId = optionalString(form.payment_intent, 'payment_intent');
  if (chargeId && intentId) {
    throw invalidRequest('You may only specify one of these parameters: charge, payment_intent.', {
      param: 'payment_intent',
    });
  }
  if (chargeId) return findCharge(state, chargeId, 'charge');
  if (!intentId) throw missingParam('payment_intent');
  const intent = findPaymentIntent(state, intentId, 'payment_intent');
  if (!intent.latest_charge) {
    throw invalidRequest(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      { param: 'payment_intent', code: 'charge_not_refundable' },
    );
  }
  return findCharge(state, intent.latest_charge);
}

/**
 * `POST /v1/refunds`: refunds all that is left of a charge, or `amount` of it. A card refund
 * succeeds at once; on the test card whose refunds fail, it fails later (failRefund).
 */
export function createRefund(state: SandboxState, form: FormObject) {
  rejectUnknown(form, ['payment_intent', 'charge', 'amount', 'reason', 'metadata']);
  const stored = chargeToRefund(state, form);
  const { charge } = stored;
  const left = charge.amount - charge.amount_refunded;
  if (left === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const amount = form.amount === undefined ? left : requiredPositiveInteger(form.amount, 'amount');
  if (amount > left) {
    // Stripe's words, amounts in the charge's currency; its answer carries no `code`.
    const money = (units: number) =>
      (units / 100).toLocaleString('en-US', { style: 'currency', currency: charge.currency });
    throw invalidRequest(
      `Refund amount (${money(amount)}) is greater than unrefunded amount on charge (${money(left)})`,
      { param: 'amount' },
    );
  }
  const reason = optionalString(form.reason, 'reason');
  if (reason !== undefined && !reasons.includes(reason as (typeof reasons)[number])) {
    throw invalidRequest(`Invalid reason: must be one of ${reasons.join(', ')}`, {
      param: 'reason',
    });
  }
  const refund: Refund = {
    id: newId('re_'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: unixSeconds(),
    currency: charge.currency,
    metadata: metadata(form.metadata),
    payment_intent: charge.payment_intent,
    reason: (reason as Refund['reason']) ?? null,
    status: 'succeeded',
  };
  addRefunded(stored, amount);
  state.refunds.set(refund.id, refund);
  return { refund, charge, failsLater: refundFailureFor(stored.cardNumber) };
}

/** The card would not take the money back: the refund fails and the charge keeps it. */
export function failRefund(state: SandboxState, refund: Refund, reason: string) {
  refund.status = 'failed';
  refund.failure_reason = reason;
  const stored = findCharge(state, refund.charge);
  addRefunded(stored, -refund.amount);
  return stored.charge;
}

/**
 * `GET /v1/refunds`: the refunds made, newest first, of one `payment_intent` or `charge` if
 * named, `limit` of them (1 to 100, 10 by default), in Stripe's list shape, paged by the
 * cursors `starting_after` (the refunds older than that one: the SDK's auto-pagination) or
 * `ending_before` (the newer ones). Each refund carries its metadata.
 */
export function listRefunds(state: SandboxState, form: FormObject) {
  rejectUnknown(form, ['payment_intent', 'charge', 'limit', 'starting_after', 'ending_before']);
  const intentId = optionalString(form.payment_intent, 'payment_intent');
  const chargeId = optionalString(form.charge, 'charge');
  const startingAfter = optionalString(form.starting_after, 'starting_after');
  const endingBefore = optionalString(form.ending_before, 'ending_before');
  const limit = form.limit === undefined ? 10 : requiredPositiveInteger(form.limit, 'limit');
  if (limit > 100) {
    throw invalidRequest('This value must be less than or equal to 100.', {
      param: 'limit',
      code: 'parameter_invalid_integer',
    });
  }
  if (startingAfter !== undefined && endingBefore !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: ending_before, starting_after.',
      { param: 'ending_before' },
    );
  }
  const newestFirst = [...state.refunds.values()].reverse();
  /** Where a cursor stands in the refunds' order, whichever payment it refunds. */
  const positionOf = (id: string, param: string) => {
    const index = newestFirst.findIndex((refund) => refund.id === id);
    if (index === -1) throw noSuch('refund', id, param);
    return index;
  };
  const matches = (refund: Refund) =>
    (intentId === undefined || refund.payment_intent === intentId) &&
    (chargeId === undefined || refund.charge === chargeId);
  if (endingBefore !== undefined) {
    const newer = newestFirst.slice(0, positionOf(endingBefore, 'ending_before')).filter(matches);
    return listOf(newer.slice(-limit), newer.length > limit);
  }
  const from = startingAfter === undefined ? 0 : positionOf(startingAfter, 'starting_after') + 1;
  const older = newestFirst.slice(from).filter(matches);
  return listOf(older.slice(0, limit), older.length > limit);
}

const listOf = (data: Refund[], hasMore: boolean) => ({
  object: 'list',
  data,
  has_more: hasMore,
  url: '/v1/refunds',
});

export function findRefund(state: SandboxState, id: string) {
  const refund = state.refunds.get(id);
  if (!refund) throw noSuch('refund', id);
  return refund;
}
