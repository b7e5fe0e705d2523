import { noSuch } from './errors.ts';
import type { PaymentIntent } from './payment-intents.ts';
import { newId, unixSeconds, type SandboxState } from './state.ts';

/** The Charge a succeeded PaymentIntent made (its `latest_charge`), in Stripe's shape. */
export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: true;
  created: number;
  currency: string;
  livemode: false;
  /** Stripe copies the PaymentIntent's metadata onto its charges. */
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  payment_method: string | null;
  refunded: boolean;
  status: 'succeeded';
}

/** A charge and the card that paid it, which decides how refunds of it go (cards.ts). */
export interface StoredCharge {
  charge: Charge;
  cardNumber: string;
}

export function createCharge(state: SandboxState, intent: PaymentIntent, cardNumber: string) {
  const charge: Charge = {
    id: newId('ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    captured: true,
    created: unixSeconds(),
    currency: intent.currency,
    livemode: false,
    metadata: { ...intent.metadata },
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    refunded: false,
    status: 'succeeded',
  };
  state.charges.set(charge.id, { charge, cardNumber });
  return charge;
}

export function findCharge(state: SandboxState, id: string, param?: string): StoredCharge {
  const stored = state.charges.get(id);
  if (!stored) throw noSuch('charge', id, param);
  return stored;
}

/** Moves `amount` in or out of the charge's refunded total. */
export function addRefunded({ charge }: StoredCharge, amount: number) {
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
}
