import { Router, type Request } from 'express';
import {
  confirmPaymentInputSchema,
  createPaymentIntentInputSchema,
  type ClientSecretResponse,
  type StripeWebhookResponse,
} from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { validationFailed } from '../lib/http-error.ts';
import { callerOf, requireCaller } from '../middleware/authenticate.ts';
import type { AccountRateLimits } from '../middleware/rate-limit.ts';
import { parseBody } from '../middleware/validate.ts';
import {
  applyStripeEvent,
  confirmOrderPayment,
  createPaymentIntent,
} from '../services/payments.ts';

export function paymentsRouter(deps: AppDeps, limits: AccountRateLimits) {
  const router = Router();
  // Every payment call may reach Stripe: limited per account before its body is read.
  const payer = [requireCaller(deps), limits.payments];

  router.post('/create-payment-intent', ...payer, async (req, res) => {
    const { orderId } = await parseBody(req, createPaymentIntentInputSchema);
    const body: ClientSecretResponse = {
      clientSecret: await createPaymentIntent(deps.db, await deps.stripe(), callerOf(req), orderId),
    };
    res.json(body);
  });

  router.patch('/order/:id', ...payer, async (req: Request<{ id: string }>, res) => {
    const { transactionId } = await parseBody(req, confirmPaymentInputSchema);
    res.json(
      await confirmOrderPayment(deps.db, deps.stripe, callerOf(req), req.params.id, transactionId),
    );
  });

  // Stripe's own call: no access token, but a signature over the raw body, with a timestamp
  // that must be recent (the SDK allows 5 minutes), so a captured event cannot be replayed
  // later; one replayed within that window finds its event already recorded.
  router.post('/stripe/webhook', async (req, res) => {
    const signature = req.get('stripe-signature');
    if (!signature || !req.rawBody) throw validationFailed('A signed Stripe event is required');
    const stripe = await deps.stripe();
    let event;
    try {
      event = stripe.webhooks.constructEvent(req.rawBody, signature, deps.stripeWebhookSecret());
    } catch {
      throw validationFailed('The Stripe signature is not valid');
    }
    const body: StripeWebhookResponse = {
      received: true,
      result: await applyStripeEvent(deps.db, deps.stripe, event),
    };
    res.json(body);
  });

  return router;
}
