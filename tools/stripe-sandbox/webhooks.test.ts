import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testCards } from './cards.ts';
import { aCard, startSandbox } from './test-support.ts';
import { createWebhookDispatcher, type EventRecord } from './webhooks.ts';

// Signed events after a confirm, received by a local endpoint and verified with the real
// SDK's stripe.webhooks.constructEvent, as the shop's webhook does.

const secret = 'whsec_sandbox_test';

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A webhook endpoint that records what arrives and answers the statuses it is told to. */
function endpoint() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let hold: Promise<void> | undefined;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString() });
      void (hold ?? Promise.resolve()).then(() => res.writeHead(statuses.shift() ?? 200).end());
    });
  });
  return {
    received,
    /** The next answers' statuses, in order; then 200. */
    answer: (...next: number[]) => statuses.push(...next),
    /** Keeps answers back until the returned function is called. */
    holdAnswers() {
      let release = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = undefined;
        release();
      };
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`),
        ),
      ),
    close: () => closeServer(server),
  };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const hook = endpoint();
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let stripe: Stripe;
beforeAll(async () => {
  sandbox = await startSandbox({ webhookUrl: await hook.listen(), webhookSecret: secret });
  stripe = sandbox.stripe;
});
afterAll(async () => {
  await sandbox.close();
  await hook.close();
});
afterEach(() => {
  hook.received.length = 0;
});

async function payWith(number: string) {
  const intent = await stripe.paymentIntents.create({
    amount: 45_800,
    currency: 'usd',
    metadata: { orderId: 'order-1' },
  });
  const method = await stripe.paymentMethods.create(aCard(number));
  await stripe.paymentIntents.confirm(intent.id, { payment_method: method.id }).catch(() => {});
  return intent;
}

/** The events that reached the endpoint, verified as the shop's webhook verifies them. */
async function verifiedEvents(count: number) {
  await vi.waitFor(() => expect(hook.received).toHaveLength(count), { timeout: 5000 });
  return hook.received.map(({ headers, rawBody }) =>
    stripe.webhooks.constructEvent(rawBody, String(headers['stripe-signature']), secret),
  );
}

describe('webhooks', () => {
  it('when a payment succeeds, then a signed payment_intent.succeeded event carrying the intent arrives', async () => {
    const intent = await payWith(testCards.succeeds);

    const [event] = await verifiedEvents(1);

    expect(event).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      data: {
        object: {
          id: intent.id,
          status: 'succeeded',
          amount: 45_800,
          metadata: { orderId: 'order-1' },
        },
      },
    });
    expect(event?.id).toMatch(/^evt_/);
    expect(hook.received[0]?.headers['stripe-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('when a payment is declined, then a signed payment_intent.payment_failed event carries the decline', async () => {
    const intent = await payWith(testCards.declined);

    const [event] = await verifiedEvents(1);

    expect(event).toMatchObject({
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: intent.id,
          status: 'requires_payment_method',
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
        },
      },
    });
  });

  it('when an event is checked with another secret, then the SDK refuses its signature', async () => {
    await payWith(testCards.succeeds);
    await verifiedEvents(1);
    const [{ headers, rawBody }] = hook.received as [Received];

    expect(() =>
      stripe.webhooks.constructEvent(rawBody, String(headers['stripe-signature']), 'whsec_other'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('when the endpoint answers 500, then the same event is sent again, and /_sandbox/events shows both attempts', async () => {
    hook.answer(500);
    const intent = await payWith(testCards.succeeds);

    const [first, second] = await verifiedEvents(2);

    expect(second?.id).toBe(first?.id);
    const { data } = (await (await fetch(`${sandbox.baseUrl}/_sandbox/events`)).json()) as {
      data: EventRecord[];
    };
    expect(data.find((event) => event.id === first?.id)).toMatchObject({
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id } },
      delivery: { state: 'delivered', attempts: [{ status: 500 }, { status: 200 }] },
    });
  });

  it('when the endpoint is slow, then the confirm answers without waiting for it', async () => {
    const release = hook.holdAnswers();
    try {
      const intent = await payWith(testCards.succeeds);

      await vi.waitFor(() => expect(hook.received).toHaveLength(1));
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    } finally {
      release();
    }
  });
});

describe('webhook delivery', () => {
  it('when the endpoint cannot be reached, then delivery gives up after its attempts, logging each', async () => {
    const gone = endpoint();
    const url = await gone.listen();
    await gone.close();
    const log = vi.fn();
    const dispatcher = createWebhookDispatcher(
      { url, secret },
      { attempts: 3, delayMs: 10, timeoutMs: 1000 },
      log,
    );

    dispatcher.dispatch(
      'payment_intent.succeeded',
      { id: 'pi_1' },
      { id: 'req_1', idempotency_key: null },
    );

    await vi.waitFor(() => expect(dispatcher.events()[0]?.delivery.state).toBe('failed'));
    expect(dispatcher.events()[0]?.delivery.attempts).toHaveLength(3);
    expect(log).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenLastCalledWith(
      expect.stringMatching(/attempt 3\/3: .*ECONNREFUSED.*giving up/),
    );
    await dispatcher.close();
  });

  it('when closed while waiting to retry, then close resolves at once and nothing more is sent', async () => {
    const slow = endpoint();
    slow.answer(500, 500);
    const dispatcher = createWebhookDispatcher(
      { url: await slow.listen(), secret },
      { attempts: 3, delayMs: 60_000, timeoutMs: 1000 },
      () => {},
    );
    dispatcher.dispatch(
      'payment_intent.succeeded',
      { id: 'pi_1' },
      { id: 'req_1', idempotency_key: null },
    );
    await vi.waitFor(() => expect(dispatcher.events()[0]?.delivery.attempts).toHaveLength(1));

    await dispatcher.close();

    expect(slow.received).toHaveLength(1);
    expect(dispatcher.events()[0]?.delivery.state).toBe('pending');
    await slow.close();
  });
});
