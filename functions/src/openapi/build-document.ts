import { emailSchema, totalCountHeader } from '@moto-parts/contracts';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  PathsObject,
  ResponseObject,
  SchemaObject,
  SecurityRequirementObject,
} from 'openapi3-ts/oas31';
import { documentIdMaxLength, documentIdPattern, reservedIdPattern } from '../lib/document-id.ts';
import { rateLimits } from '../lib/limits.ts';
import { apiCalls, type Access, type ApiCall, type ResponseBody } from './api-calls.ts';
import {
  errorResponse,
  errorResponses,
  errorStatuses,
  type ErrorStatus,
} from './error-responses.ts';
import { inputJsonSchema, queryParameters, textFieldSchema } from './request-schemas.ts';
import { contractSchemas } from './response-schemas.ts';

export type { OpenAPIObject };

const schemasPrefix = '#/components/schemas/';
const schemaRef = (name: string) => ({ $ref: `${schemasPrefix}${name}` });
const errorBodyRef = schemaRef('ApiErrorBody').$ref;

/** Which security scheme each kind of caller uses (components.securitySchemes below). */
const securityOf: Record<Access, SecurityRequirementObject[]> = {
  public: [],
  'firebase-id-token': [{ firebaseIdToken: [] }],
  customer: [{ accessToken: [] }],
  // OpenAPI 3.1: for a scheme other than OAuth, the list names the roles the call needs.
  admin: [{ accessToken: ['admin'] }],
  'stripe-signature': [{ stripeSignature: [] }],
};

const whoOf: Record<Access, string> = {
  public: 'anyone',
  'firebase-id-token': 'a signed-in Firebase user, with their Firebase ID token',
  customer: 'any signed-in account, with its access token',
  admin: 'an admin, with their access token',
  'stripe-signature': 'Stripe, signing the body',
};

const isTypeNames = (body: ResponseBody): body is readonly string[] => Array.isArray(body);

function bodySchema(body: ResponseBody, maxItems?: number): SchemaObject {
  if (isTypeNames(body)) return { oneOf: body.map((name) => bodySchema(name)) };
  if (typeof body !== 'string') return body;
  return body.endsWith('[]')
    ? { type: 'array', items: schemaRef(body.slice(0, -2)), maxItems }
    : schemaRef(body);
}

/** The most items a list answers: the table's bound, or its query's largest `limit`. */
function listMax(call: ApiCall): number | undefined {
  if (call.success.maxItems !== undefined) return call.success.maxItems;
  const limit = call.query && inputJsonSchema(call.query).properties?.limit;
  if (limit && !('$ref' in limit)) return limit.maximum;
  if (typeof call.success.body === 'string' && call.success.body.endsWith('[]')) {
    throw new Error(`${call.path}: a list answer needs a \`limit\` in its query, or a maxItems`);
  }
  return undefined;
}

/**
 * What each path parameter may be. An id that is not one the shop makes names nothing (404,
 * lib/document-id.ts); an email is compared with the caller's or an account's.
 */
const documentId: SchemaObject = {
  type: 'string',
  pattern: documentIdPattern.source,
  maxLength: documentIdMaxLength,
  not: { pattern: reservedIdPattern.source },
};
/** A parcel's or a return's number within its order: "1", "2", … (at most 50 of each). */
const numberWithinOrder: SchemaObject = { type: 'string', pattern: '^[1-9][0-9]?$', maxLength: 2 };

const pathParameterSchemas: Record<string, SchemaObject> = {
  id: documentId,
  recallId: documentId,
  shipmentId: numberWithinOrder,
  returnId: numberWithinOrder,
  email: textFieldSchema(emailSchema),
};

function pathParameters({ path, pathParameters = {} }: ApiCall): ParameterObject[] {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');
  if (names.join() !== Object.keys(pathParameters).join()) {
    throw new Error(`${path}: describe exactly its path parameters ${names.join(', ')}`);
  }
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: pathParameters[name],
    schema: pathParameterSchemas[name] ?? { type: 'string' },
  }));
}

