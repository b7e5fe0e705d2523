import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  SchemaObject,
} from 'openapi3-ts/oas31';
import { Agent, getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, httpMethods, type Access } from '../../functions/src/openapi/api-calls.ts';
import { rateLimits } from '../../functions/src/lib/limits.ts';
import { databaseState } from '../support/database-state.ts';
import { callApi, resetToSeed, signInToApi, type ApiResponse } from '../support/emulators.ts';
import {
  invalidFor,
  invalidQueryValues,
  validFor,
  validQueryValue,
} from '../support/schema-arbitraries.ts';

// Requests generated from the OpenAPI document alone, as a client generated from it would
// send them (docs/decisions/0024-openapi-document.md): bodies and query parameters the document refuses must be
// refused by the API with 400 and change nothing; those it accepts must never be answered
// with a 5xx, and every answer must be one the document describes (callApi checks that).
// Each call is made by an account allowed to make it, on its own targets, so that the
// request reaches the validation: the fuzzer (fuzz.test.ts) is the one that tries the rest.

// No connection is kept between requests. Drawing a batch of the parts import's files (a
// million characters each) holds this process for seconds, so a connection idle since the last
// batch can pass the Hosting emulator's keep-alive timeout (5 s) before the client's own timer
// has run: the next request would then be written to a socket the server is closing (EPIPE).
const keptDispatcher = getGlobalDispatcher();
beforeAll(() => setGlobalDispatcher(new Agent({ pipelining: 0 })));
afterAll(() => setGlobalDispatcher(keptDispatcher));

const document = JSON.parse(
  readFileSync(new URL('../../functions/lib/openapi.json', import.meta.url), 'utf8'),
) as OpenAPIObject;

type Session = Awaited<ReturnType<typeof signInToApi>>;

interface Operation {
  name: string;
  method: string;
  path: string;
  operation: OperationObject;
  access: readonly Access[];
  /** How many calls of it one account may make in a window, if it is limited. */
  limit?: number;
}

const operations: Operation[] = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  httpMethods.flatMap((method) => {
    const operation = item[method];
    const call = apiCalls.find((one) => one.method === method && one.path === path);
    if (!operation || !call) return [];
    const access = typeof call.access === 'string' ? [call.access] : call.access;
    const limit = call.rateLimit && rateLimits[call.rateLimit].limit;
    return [{ name: `${method.toUpperCase()} ${path}`, method, path, operation, access, limit }];
  }),
);

const bodySchemaOf = ({ operation }: Operation) =>
  (operation.requestBody as { content?: Record<string, { schema?: SchemaObject }> } | undefined)
    ?.content?.['application/json']?.schema;

const queryParametersOf = ({ operation }: Operation) =>
  ((operation.parameters ?? []) as ParameterObject[]).filter(({ in: where }) => where === 'query');

const withBodies = operations.filter(
  (one) => bodySchemaOf(one) && !one.access.includes('stripe-signature'),
);
const withQueries = operations.filter((one) => queryParametersOf(one).length > 0);

const batchSize = 8;

// ---------------------------------------------------------------------------------------
// Who sends, and at what.

interface Cast {
  /**
   * Admins, taking turns: an admin may make every call, and enough of them take turns that
   * no rate limit answers before the validation does.
   */
  accounts: Session[];
  /** An order of each account, by email, for the paths that name one. */
  orders: Map<string, string>;
}

let cast: Cast;
let turn = 0;

async function orderOf(session: Session) {
  const { body } = await callApi('POST', '/order', {
    token: session.accessToken,
    body: {
      partId: 'drilled-brake-disc',
      quantity: 4,
      address: '1 Document Road',
      phone: '5550100',
    },
  });
  return (body as { _id: string })._id;
}

async function castOf(prefix: string, size: number): Promise<Cast> {
  const accounts = await Promise.all(
    Array.from({ length: size }, (_, index) =>
      signInToApi(`${prefix}-${index}@example.com`, { admin: true, verified: true }),
    ),
  );
  const orders = new Map<string, string>();
  for (const session of accounts) orders.set(session.email, await orderOf(session));
  return { accounts, orders };
}

/** The account to send as, the token it sends, and the path with its own targets in it. */
function requestOf(call: Operation, access: Access) {
  const session = cast.accounts[turn++ % cast.accounts.length] as Session;
  const token =
    access === 'public'
      ? undefined
      : access === 'firebase-id-token'
        ? session.idToken
        : session.accessToken;
  const target = call.path.startsWith('/parts')
    ? 'drilled-brake-disc'
    : call.path.startsWith('/shipping-zones')
      ? 'europe'
      : (cast.orders.get(session.email) ?? '');
  const path = call.path
    .replace('{email}', encodeURIComponent(session.email))
    .replace('{id}', target);
  return { session, token, path };
}

/**
 * Sends a body. One that is no JSON object (a string, a number, null) is refused by the
 * Functions framework's JSON parser with its own 400 page before the API sees it
 * (docs/decisions/0003-api-errors-and-validation.md), so that answer is not the document's.
 */
