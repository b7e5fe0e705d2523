import type { SandboxClock } from './clock.ts';
import { ApiError, invalidRequest } from './errors.ts';
import { FormBodyError, parseFormBody, type FormObject } from './form-body.ts';
import { createIdempotencyStore, type StoredAnswer } from './idempotency.ts';
import { optionalString, rejectUnknown } from './params.ts';
import {
  checkClientSecret,
  confirmPaymentIntent,
  createPaymentIntent,
  findPaymentIntent,
  publicView,
  type PaymentIntent,
} from './payment-intents.ts';
import { findCharge } from './charges.ts';
import { createPaymentMethod } from './payment-methods.ts';
import { createRefund, failRefund, findRefund, listRefunds } from './refunds.ts';
import { apiVersion, createState, newId } from './state.ts';

/** The Stripe API subset, without HTTP: server.ts feeds it requests and writes its answers. */

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  authorization?: string;
  idempotencyKey?: string;
}

export interface ApiAnswer extends StoredAnswer {
  headers: Record<string, string>;
}

export type EventType =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'charge.refunded'
  | 'refund.created'
  | 'refund.updated'
  | 'refund.failed';

/** Which request caused an event, as Stripe's events carry it. */
export interface EventRequest {
  /** Null for what no API request caused (a refund failing later). */
  id: string | null;
  idempotency_key: string | null;
}

export interface ApiOptions {
  secretKey: string;
  publishableKey: string;
  /** Announces an event about `object` (a copy, as it is now) for webhooks. */
  onEvent(type: EventType, object: object, request: EventRequest): void;
  /** How long a refund to the failing test card stays `succeeded` before it fails. */
  refundFailureDelayMs: number;
  /** The clock idempotency keys age by (clock.ts). */
  clock: Pick<SandboxClock, 'now'>;
}

interface Call {
  caller: 'secret' | 'publishable';
  form: FormObject;
  /** The object id in the path, if the route has one. */
  id: string;
  request: EventRequest;
}

interface Route {
  method: 'GET' | 'POST';
  /** Segments, `:id` standing for the object's id. */
  path: string;
  /** Whether Stripe.js may call it with the publishable key. */
  browser: boolean;
  run(call: Call): object;
}

const secretKeyRequired = () =>
  invalidRequest(
    'This API call cannot be made with a publishable API key. Please use a secret API key.',
    {},
    403,
  );

function apiKeyOf(authorization: string | undefined): string {
  const [scheme = '', credentials = ''] = (authorization ?? '').trim().split(/\s+/, 2);
  // Stripe takes the key as a bearer token, or as a Basic user name (`curl -u sk_...:`).
  const key = /^basic$/i.test(scheme)
    ? Buffer.from(credentials, 'base64').toString().split(':')[0]
    : /^bearer$/i.test(scheme)
      ? credentials
      : '';
  if (!key) {
    throw invalidRequest(
      "You did not provide an API key. Provide it in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      {},
      401,
    );
  }
  return key;
}

/** What Stripe's events carry when no API request caused them (a refund failing later). */
const noRequest: EventRequest = { id: null, idempotency_key: null };

const masked = (key: string) =>
  key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '****';

