import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClock, type SandboxClock } from './clock.ts';
import { createApi } from './routes.ts';
import { createWebhookDispatcher } from './webhooks.ts';

/**
 * The local Stripe sandbox over HTTP: the API subset of routes.ts under /v1, the browser
 * Stripe.js stand-in at /js/stripe.js, and the sandbox's own controls under /_sandbox. The
 * API and Stripe.js allow any origin, as Stripe's do, so the shop's page (another port) can
 * call them from the browser; /_sandbox does not: its events hold customers' emails, and it
 * is for the developer's scripts and tests on this machine only.
 */

export interface StripeSandboxOptions {
  /** Where to POST signed events; both this and webhookSecret, or no webhooks. */
  webhookUrl?: string;
  webhookSecret?: string;
  secretKey?: string;
  publishableKey?: string;
  /** How long a refund to the failing test card stays `succeeded` (default 1 s). */
  refundFailureDelayMs?: number;
}

export interface StripeSandbox {
  /** Starts listening (port 0: any free port); resolves to the base URL. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const maxBodyBytes = 1024 * 1024;

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Request-Id, Idempotency-Key, Idempotent-Replayed',
};

export function createStripeSandbox(options: StripeSandboxOptions = {}): StripeSandbox {
  const { webhookUrl, webhookSecret } = options;
  const webhooks = createWebhookDispatcher(
    webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
  );
  const clock = createClock();
  const answer = createApi({
    secretKey: options.secretKey ?? 'sk_test_sandbox',
    publishableKey: options.publishableKey ?? 'pk_test_sandbox',
    onEvent: webhooks.dispatch,
    refundFailureDelayMs: options.refundFailureDelayMs ?? 1000,
    clock,
  });
  const faults = createFaults();
  const browserScript = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), 'browser', 'stripe.js'),
    'utf8',
  );

  function send(
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
    type = 'application/json',
  ) {
    res.writeHead(status, { ...corsHeaders, 'Content-Type': `${type}; charset=utf-8`, ...headers });
    res.end(body);
  }

  /** The sandbox's own answers: same-origin only (no CORS headers). */
  function sendControl(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body, null, 2));
  }

  let apiRequests = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS' && !url.pathname.startsWith('/_sandbox/')) {
      res.writeHead(204, {
        ...corsHeaders,
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers':
          'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if ((method === 'GET' || method === 'HEAD') && url.pathname === '/js/stripe.js') {
      // Loaded by the shop's page from this other origin, as Stripe.js is from js.stripe.com.
      send(
        res,
        200,
        browserScript,
        {
          'Cache-Control': 'no-cache',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
        'text/javascript',
      );
      return;
    }
    if (method === 'GET' && url.pathname === '/_sandbox/events') {
      sendControl(res, 200, { object: 'list', data: webhooks.events() });
      return;
    }
    // How many API calls the sandbox has answered: what a flood would cost a Stripe account.
    if (method === 'GET' && url.pathname === '/_sandbox/requests') {
      sendControl(res, 200, { apiRequests });
      return;
    }
    const body = await readBody(req);
    if (url.pathname === '/_sandbox/faults') {
      const result = faults.control(method, body ?? '');
      sendControl(res, result.status, result.body);
      return;
    }
    if (url.pathname === '/_sandbox/clock') {
      const result = clockControl(clock, method, body ?? '');
      sendControl(res, result.status, result.body);
      return;
    }
    if (url.pathname.startsWith('/v1/')) apiRequests += 1;
    const fault = url.pathname.startsWith('/v1/') ? faults.next(method, url.pathname) : undefined;
    if (fault === 'unreachable') {
      res.destroy();
      return;
    }
    if (fault === 'rate-limited') {
      // As Stripe answers when an account sends too many requests (the SDK does not retry it).
      send(
        res,
        429,
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message: 'Too many requests hit the API too quickly.',
          },
        }),
      );
      return;
    }
    if (fault === 'error') {
      send(
        res,
        500,
        JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }),
      );
      return;
    }
    if (body === undefined) {
      send(
        res,
        413,
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'The request body is too large.' },
        }),
      );
      return;
    }
    const result = answer({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      authorization: req.headers.authorization,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    if (fault === 'answer-lost') {
      // Stripe did it; its answer never reached the caller.
      res.destroy();
      return;
    }
    send(res, result.status, result.body, result.headers);
  }

  const server = createServer((req, res) => {
    // The API answers every request itself, errors included; only reading the body can fail,
    // when the client has gone away.
    handle(req, res).catch((error: unknown) => {
      console.error('stripe-sandbox: request failed', error);
      res.destroy();
    });
  });

  return {
    listen(port, host = '127.0.0.1') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const { address, port: bound } = server.address() as AddressInfo;
          resolve(`http://${address.includes(':') ? `[${address}]` : address}:${bound}`);
        });
      });
    },

    async close() {
      await webhooks.close();
      if (!server.listening) return;
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; they would hold close() open.
        server.closeAllConnections();
      });
    },
  };
}

