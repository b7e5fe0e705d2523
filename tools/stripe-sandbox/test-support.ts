import Stripe from 'stripe';
import { createStripeSandbox, type StripeSandboxOptions } from './server.ts';

/** A sandbox on a free port, and the real `stripe` SDK pointed at it with its secret key. */
export async function startSandbox(options: StripeSandboxOptions = {}) {
  const sandbox = createStripeSandbox(options);
  const baseUrl = await sandbox.listen(0);
  const port = Number(new URL(baseUrl).port);
  const sdk = (key: string) =>
    new Stripe(key, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  return { baseUrl, stripe: sdk('sk_test_sandbox'), sdk, close: () => sandbox.close() };
}

export const aCard = (number: string) => ({
  type: 'card' as const,
  card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
});

/** A call as Stripe.js makes it: form-encoded, with the publishable key. */
export async function browserCall(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
) {
  const form = new URLSearchParams(params).toString();
  const response = await fetch(`${baseUrl}${path}${method === 'GET' ? `?${form}` : ''}`, {
    method,
    headers: {
      Authorization: 'Bearer pk_test_sandbox',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    ...(method === 'POST' && { body: form }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