export function createApi(options: ApiOptions) {
  const state = createState();
  const idempotency = createIdempotencyStore(options.clock);
  const views = {
    secret: (intent: PaymentIntent) => intent,
    publishable: publicView,
  };
  const announce = (type: EventType, object: object, request: EventRequest) =>
    options.onEvent(type, structuredClone(object), request);

  /** The path's PaymentIntent, if the caller may have it: a publishable key needs its secret. */
  function authorizedIntent({ caller, form, id }: Call) {
    const intent = findPaymentIntent(state, id);
    const clientSecret = optionalString(form.client_secret, 'client_secret');
    if (clientSecret !== undefined) checkClientSecret(intent, clientSecret);
    else if (caller === 'publishable') throw secretKeyRequired();
    return intent;
  }

  const routes: Route[] = [
    {
      method: 'POST',
      path: '/v1/payment_intents',
      browser: false,
      run: ({ form }) => createPaymentIntent(state, form),
    },
    {
      method: 'GET',
      path: '/v1/payment_intents/:id',
      browser: true,
      run: (call) => {
        const intent = authorizedIntent(call);
        rejectUnknown(call.form, ['client_secret']);
        return views[call.caller](intent);
      },
    },
    {
      method: 'POST',
      path: '/v1/payment_intents/:id/confirm',
      browser: true,
      run: (call) => {
        const intent = authorizedIntent(call);
        const view = views[call.caller];
        const failure = confirmPaymentIntent(state, intent, call.form, view);
        announce(
          failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
          intent,
          call.request,
        );
        if (failure) throw failure;
        return view(intent);
      },
    },
    {
      method: 'POST',
      path: '/v1/payment_methods',
      browser: true,
      run: ({ form }) => createPaymentMethod(state, form),
    },
    {
      method: 'GET',
      path: '/v1/charges/:id',
      browser: false,
      run: ({ form, id }) => {
        rejectUnknown(form, []);
        return findCharge(state, id).charge;
      },
    },
    {
      method: 'POST',
      path: '/v1/refunds',
      browser: false,
      run: ({ form, request }) => {
        const { refund, charge, failsLater } = createRefund(state, form);
        announce('refund.created', refund, request);
        announce('charge.refunded', charge, request);
        if (failsLater) {
          // Stripe's asynchronous refund failure: the card cannot take the money back.
          setTimeout(() => {
            failRefund(state, refund, failsLater);
            announce('refund.updated', refund, noRequest);
            announce('refund.failed', refund, noRequest);
          }, options.refundFailureDelayMs).unref();
        }
        return refund;
      },
    },
    {
      method: 'GET',
      path: '/v1/refunds',
      browser: false,
      run: ({ form }) => listRefunds(state, form),
    },
    {
      method: 'GET',
      path: '/v1/refunds/:id',
      browser: false,
      run: ({ form, id }) => {
        rejectUnknown(form, []);
        return findRefund(state, id);
      },
    },
  ];

  function authenticate(apiKey: string): Call['caller'] {
    if (apiKey === options.secretKey) return 'secret';
    if (apiKey === options.publishableKey) return 'publishable';
    throw invalidRequest(`Invalid API Key provided: ${masked(apiKey)}`, {}, 401);
  }

  function route(method: string, path: string) {
    const segments = path.split('/');
    for (const candidate of routes) {
      const pattern = candidate.path.split('/');
      let id = '';
      const matches =
        candidate.method === method &&
        pattern.length === segments.length &&
        pattern.every((part, i) => {
          const segment = segments[i] ?? '';
          if (part !== ':id') return part === segment;
          id = decodedId(segment);
          return id !== '';
        });
      if (matches) return { route: candidate, id };
    }
    const known = routes.map((r) => `${r.method} ${r.path}`).join(', ');
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${path}). The Stripe sandbox answers only: ${known}.`,
      {},
      404,
    );
  }

  return function answer(request: ApiRequest): ApiAnswer {
    const requestId = newId('req_', 14);
    const headers: Record<string, string> = {
      'Request-Id': requestId,
      'Stripe-Version': apiVersion,
    };
    const idempotencyKey = request.method === 'POST' ? request.idempotencyKey : undefined;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    try {
      const { route: found, id } = route(request.method, request.path);
      const apiKey = apiKeyOf(request.authorization);
      const caller = authenticate(apiKey);
      if (caller === 'publishable' && !found.browser) throw secretKeyRequired();
      const form = parseFormBody(request.method === 'POST' ? request.body : request.query);
      const replay =
        idempotencyKey && idempotency.replay(apiKey, idempotencyKey, request.path, form);
      if (replay) return { ...replay, headers: { ...headers, 'Idempotent-Replayed': 'true' } };

      const call = {
        caller,
        form,
        id,
        request: { id: requestId, idempotency_key: idempotencyKey ?? null },
      };
      const result = answerOf(() => found.run(call));
      if (idempotencyKey) idempotency.remember(apiKey, idempotencyKey, request.path, form, result);
      return { ...result, headers };
    } catch (error) {
      return { ...errorAnswer(error), headers };
    }
  };
}

function decodedId(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Runs a handler into an answer that can be stored: its object as JSON, or an error. */
function answerOf(run: () => object): StoredAnswer {
  try {
    return { status: 200, body: JSON.stringify(run()) };
  } catch (error) {
    return errorAnswer(error);
  }
}

/** Stripe's error shape; anything unforeseen is a 500 `api_error`, logged. */
function errorAnswer(thrown: unknown): StoredAnswer {
  const error =
    thrown instanceof FormBodyError
      ? invalidRequest(thrown.message, { param: thrown.param })
      : thrown;
  if (error instanceof ApiError) {
    return { status: error.status, body: JSON.stringify({ error: error.error }) };
  }
  console.error('stripe-sandbox: unexpected failure', error);
  return {
    status: 500,
    body: JSON.stringify({ error: { type: 'api_error', message: 'The Stripe sandbox failed.' } }),
  };
}
