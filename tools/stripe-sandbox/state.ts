import { randomBytes } from 'node:crypto';
import type { StoredCharge } from './charges.ts';
import type { PaymentIntent } from './payment-intents.ts';
import type { StoredPaymentMethod } from './payment-methods.ts';
import type { Refund } from './refunds.ts';

/**
 * The API version the sandbox's objects follow: the one of the `stripe` SDK it was written
 * against. It goes out as the `Stripe-Version` header and as events' `api_version`.
 */
export const apiVersion = '2026-10-28.endive';

/** Everything the sandbox knows, in memory only: a restart forgets it all. */
export interface SandboxState {
  paymentIntents: Map<string, PaymentIntent>;
  paymentMethods: Map<string, StoredPaymentMethod>;
  charges: Map<string, StoredCharge>;
  refunds: Map<string, Refund>;
}

export const createState = (): SandboxState => ({
  paymentIntents: new Map(),
  paymentMethods: new Map(),
  charges: new Map(),
  refunds: new Map(),
});

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-looking id: `pi_` + 24 random letters and digits. */
export function newId(prefix: string, length = 24) {
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export const unixSeconds = (date = new Date()) => Math.floor(date.getTime() / 1000);
