// Runs the local Stripe sandbox alone, where the shop expects it (scripts/lib/local-contract.ts),
// with webhooks when STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET are set:
//   node scripts/stripe-sandbox.ts
// Here, not in tools/: the sandbox knows nothing of this shop, the shop's scripts know it.
import { createStripeSandbox } from '../tools/stripe-sandbox/server.ts';
import { host, ports, stripeSandbox } from './lib/local-contract.ts';

const { STRIPE_WEBHOOK_URL: webhookUrl, STRIPE_WEBHOOK_SECRET: webhookSecret } = process.env;
const sandbox = createStripeSandbox({
  secretKey: stripeSandbox.secretKey,
  publishableKey: stripeSandbox.publishableKey,
  webhookUrl,
  webhookSecret,
});
const url = await sandbox.listen(ports.stripe, host);
console.log(
  `Stripe sandbox on ${url} (keys ${stripeSandbox.secretKey} / ${stripeSandbox.publishableKey}); ` +
    (webhookUrl && webhookSecret
      ? `webhooks to ${webhookUrl}`
      : 'no webhooks: set STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET to send them'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
