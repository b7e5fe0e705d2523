/** Answer of `POST /create-payment-intent`: what Stripe.js confirms the card payment with. */
export interface ClientSecretResponse {
  clientSecret: string;
}

/** Answer of `POST /stripe/webhook` to Stripe: any 2xx tells Stripe the event arrived. */
export interface StripeWebhookResponse {
  received: true;
  /**
   * What the shop did with the event: `duplicate` when it had applied it already, `ignored`
   * when it is not about one of its orders.
   */
  result: string;
}
