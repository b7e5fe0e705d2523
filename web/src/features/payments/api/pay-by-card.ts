import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

/** The PaymentIntent Stripe says succeeded, or the message to show under the card form. */
export type CardPaymentResult = { paymentIntentId: string } | { error: string };

const fallbackMessage = 'The card could not be charged; please try again';

/**
 * Charges the card in `card` for the PaymentIntent of `clientSecret` (docs/product.md §7: create a
 * payment method with the billing email, then confirm with the client secret). Stripe
 * answers a declined card or an incomplete number with an `error`, whose message is for
 * the shopper.
 */
export async function payByCard(
  stripe: Stripe,
  card: StripeCardElement,
  clientSecret: string,
  email: string,
): Promise<CardPaymentResult> {
  const method = await stripe.createPaymentMethod({
    type: 'card',
    card,
    billing_details: { email },
  });
  if (method.error) return { error: method.error.message ?? fallbackMessage };

  const confirmed = await stripe.confirmCardPayment(clientSecret, {
    payment_method: method.paymentMethod.id,
  });
  if (confirmed.error) return { error: confirmed.error.message ?? fallbackMessage };
  // confirmCardPayment has already run any 3-D Secure step; anything but success is a failure.
  if (confirmed.paymentIntent.status !== 'succeeded') return { error: fallbackMessage };
  return { paymentIntentId: confirmed.paymentIntent.id };
}
