import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EventRequest } from './routes.ts';
import { apiVersion, newId, unixSeconds } from './state.ts';

/**
 * Stripe's events and their signed delivery to one webhook endpoint. Delivery runs after the
 * API has answered, and a non-2xx or unreachable endpoint is retried a few times (Stripe
 * retries for days; a development sandbox gives up quickly and says so on stderr).
 */

export interface WebhookEndpoint {
  url: string;
  secret: string;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: string;
}

export interface DeliveryAttempt {
  at: string;
  status?: number;
  error?: string;
}

export interface EventRecord extends StripeEvent {
  /** How delivery went, for tests and people (GET /_sandbox/events); not a Stripe field. */
  delivery: {
    state: 'pending' | 'delivered' | 'failed' | 'no_endpoint';
    attempts: DeliveryAttempt[];
  };
}

export interface RetryPolicy {
  attempts: number;
  delayMs: number;
  timeoutMs: number;
}

const defaultRetry: RetryPolicy = { attempts: 3, delayMs: 1000, timeoutMs: 10_000 };

/** Stripe's `Stripe-Signature` header: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function signatureHeader(payload: string, secret: string, timestamp = unixSeconds()) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function createWebhookDispatcher(
  endpoint: WebhookEndpoint | undefined,
  retry: RetryPolicy = defaultRetry,
  log: (line: string) => void = (line) => console.error(line),
) {
  const records: EventRecord[] = [];
  const deliveries = new Set<Promise<void>>();
  const stopping = new AbortController();

  async function deliver({ url, secret }: WebhookEndpoint, record: EventRecord) {
    const { delivery, ...event } = record;
    // Stripe sends events pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= retry.attempts; attempt++) {
      const at = new Date().toISOString();
      let outcome: string;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': signatureHeader(payload, secret),
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
          body: payload,
          signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(retry.timeoutMs)]),
        });
        await response.body?.cancel();
        delivery.attempts.push({ at, status: response.status });
        if (response.ok) {
          delivery.state = 'delivered';
          return;
        }
        outcome = `HTTP ${response.status}`;
      } catch (error) {
        if (stopping.signal.aborted) return;
        outcome = reason(error);
        delivery.attempts.push({ at, error: outcome });
      }
      const last = attempt === retry.attempts;
      log(
        `stripe-sandbox: webhook ${event.id} (${event.type}) to ${url}, attempt ${attempt}/${retry.attempts}: ${outcome}${last ? '; giving up' : '; retrying'}`,
      );
      if (last) break;
      try {
        await sleep(retry.delayMs, undefined, { signal: stopping.signal });
      } catch {
        return; // closing
      }
    }
    delivery.state = 'failed';
  }

  return {
    /** Records an event about `object` and, with an endpoint, starts delivering it. */
    dispatch(type: string, object: object, request: EventRequest) {
      const record: EventRecord = {
        id: newId('evt_'),
        object: 'event',
        api_version: apiVersion,
        created: unixSeconds(),
        data: { object },
        livemode: false,
        pending_webhooks: endpoint ? 1 : 0,
        request,
        type,
        delivery: { state: endpoint ? 'pending' : 'no_endpoint', attempts: [] },
      };
      records.push(record);
      if (!endpoint) return;
      const delivery = deliver(endpoint, record).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },

    events: (): readonly EventRecord[] => records,

    /** Stops retrying and abandons requests in flight. */
    async close() {
      stopping.abort();
      await Promise.allSettled(deliveries);
    },
  };
}

/** fetch's own message is only "fetch failed"; the cause says why (ECONNREFUSED, timeout). */
function reason(error: unknown): string {
  const { cause } = error as { cause?: unknown };
  return String(
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : error,
  );
}
