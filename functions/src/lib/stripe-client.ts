import type Stripe from 'stripe';

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
