/** Answer of `POST /create-payment-intent`: what Stripe.js confirms the card payment with. */
export interface ClientSecretResponse {
  clientSecret: string;
}

/** The one currency the shop charges in (SPEC.md: $). */
export const shopCurrency = 'usd';
