/** Answer of `POST /create-payment-intent`: what Stripe.js confirms the card payment with. */
export interface ClientSecretResponse {
  clientSecret: string;
}

/** The one currency the shop charges in (docs/product.md: $). */
export const shopCurrency = 'usd';
