import type { Stripe } from '@stripe/stripe-js';
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => void;
/** Loose on purpose: tests make them answer what Stripe.js would, errors included. */
type StripeCall = (...args: unknown[]) => Promise<unknown>;

/**
 * A stand-in for Stripe.js as `@stripe/react-stripe-js` drives it: `elements()` makes a card
 * element whose iframe never loads until `ready()` is called. By default the card is
 * accepted (`pm_1`) and the payment succeeds (`pi_1`); tests change the two mocks.
 */
export function makeFakeStripe() {
  const handlers = new Map<string, Set<Handler>>();
  const card = {
    mount: vi.fn(),
    update: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn((event: string, handler: Handler) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    }),
    off: vi.fn((event: string, handler: Handler) => handlers.get(event)?.delete(handler)),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card), update: vi.fn() })),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn<StripeCall>(async () => ({ paymentMethod: { id: 'pm_1' } })),
    confirmCardPayment: vi.fn<StripeCall>(async () => ({
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    })),
    _registerWrapper: vi.fn(),
    registerAppInfo: vi.fn(),
  };
  return {
    /** Typed as the real thing, for `<Elements>` and the loader's mock. */
    stripe: stripe as unknown as Stripe,
    mocks: stripe,
    card,
    /** The card's iframe has loaded: it fires `ready`, as Stripe's does. */
    ready: () => handlers.get('ready')?.forEach((handler) => handler()),
  };
}