const faultModes = ['error', 'unreachable', 'rate-limited', 'answer-lost'] as const;
type FaultMode = (typeof faultModes)[number];

/** A fault's `on`: one method and API path (`POST /v1/refunds`). */
const faultTarget = /^(GET|POST) (\/v1\/[^\s?]+)$/;

/** A JSON control body, or a form-encoded one (`curl -d`). */
function controlBody(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return Object.fromEntries(new URLSearchParams(body));
  }
}

/**
 * `POST /_sandbox/faults` `{mode, count, on?}` (not Stripe's): the next `count` API calls (with
 * `on`, the next `count` calls of that method and path, others answered as usual) fail,
 * answering 500 `api_error` (`error`), 429 `rate_limit` (`rate-limited`), closing the
 * connection unanswered (`unreachable`), or running and then closing the connection before the
 * answer (`answer-lost`: Stripe made the refund, the caller never heard), so that the shop's
 * handling of Stripe failing can be tested. `DELETE` clears it. The `stripe` SDK retries such
 * failures, so a count of 1 + its retries fails one call.
 */
function createFaults() {
  let pending: { mode: FaultMode; count: number; on: string | null } | undefined;
  return {
    next(method: string, path: string): FaultMode | undefined {
      if (!pending || pending.count === 0) return undefined;
      if (pending.on !== null && pending.on !== `${method} ${path}`) return undefined;
      pending.count -= 1;
      return pending.mode;
    },
    control(method: string, body: string): { status: number; body: object } {
      if (method === 'DELETE') {
        pending = undefined;
        return { status: 200, body: { faults: null } };
      }
      if (method !== 'POST') return { status: 405, body: { error: 'POST or DELETE' } };
      const request = controlBody(body);
      const count = Number(request.count);
      const { mode, on = null } = request;
      if (
        !faultModes.includes(mode as FaultMode) ||
        !Number.isSafeInteger(count) ||
        count < 1 ||
        (on !== null && (typeof on !== 'string' || !faultTarget.test(on)))
      ) {
        return {
          status: 400,
          body: {
            error: `Send {"mode": ${faultModes.map((m) => `"${m}"`).join(' | ')}, "count": n ≥ 1, "on"?: "POST /v1/refunds"}`,
          },
        };
      }
      pending = { mode: mode as FaultMode, count, on: on as string | null };
      return { status: 200, body: { faults: pending } };
    },
  };
}

/**
 * `/_sandbox/clock` (not Stripe's): `GET` reads the sandbox's clock, `POST`
 * `{"advanceSeconds": n}` moves it n seconds forward (idempotency keys 24 hours old are
 * forgotten, as Stripe prunes them), `DELETE` puts it back to the real time.
 */
function clockControl(clock: SandboxClock, method: string, body: string) {
  const reading = () => ({
    clock: { now: new Date(clock.now()).toISOString(), offsetSeconds: clock.offsetSeconds() },
  });
  if (method === 'GET') return { status: 200, body: reading() };
  if (method === 'DELETE') {
    clock.reset();
    return { status: 200, body: reading() };
  }
  if (method !== 'POST') return { status: 405, body: { error: 'GET, POST or DELETE' } };
  const seconds = Number(controlBody(body).advanceSeconds);
  if (!Number.isSafeInteger(seconds) || seconds < 1) {
    return { status: 400, body: { error: 'Send {"advanceSeconds": n ≥ 1}' } };
  }
  clock.advance(seconds);
  return { status: 200, body: reading() };
}

/** The request body as text, or undefined past maxBodyBytes. */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