function send(call: Operation, access: Access, body: unknown) {
  const { token, path } = requestOf(call, access);
  const documented = typeof body === 'object' && body !== null;
  return callApi(call.method.toUpperCase(), path, { token, body, documented });
}

const shown = (call: Operation, sent: unknown, response: ApiResponse) =>
  JSON.stringify({ call: call.name, sent, status: response.status, body: response.body }).slice(
    0,
    600,
  );

// ---------------------------------------------------------------------------------------

/**
 * Enough accounts, taking turns, that no limit answers before the validation: twice what one
 * call's probes need, as the two payment calls count against one limit.
 */
const accountsFor = (probes: number) =>
  Math.max(1, ...withBodies.map(({ limit }) => (limit ? Math.ceil((2 * probes) / limit) : 1)));

/** A batch of bodies for `call`, each sent with one of the ways in the call takes. */
const batchOf = (call: Operation, bodies: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(bodies, fc.constantFrom(...call.access)), {
    minLength: batchSize,
    maxLength: batchSize,
  });

describe('bodies drawn from the document', () => {
  const runs = 10;

  beforeAll(async () => {
    await resetToSeed();
    cast = await castOf('document-bodies', accountsFor(runs * batchSize * 2));
  }, 120_000);

  it.each(withBodies.map((call) => [call.name, call] as const))(
    `when %s gets ${runs * batchSize} bodies the document refuses, then each is refused with 400 and nothing changes`,
    async (_name, call) => {
      const schema = bodySchemaOf(call) as SchemaObject;
      await fc.assert(
        fc.asyncProperty(batchOf(call, invalidFor(schema)), async (probes) => {
          const before = await databaseState();
          const answers = await Promise.all(
            probes.map(async ([body, access]) => ({
              body,
              response: await send(call, access, body),
            })),
          );
          for (const { body, response } of answers) {
            expect(response.status, shown(call, body, response)).toBe(400);
          }
          expect(await databaseState()).toEqual(before);
        }),
        { numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );

  it.each(withBodies.map((call) => [call.name, call] as const))(
    `when %s gets ${runs * batchSize} bodies the document accepts, then none is answered with a 5xx`,
    async (_name, call) => {
      const schema = bodySchemaOf(call) as SchemaObject;
      await fc.assert(
        fc.asyncProperty(batchOf(call, validFor(schema)), async (probes) => {
          await Promise.all(
            probes.map(async ([body, access]) => {
              const response = await send(call, access, body);
              expect(response.status, shown(call, body, response)).toBeLessThan(500);
            }),
          );
        }),
        { numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );
});

describe('query parameters drawn from the document', () => {
  const runs = 10;

  beforeAll(async () => {
    await resetToSeed();
    // Enough admins, taking turns, that the CSV exports' limit (10 in ten minutes, the three
    // calls together) never answers the values each refuses before their validation does.
    cast = await castOf('document-queries', 6);
  }, 120_000);

  /** `?name=value&…` of the pairs, each part encoded. */
  const queryOf = (pairs: [string, string][]) =>
    `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;

  /** `path?query`, or `path&query` when the path already has the caller's email in a query. */
  const withQuery = (path: string, pairs: [string, string][]) => {
    const query = queryOf(pairs);
    return path.includes('?') ? `${path}&${query.slice(1)}` : `${path}${query}`;
  };

  it.each(withQueries.map((call) => [call.name, call] as const))(
    'when %s gets each parameter with a value the document refuses, then each is refused with 400',
    async (_name, call) => {
      const invalid = queryParametersOf(call).flatMap(({ name, schema }) =>
        invalidQueryValues(schema as SchemaObject).map(
          (value) => [name, value] as [string, string],
        ),
      );
      expect(invalid.length).toBeGreaterThan(0);
      const [access = 'public'] = call.access;
      for (const pair of invalid) {
        const { token, path, session } = requestOf(call, access);
        const own: [string, string][] = call.path === '/my-order' ? [['email', session.email]] : [];
        const response = await callApi(
          'GET',
          withQuery(path, [...own.filter(([key]) => key !== pair[0]), pair]),
          {
            token,
          },
        );
        expect(response.status, shown(call, pair, response)).toBe(400);
      }
    },
    120_000,
  );

  it.each(withQueries.map((call) => [call.name, call] as const))(
    `when %s gets ${runs * batchSize} queries the document accepts, then none is answered with a 5xx`,
    async (_name, call) => {
      const parameters = queryParametersOf(call);
      const query = fc.record(
        Object.fromEntries(
          parameters.map(({ name, schema }) => [name, validQueryValue(schema as SchemaObject)]),
        ),
        { requiredKeys: parameters.filter(({ required }) => required).map(({ name }) => name) },
      );
      const [access = 'public'] = call.access;
      await fc.assert(
        fc.asyncProperty(
          fc.array(query, { minLength: batchSize, maxLength: batchSize }),
          async (queries) => {
            await Promise.all(
              queries.map(async (values) => {
                const { token, path } = requestOf(call, access);
                const response = await callApi('GET', withQuery(path, Object.entries(values)), {
                  token,
                });
                expect(response.status, shown(call, values, response)).toBeLessThan(500);
              }),
            );
          },
        ),
        { numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );
});
