import type { ClientSecretResponse, StripeWebhookResponse } from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { validationFailed } from '../lib/http-error.ts';
import { callerOf } from '../middleware/authenticate.ts';
import {
  applyStripeEvent,
  confirmOrderPayment,
  createPaymentIntent,
} from '../services/payments.ts';
import type { CallHandlers } from './call-handler.ts';

export const paymentsHandlers = (deps: AppDeps) =>
  ({
    createPaymentIntent: async ({ req, body }): Promise<ClientSecretResponse> => ({
      clientSecret: await createPaymentIntent(
        deps.db,
        await deps.stripe(),
        callerOf(req),
        body.orderId,
      ),
    }),

    confirmPayment: ({ req, body }) =>
      confirmOrderPayment(deps.db, deps.stripe, callerOf(req), req.params.id, body.transactionId),

    // Stripe's own call: no access token, but a signature over the raw body, with a timestamp
    // that must be recent (the SDK allows 5 minutes), so a captured event cannot be replayed
    // later; one replayed within that window finds its event already recorded.
    receiveStripeEvent: async ({ req }): Promise<StripeWebhookResponse> => {
      const signature = req.get('stripe-signature');
      if (!signature || !req.rawBody) throw validationFailed('A signed Stripe event is required');
      const stripe = await deps.stripe();
      let event;
      try {
        event = stripe.webhooks.constructEvent(req.rawBody, signature, deps.stripeWebhookSecret());
      } catch {
        throw validationFailed('The Stripe signature is not valid');
      }
      return { received: true, result: await applyStripeEvent(deps.db, deps.stripe, event) };
    },
  }) satisfies Partial<CallHandlers>;
