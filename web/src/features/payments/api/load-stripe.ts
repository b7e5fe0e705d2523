import type { Stripe } from '@stripe/stripe-js';
// The pure entry: the main one injects js.stripe.com's script as soon as it is imported,
// which would race the sandbox's script below (and fail offline).
import { loadStripe } from '@stripe/stripe-js/pure';

/** Any test key makes the sandbox's `window.Stripe` answer; no real account stands behind it. */
const sandboxPublishableKey = 'pk_test_sandbox';
const defaultSandboxUrl = 'http://127.0.0.1:12111';

/** Adds `<script src>` to the page; resolves once it has run. */
function appendScript(src: string) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      // Gone, so that trying again adds a fresh script rather than finding a dead one.
      script.remove();
      reject(new Error(`Failed to load Stripe.js from ${src}`));
    });
    document.head.append(script);
  });
}

async function load() {
  const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY;
  if (publishableKey) return loadStripe(publishableKey);
  // Without a key (emulators, tests) the local Stripe sandbox defines `window.Stripe`, and
  // `loadStripe` resolves to it instead of fetching Stripe.js, which offline it could not.
  const sandboxUrl = import.meta.env.VITE_STRIPE_SANDBOX_URL ?? defaultSandboxUrl;
  await appendScript(`${sandboxUrl}/js/stripe.js`);
  return loadStripe(sandboxPublishableKey);
}

let stripePromise: Promise<Stripe | null> | null = null;

/**
 * Stripe.js, loaded once per page: with `VITE_STRIPE_PUBLISHABLE_KEY`, Stripe's own (test
 * mode); without it, the local sandbox's. A failed load is forgotten, so it can be retried.
 */
export function loadStripeJs() {
  stripePromise ??= load().catch((error: unknown) => {
    stripePromise = null;
    throw error;
  });
  return stripePromise;
}
