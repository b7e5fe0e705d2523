import { createStripeSandbox } from '../../tools/stripe-sandbox/server.ts';
import { host, ports, stripeSandbox } from './local-contract.ts';
import { localSecret } from './local-secrets.ts';

/**
 * Starts the local Stripe sandbox beside the emulators (same process as the script that
 * starts them), posting its signed webhooks to the emulated API. Call after
 * `prepareEmulators()`, which generates the webhook secret.
 */
export async function startStripeSandbox() {
  const sandbox = createStripeSandbox({
    secretKey: stripeSandbox.secretKey,
    publishableKey: stripeSandbox.publishableKey,
    webhookUrl: stripeSandbox.webhookUrl,
    webhookSecret: localSecret('STRIPE_WEBHOOK_SECRET'),
  });
  await sandbox.listen(ports.stripe, host);
  return sandbox;
}
