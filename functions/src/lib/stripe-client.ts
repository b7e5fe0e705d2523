import type Stripe from 'stripe';
import { paymentProviderError, paymentProviderUnavailable } from './http-error.ts';

/**
 * The Stripe SDK, loaded on the first payment call: no other call (and no cold start) pays
 * for it. With `apiUrl` (the local Stripe sandbox, set in functions/.env.local by the local
 * scripts) the SDK talks to that host instead of api.stripe.com.
 */
export function lazyStripe(secretKey: () => string, apiUrl?: string): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () => {
    client ??= import('stripe').then(({ default: StripeSdk }) => {
      const sandbox = apiUrl ? new URL(apiUrl) : undefined;
      return new StripeSdk(secretKey(), {
        maxNetworkRetries: 2,
        // Three tries of 15 s at most end within the api function's 60 s timeout (index.ts),
        // so a stalled Stripe answers 503, not a killed request (the SDK waits 80 s).
        timeout: 15_000,
        ...(sandbox && {
          host: sandbox.hostname,
          port: Number(sandbox.port),
          protocol: sandbox.protocol === 'https:' ? 'https' : 'http',
        }),
      });
    });
    return client;
  };
}

/**
 * The Stripe API host the deployed function may use instead of api.stripe.com: only the
 * emulator's (the local sandbox, from functions/.env.local). Anywhere else STRIPE_API_URL is
 * a mistake that would send the live secret key to that host and trust its answers, so it is
 * ignored, loudly.
 */
export function stripeApiUrlOverride(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.STRIPE_API_URL) return undefined;
  if (env.FUNCTIONS_EMULATOR === 'true') return env.STRIPE_API_URL;
  console.warn('STRIPE_API_URL is ignored outside the Functions emulator; using api.stripe.com.');
  return undefined;
}

/** The `type` of the errors the Stripe SDK raises (its classes live in the lazily loaded SDK). */
const stripeErrorType = (error: unknown) => (error as { type?: unknown } | null)?.type;

/**
 * Runs one Stripe call and turns Stripe's failures into the API's: unreachable (after the
 * SDK's own retries) or rate-limited is 503, any other Stripe error 502 with Stripe's message. Callers make
 * their Stripe call before they change anything, so either answer means nothing changed.
 * `expected` lets a caller handle some Stripe errors itself (e.g. a missing PaymentIntent).
 */
export async function callStripe<T>(
  call: () => Promise<T>,
  expected: (error: Stripe.errors.StripeError) => T | undefined = () => undefined,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const type = stripeErrorType(error);
    if (typeof type !== 'string' || !type.startsWith('Stripe')) throw error;
    const stripeError = error as Stripe.errors.StripeError;
    const handled = expected(stripeError);
    if (handled !== undefined) return handled;
    // Rate-limited: the shop's Stripe account is busy, which no caller should make worse.
    if (type === 'StripeConnectionError' || type === 'StripeRateLimitError') {
      throw paymentProviderUnavailable();
    }
    throw paymentProviderError(`Our payment provider refused: ${stripeError.message}`);
  }
}