/** The rate limit's figures, and which other calls count against the same limit. */
function rateLimitText(call: ApiCall, limit: keyof typeof rateLimits) {
  const { limit: calls, windowMs } = rateLimits[limit];
  const minutes = windowMs / 60_000;
  const shared = apiCalls
    .filter((other) => other.rateLimit === limit && other !== call)
    .map((other) => `\`${other.method.toUpperCase()} ${other.path}\``);
  return [
    `Rate-limited: ${calls} calls ${minutes === 1 ? 'a minute' : `in ${minutes} minutes`} ${
      limit === 'publicReads'
        ? 'per client address, of those the CDN did not answer'
        : 'per account'
    }`,
    shared.length > 0 ? `, counted with ${shared.join(', ')}` : '',
    '.',
  ].join('');
}

function description(call: ApiCall, access: readonly Access[]) {
  return [
    call.description,
    `Who: ${access.map((kind) => whoOf[kind]).join('; or ')}.`,
    call.rateLimit && rateLimitText(call, call.rateLimit),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The errors every call of its kind can answer: 400 and 413 from the body parser, which reads
 * any request's body before routing; 500 for anything unforeseen; 401 with a token; 403 for
 * admins; 429 when rate-limited. `undefined` keeps the shared response's own description.
 */
function generalErrors(call: ApiCall, access: readonly Access[]) {
  const errors: Partial<Record<ErrorStatus, string | undefined>> = {
    400: call.query || call.body ? undefined : 'The body is not JSON (`malformed_json`)',
    413: undefined,
    500: undefined,
  };
  if (access.some((kind) => kind !== 'public' && kind !== 'stripe-signature')) {
    errors[401] = undefined;
  }
  if (access.includes('admin')) errors[403] = 'Not an admin';
  if (call.rateLimit) errors[429] = undefined;
  return errors;
}

/** The headers of a limited call's answers, once its limit has counted it (middleware/rate-limit.ts). */
const rateLimitHeaders = {
  RateLimit: { $ref: '#/components/headers/RateLimit' },
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
};

/**
 * An error answer of a call: the shared response, or, for a limited call's 4xx, the same
 * written out with the rate limit's headers (a reference may not add headers).
 */
function errorAnswer(call: ApiCall, status: ErrorStatus, reason: string | undefined) {
  const described = reason !== undefined && { description: reason };
  if (!call.rateLimit || status >= 500) {
    return { $ref: `#/components/responses/${errorStatuses[status].name}`, ...described };
  }
  const shared = errorResponse(status, errorBodyRef);
  return { ...shared, ...described, headers: { ...shared.headers, ...rateLimitHeaders } };
}

function responses(call: ApiCall, access: readonly Access[]) {
  const { status, description: what, body, totalCount } = call.success;
  const headers = {
    ...(totalCount && { [totalCountHeader]: { $ref: '#/components/headers/TotalCount' } }),
    ...(call.rateLimit && rateLimitHeaders),
  };
  const mediaType = call.success.mediaType ?? 'application/json';
  // A file (a CSV export) comes as a download, under the name the API gives it.
  if (mediaType !== 'application/json') {
    Object.assign(headers, {
      'Content-Disposition': { $ref: '#/components/headers/ContentDisposition' },
    });
  }
  const success: ResponseObject = {
    description: what,
    ...(Object.keys(headers).length > 0 && { headers }),
    content: { [mediaType]: { schema: bodySchema(body, listMax(call)) } },
  };
  const errors = { ...generalErrors(call, access), ...call.errors };
  return {
    [status]: success,
    // Integer keys: listed in ascending order.
    ...Object.fromEntries(
      Object.entries(errors).map(([code, reason]) => [
        code,
        errorAnswer(call, Number(code) as ErrorStatus, reason),
      ]),
    ),
  };
}

function operation(call: ApiCall): OperationObject {
  const access = [call.access].flat();
  const bodies = [call.body ?? []].flat().map(inputJsonSchema);
  const [onlyBody] = bodies;
  return {
    operationId: call.operationId,
    tags: [call.tag],
    summary: call.summary,
    description: description(call, access),
    security: access.flatMap((kind) => securityOf[kind]),
    parameters: [
      ...pathParameters(call),
      ...(call.query ? queryParameters(call.query) : []),
      ...(call.headers ?? []),
    ],
    ...(onlyBody && {
      // Every call that reads a body refuses a missing one (it counts as `{}`).
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: bodies.length === 1 ? onlyBody : { oneOf: bodies } },
        },
      },
    }),
    responses: responses(call, access),
  };
}

/** The names of the `components.schemas` that `value` refers to. */
function referencedSchemas(value: unknown) {
  const names = new Set<string>();
  JSON.stringify(value, (key, ref: unknown) => {
    if (key === '$ref' && typeof ref === 'string' && ref.startsWith(schemasPrefix)) {
      names.add(ref.slice(schemasPrefix.length));
    }
    return ref;
  });
  return [...names];
}

/**
 * The API's OpenAPI 3.1 document, from `apiCalls`, the contracts' yup schemas (requests) and
 * TypeScript types (responses). `npm run build` writes it to functions/lib/openapi.json
 * (build.ts), which `GET /openapi.json` serves (docs/decisions/0024-openapi-document.md).
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const paths: PathsObject = {};
  for (const call of apiCalls) {
    const pathItem = (paths[call.path] ??= {});
    if (pathItem[call.method]) throw new Error(`${call.method} ${call.path} is listed twice`);
    pathItem[call.method] = operation(call);
  }
  const responses = errorResponses(errorBodyRef);
  return {
    openapi: '3.1.0',
    info: {
      title: 'moto-parts API',
      version: '1.0.0',
      description: [
        "The shop's API: one Express app, served as the Cloud Function `api`.",
        'Every error is `ApiErrorBody`, with the codes of its status. Any other method or path is answered 404 `not_found`.',
        'A body or query is refused (400) with a field it does not list, and a query with a parameter given twice.',
      ].join('\n\n'),
    },
    servers: [
      {
        url: '/api',
        description:
          'Through Firebase Hosting, in production and in the local emulators alike; the function serves the same calls at its root',
        // The shop's own web app is its client, but the calls are public: anyone may call them.
        'x-internal': false,
      },
    ],
    tags: [
      { name: 'service', description: 'The API itself' },
      { name: 'users', description: 'Signing in, profiles, admins' },
      { name: 'catalogue', description: 'Parts and the bikes they fit' },
      { name: 'reviews', description: "Clients' reviews" },
      { name: 'orders', description: 'Orders and their lifecycle' },
      { name: 'payments', description: 'Card payments through Stripe' },
      { name: 'shipping', description: 'Shipping zones, methods and their rates' },
      { name: 'reports', description: "The back office's sales reports" },
    ],
    paths,
    components: {
      schemas: contractSchemas(['ApiErrorBody', ...referencedSchemas(paths)]),
      responses,
      headers: {
        TotalCount: {
          description: 'How many there are in all, over every page',
          required: true,
          schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 2 ** 31 - 1 },
        },
        ContentDisposition: {
          description: 'A download, and the name to save it as (lib/csv-response.ts)',
          required: true,
          schema: {
            type: 'string',
            maxLength: 200,
            pattern: '^attachment; filename="[A-Za-z0-9._-]+"$',
          },
        },
        // IETF draft-ietf-httpapi-ratelimit-headers-08, as express-rate-limit writes it.
        RateLimit: {
          description:
            'The limit named in quotes: `r`, the calls left in this window; `t`, the seconds until it ends',
          schema: { type: 'string', maxLength: 100, pattern: '^"[a-z-]+"; r=[0-9]+; t=[0-9]+$' },
        },
        RateLimitPolicy: {
          description:
            'The limit named in quotes: `q`, its calls a window; `w`, the window in seconds; `pk`, a hash of whom it counts',
          schema: {
            type: 'string',
            maxLength: 100,
            pattern: '^"[a-z-]+"; q=[0-9]+; w=[0-9]+; pk=:[A-Za-z0-9+/]+=*:$',
          },
        },
      },
      securitySchemes: {
        accessToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            "The API's own short-lived access token, from the token exchange (`PUT /user/{email}`). The role `admin` is the account's role, read on every admin call. Issued and checked as RFC8725 advises: one algorithm (HS256, `none` refused), issuer, audience and expiry required.",
        },
        firebaseIdToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A Firebase Auth ID token: only the token exchange takes one. Checked by the Firebase Admin SDK as RFC8725 advises: its one algorithm (RS256), issuer, audience, expiry and revocation.',
        },
        stripeSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'Stripe-Signature',
          description: "Stripe's signature of the raw body, with the webhook's signing secret",
        },
      },
    },
  };
}
