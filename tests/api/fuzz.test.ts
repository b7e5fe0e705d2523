import fc from 'fast-check';
import { errorCodes } from '@moto-parts/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../functions/src/openapi/api-calls.ts';
import { seedLotCode, seedParts } from '../../scripts/seed/catalogue.ts';
import { seedShippingZones } from '../../scripts/seed/shipping-zones.ts';
import {
  callApi,
  forgeAccessToken,
  resetToSeed,
  signInToApi,
  unsignedAccessToken,
  unsignedIdToken,
  type ApiResponse,
} from '../support/emulators.ts';
import { databaseState } from '../support/database-state.ts';
import { restockBody, testLot } from '../support/lots.ts';

// Thousands of malformed and hostile requests against every call of the API, as nobody, a
// customer and an admin, through the Hosting rewrite like any client. Three properties:
// the API never answers 5xx and every error is its one error body; a refused request writes
// nothing; one customer never sees another's data. Requests go in small parallel batches
// (one batch per fast-check run) to keep the suite to about half a minute. Calls past the rate limits
// of docs/decisions/0015-rate-limits.md answer 429, which is a refusal like any other 4xx.

type Session = Awaited<ReturnType<typeof signInToApi>>;

const batchSize = 8;

// ---------------------------------------------------------------------------------------
// The calls (docs/features.md, "API"), each with a body it accepts, for the arbitraries to corrupt.

interface Call {
  name: string;
  method: string;
  /** The path, with `target` (an id or an email, URL-encoded) in its one variable segment. */
  path: (target: string) => string;
  /** What the variable segment names, so the arbitraries pick fitting real targets. */
  target?: 'part' | 'order' | 'email' | 'zone';
  body?: Record<string, unknown>;
  /** The token exchange: authenticated by the Firebase ID token, not the access token. */
  firebaseToken?: boolean;
}

/** A call from its name, `METHOD /path/{part|order|email|zone} (what)`, and what it takes. */
function call(name: string, takes: Pick<Call, 'body' | 'firebaseToken'> = {}): Call {
  const [method = 'GET', template = '/'] = name.split(' ');
  const target = /\{(part|order|email|zone)\}/.exec(template)?.[1] as Call['target'];
  return {
    name,
    method,
    path: (value) => template.replace(`{${target}}`, value),
    target,
    ...takes,
  };
}

const validOrder = {
  partId: 'drilled-brake-disc',
  quantity: 4,
  address: '1 Fuzz Road',
  phone: '5550100',
};
const fuzzAddress = {
  name: 'Fuzz Rider',
  line1: '1 Fuzz Road',
  city: 'Leeds',
  postcode: 'LS1 1AA',
  country: 'GB',
};
const validCartOrder = {
  lines: [
    { partId: 'drilled-brake-disc', quantity: 4 },
    { partId: 'sintered-brake-pads', quantity: 10 },
  ],
  shippingAddress: fuzzAddress,
  shippingMethod: 'eu-standard',
  phone: '5550100',
};
const validAddressBook = { addresses: [{ label: 'Home', ...fuzzAddress }] };
const validPart = {
  name: 'Fuzz Guard',
  sku: 'MP-FZ-0001',
  crossReferences: [{ brand: 'Yamaha', number: '1WS-21731-00' }],
  image: 'https://example.com/guard.jpg',
  price: 39.5,
  availableQuantity: 20,
  minOrder: 1,
  description: 'A part made by the fuzzer.',
  category: 'controls',
  fitsAllBikes: false,
  fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }],
  lot: testLot,
};
/** A parts import's file: one new part, its first units in a lot. */
const validImportCsv = [
  'sku,name,description,image,price,minOrder,category,fitsAllBikes,fitment,availableQuantity,lotCode,lotMadeOn',
  `MP-FZ-0002,Fuzz Lever,Imported by the fuzzer.,https://example.com/lever.jpg,19.5,1,controls,true,,10,${testLot.code},${testLot.madeOn}`,
].join('\r\n');
const validReview = {
  name: 'Fuzz',
  review: 'Solid.',
  rating: 5,
  picture: 'https://example.com/f.jpg',
};
const validZone = {
  name: 'Fuzz Zone',
  countries: ['SE'],
  methods: [
    { name: 'Post', rates: [{ upToGrams: 2_000, price: 9.5 }, { price: 20 }], freeOver: 100 },
  ],
};
const validProfile = {
  name: 'Fuzz Rider',
  phone: '5550100',
  education: 'Mechanical engineering',
  location: 'Leeds',
  linkedIn: 'https://www.linkedin.com/in/fuzz',
};

const calls: Call[] = [
  call('GET /health'),
  call('GET /openapi.json'),
  call('PUT /user/{email} (token exchange)', {
    body: { email: 'fuzz@example.com' },
    firebaseToken: true,
  }),
  call('GET /admin/{email}'),
  call('GET /parts'),
  call('GET /fitment'),
  call('GET /parts/{part}'),
  call('GET /reviews'),
  call('POST /reviews', { body: validReview }),
  call('POST /order', { body: validOrder }),
  call('POST /order (cart)', { body: validCartOrder }),
  call('GET /my-order?email={email}'),
  call('GET /order/{order}'),
  call('DELETE /my-order/{order}'),
  call('GET /order'),
  call('GET /order/counts'),
  call('PATCH /order/{order}/status', { body: { status: 'cancelled' } }),
  call('GET /order/{order}/history'),
  call('POST /order/{order}/shipments', {
    body: { carrier: 'ups', trackingNumber: '1Z5R89390357567127', lines: validCartOrder.lines },
  }),
  // The parcel's number is left as the path's name: no order of the fuzz has a parcel.
  call('POST /order/{order}/shipments/{parcel}/delivery'),
  // The return's number is left as the path's name: no order of the fuzz is delivered.
  call('POST /order/{order}/returns', {
    body: {
      partId: 'drilled-brake-disc',
      quantity: 1,
      reason: 'wrong-fit',
      note: 'The holes do not line up',
      bike: { make: 'Yamaha', model: 'MT-07', year: 2018 },
    },
  }),
  call('PATCH /order/{order}/returns/{return}', { body: { decision: 'refuse', note: 'Worn' } }),
  call('POST /order/{order}/returns/{return}/receipt', {
    body: { condition: 'restock', refundShipping: true },
  }),
  call('GET /returns'),
  call('POST /recalls', {
    body: { partId: 'drilled-brake-disc', lots: [seedLotCode], message: 'Cracked carriers.' },
  }),
  call('GET /recalls'),
  // The recall's id is left as the path's name: no order of the fuzz has a recall.
  call('POST /order/{order}/recalls/{recall}/answer'),
  call('GET /returns/fitment'),
  call('GET /return-settings'),
  call('PUT /return-settings', { body: { windowDays: 30 } }),
  call('PUT /parts/{part}', { body: { ...restockBody(300, 260), price: 12.5 } }),
  call('GET /parts/{part}/stock'),
  call('GET /parts/low-stock'),
  call('POST /parts/{part}/stocktake', {
    body: { counted: 250, expectedQuantity: 260, reason: 'count' },
  }),
  call('POST /create-payment-intent', { body: { orderId: 'no-such-order' } }),
  call('PATCH /order/{order} (payment)', { body: { transactionId: 'pi_123' } }),
  call('POST /stripe/webhook', {
    body: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } },
  }),
  call('GET /user/{email}'),
  call('PUT /user/{email} (profile)', { body: validProfile }),
  call('PUT /user/{email} (Make Admin)', { body: { role: 'admin', uid: 'demo-rider' } }),
  call('GET /user'),
  call('POST /parts', { body: validPart }),
  call('DELETE /parts/{part}'),
  call('GET /address-book'),
  call('PUT /address-book', { body: validAddressBook }),
  call('GET /shipping-methods?country=US'),
  call('GET /shipping-zones'),
  call('POST /shipping-zones', { body: validZone }),
  call('PUT /shipping-zones/{zone}', { body: validZone }),
  call('DELETE /shipping-zones/{zone}'),
  call('GET /exports/orders'),
  call('GET /exports/stock-movements'),
  call('GET /exports/parts'),
  call('POST /imports/parts/preview', { body: { csv: validImportCsv } }),
  call('POST /imports/parts', { body: { csv: validImportCsv } }),
  call('GET /reports/sales?from=2026-01-01&to=2026-03-31'),
  // Not a call: whatever else a client may try.
  call('GET /{part} (unknown)'),
];

/** Every call that changes data when it succeeds: all but the reads. */
const writeCalls = calls.filter(({ method }) => method !== 'GET');

// ---------------------------------------------------------------------------------------
// Small arbitraries, one per kind of hostile input.

const printableAscii = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Path segments that name nothing: traversal, encoded slashes, prototype names, unicode, long. */
const hostileId = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2F',
    '..%2F..',
    '%2e%2e%2fadmin',
    'a%2Fb',
    '%5C..%5C',
    '%00',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '__name__',
    '%20',
    'null',
    'undefined',
    '-1',
    '1e308',
    'NaN',
    '*',
    '$where',
    '%3Cscript%3E',
  ),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ minLength: 129, maxLength: 600 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,128}$/),
);

/** Emails in the path that are not the caller's, or the caller's own, bent out of shape. */
const hostileEmail = (own: string) =>
  fc.oneof(
    hostileId,
    fc.emailAddress().map(encodeURIComponent),
    fc.constantFrom(
      own.toUpperCase(),
      ` ${own} `,
      `${own}.evil.example`,
      `${own}%00`,
      `${own}%2F..`,
      encodeURIComponent(`"${own}"`),
      'rider@moto-parts.test',
      'admin@moto-parts.test',
    ),
  );

/** Numbers no quantity, price, limit or rating should take. */
const hostileNumber = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2 ** 31, 5e-324, 1e21, 100_001, 1_000_001),
);

/** Scalars of the wrong kind, out of range, or made to break parsers, queries and pages. */
const hostileScalar = fc.oneof(
  hostileNumber,
  fc.constantFrom(
    null,
    true,
    false,
    '',
    '   ',
    '5',
    '1e3',
    'NaN',
    'Infinity',
    '__proto__',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '{"$gt": ""}',
    '../../etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '\u0000',
    '\u202e\u0000\ud83d\ude00',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** Any hostile value for a JSON field: a scalar, or an array or object where one is expected. */
const hostileValue = fc.oneof(
  hostileScalar,
  // Any UTF-16 units, half surrogate pairs included, which JSON can carry as escapes (not
  // valid UTF-8: Firestore refuses them). A URL cannot, so only bodies get them.
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Names objects inherit, and fields an attacker would like to set. */
const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'role',
  'uid',
  'totalPrice',
  'price',
  'priceCents',
  'paid',
  'status',
  'email',
  'availableQuantity',
);

/** Fields that no call of the API takes: a body with one is always refused. */
const unknownKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'uid',
  'paid',
  'priceCents',
  'isAdmin',
  'createdAt',
);

/** An object with own keys as given (an own `__proto__` too, as JSON.parse makes one). */
const objectOf = (entries: [string, unknown][]) => Object.fromEntries(entries);

/** A call's own body, with some fields given hostile values, some dropped, hostile ones added. */
const corruptedBody = (valid: Record<string, unknown>) =>
  fc
    .record({
      changed: fc.array(fc.tuple(fc.constantFrom(...Object.keys(valid), 'extra'), hostileValue), {
        maxLength: 3,
      }),
      dropped: fc.subarray(Object.keys(valid)),
      added: fc.array(fc.tuple(hostileKey, fc.jsonValue({ maxDepth: 2 })), { maxLength: 2 }),
    })
    .map(({ changed, dropped, added }) =>
      objectOf([
        ...Object.entries(valid).filter(([key]) => !dropped.includes(key)),
        ...changed,
        ...added,
      ]),
    );

/** What goes in the request body, and whether Functions' own body parser refuses it first. */
interface Payload {
  contentType?: string;
  text?: string;
  /**
   * Functions (and its emulator) parse a JSON body before the API sees it and answer bad
   * JSON with their own 400 or 415, not the API's error body (docs/decisions/0003-api-errors-and-validation.md).
   */
  refusedByFunctions?: boolean;
}

/**
 * Whether Functions' JSON parser refuses the text (body-parser, strict: an object or an
 * array, after JSON's own whitespace; an empty body counts as `{}`).
 */
function refusedAsJson(text: string) {
  if (text === '') return false;
  const first = /^[ \t\n\r]*([^ \t\n\r])/.exec(text)?.[1];
  if (first !== '{' && first !== '[') return true;
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}

const jsonText = (text: string): Payload => ({
  contentType: 'application/json',
  text,
  refusedByFunctions: refusedAsJson(text),
});

const json = (value: unknown) => jsonText(JSON.stringify(value));

/** Text sent as JSON that is not JSON, not an object, or JSON at its edges. */
const rawJson: fc.Arbitrary<Payload> = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      '{"a":1,}',
      "{'a':1}",
      '{"a":NaN}',
      '{"a":1}}',
      '{}{}',
      '{"__proto__":',
      '   ',
      'undefined',
      'null',
      '"a string"',
      '42',
      'true',
      '{"quantity":1e999999,"rating":-1e999999}',
      '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
      '{"a":1,"a":2}',
      '{"name":"\\ud800"}',
      '['.repeat(3000) + ']'.repeat(3000),
      '['.repeat(3000),
    ),
    fc.string({ maxLength: 40 }).map((text) => `{${text}`),
  )
  .map(jsonText);

/** Bodies the API must never read as JSON, or a JSON charset Functions refuses. */
const wrongContentType: fc.Arbitrary<Payload> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/vnd.api+json',
        'application/octet-stream',
      ),
      fc.oneof(
        fc.constantFrom('role=admin&uid=x', '<a>1</a>', '--x\r\n\r\n--x--'),
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
    )
    .map(([contentType, text]) => ({ contentType, text })),
  fc.constant({
    contentType: 'application/json; charset=latin1',
    text: '{"role":"admin"}',
    refusedByFunctions: true,
  }),
);

/** Too large for the API's 16 KB limit: 413. */
const oversized = fc.constant(json({ padding: 'x'.repeat(20_000) }));

/** Any payload for `call`: mostly its own body corrupted, sometimes anything at all. */
const payloadFor = (call: Call): fc.Arbitrary<Payload> =>
  fc.oneof(
    { weight: 5, arbitrary: corruptedBody(call.body ?? {}).map(json) },
    { weight: 2, arbitrary: fc.jsonValue().map(json) },
    { weight: 1, arbitrary: rawJson },
    { weight: 1, arbitrary: wrongContentType },
    { weight: 1, arbitrary: oversized },
    { weight: 1, arbitrary: fc.constant<Payload>({}) },
  );

/** Payloads that every write call must refuse, whatever it is aimed at. */
const refusedPayloadFor = (call: Call): fc.Arbitrary<Payload> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(corruptedBody(call.body ?? {}), unknownKey, fc.jsonValue({ maxDepth: 1 }))
        .map(([body, key, value]) => json(objectOf([...Object.entries(body), [key, value]]))),
    },
    { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 })).map(json) },
    { weight: 1, arbitrary: rawJson.filter((payload) => payload.refusedByFunctions === true) },
    { weight: 1, arbitrary: wrongContentType },
    { weight: 1, arbitrary: oversized },
    { weight: 1, arbitrary: fc.constant<Payload>({}) },
  );

/** Query strings: unknown and repeated parameters, prototype names, out-of-range values. */
const hostileQuery = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('limit', 'q', 'after', 'email', 'constructor', 'toString', 'limit[]'),
          printableAscii(10),
        ),
        fc.oneof(
          hostileScalar.map((value) => String(value)),
          fc.nat().map(String),
        ),
      ),
      { maxLength: 4 },
    )
    .map(
      (pairs) =>
        `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
    )
    // Node's HTTP server answers 431 to a request line and headers over 16 KB, before any
    // function runs: such a query never reaches the API (four 5,000-character values did).
    .filter((query) => query.length <= 8_000),
  fc.constantFrom(
    '?',
    '?&&=',
    '?limit=1&limit=2',
    '?limit',
    '?limit=%',
    '?q=%zz',
    '?__proto__[role]=admin',
    '?limit=-1',
    '?limit=1e308',
    '?after=__proto__',
    '?after=..%2F..',
  ),
);

/** Authorization headers that prove nothing: garbage, other schemes, unsigned and forged JWTs. */
const hostileAuthorization = (forged: string[]) =>
  fc.oneof(
    printableAscii(200),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x.y.z',
      'Bearer a.b',
      'Bearer ..',
      'bearer null',
      'Bearer undefined',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer eyJhbGciOiJub25lIn0.e30.',
      `Bearer ${'a'.repeat(4000)}`,
    ),
    fc
      .record({ uid: fc.stringMatching(/^[A-Za-z0-9]{28}$/), email: fc.emailAddress() })
      .chain((claims) =>
        fc.constantFrom(
          `Bearer ${unsignedAccessToken(claims)}`,
          // An unsigned ID token of an account that does not exist.
          `Bearer ${unsignedIdToken({ ...claims, expiresAt: new Date(Date.now() + 3_600_000) })}`,
        ),
      ),
    fc.constantFrom(...forged).map((token) => `Bearer ${token}`),
  );

/** Headers a client may add: replay keys, Stripe signatures, spoofed proxies. */
const hostileHeaders = fc.record(
  {
    'idempotency-key': printableAscii(120),
    'stripe-signature': fc.oneof(
      printableAscii(80),
      fc.nat().map((t) => `t=${t},v1=${'0'.repeat(64)}`),
    ),
    'x-forwarded-for': fc.oneof(printableAscii(40), fc.ipV6()),
    'x-http-method-override': fc.constantFrom('DELETE', 'PUT'),
    accept: fc.constantFrom('text/html', '*/*', 'application/xml'),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------
// A request, built from the parts above, and its answer.

type Authorization = { kind: 'own' } | { kind: 'none' } | { kind: 'header'; value: string };

/** One generated request, as fast-check shows it when a property fails. */
interface Probe {
  call: string;
  method: string;
  path: string;
  query: string;
  payload: Payload;
  authorization: Authorization;
  headers: Record<string, string>;
}

interface Actor {
  name: 'signed out' | 'customer' | 'admin';
  session?: Session;
  /** Real targets the actor's requests may name, next to hostile ones. */
  orders: string[];
}

interface ProbeOptions {
  /** Only requests every call must refuse (for the no-write property). */
  refusedOnly?: boolean;
  /** Extra targets to name (the other customer's order and email, for the leak property). */
  targets?: { order: string[]; email: string[] };
}

const seedPartIds = seedParts.map((part) => part.id);
const seedZoneIds = seedShippingZones.map((zone) => zone.id);

function targetFor(call: Call, actor: Actor, options: ProbeOptions): fc.Arbitrary<string> {
  const own = actor.session?.email ?? 'nobody@example.com';
  const extra = options.targets?.[call.target === 'email' ? 'email' : 'order'] ?? [];
  const extraTargets = extra.length > 0 ? [fc.constantFrom(...extra)] : [];
  switch (call.target) {
    case undefined:
      return fc.constant('');
    case 'email':
      // The caller's own email reaches the deepest code; the no-write property keeps it, as
      // its bodies are refused anyway.
      return fc.oneof(hostileEmail(own), fc.constant(encodeURIComponent(own)), ...extraTargets);
    default: {
      // Real ids only where a request with no body could succeed on them.
      if (options.refusedOnly && !call.body) return hostileId;
      const real = call.target === 'zone' ? seedZoneIds : [...seedPartIds, ...actor.orders];
      return fc.oneof(hostileId, fc.constantFrom(...real), ...extraTargets);
    }
  }
}

function hostileRequest(
  actor: Actor,
  forged: string[],
  options: ProbeOptions = {},
): fc.Arbitrary<Probe> {
  const pool = options.refusedOnly ? writeCalls : calls;
  const signedIn = actor.session !== undefined;
  return fc.constantFrom(...pool).chain((call) =>
    fc.record({
      call: fc.constant(call.name),
      method: options.refusedOnly
        ? fc.constant(call.method)
        : fc.oneof(
            { weight: 6, arbitrary: fc.constant(call.method) },
            { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
          ),
      path: targetFor(call, actor, options).map(call.path),
      query: hostileQuery,
      payload: options.refusedOnly ? refusedPayloadFor(call) : payloadFor(call),
      authorization: signedIn
        ? fc.oneof(
            { weight: 8, arbitrary: fc.constant<Authorization>({ kind: 'own' }) },
            { weight: 1, arbitrary: fc.constant<Authorization>({ kind: 'none' }) },
            {
              weight: 1,
              arbitrary: hostileAuthorization(forged).map((value): Authorization => ({
                kind: 'header',
                value,
              })),
            },
          )
        : fc.oneof(
            fc.constant<Authorization>({ kind: 'none' }),
            hostileAuthorization(forged).map((value): Authorization => ({ kind: 'header', value })),
          ),
      headers: hostileHeaders,
    }),
  );
}

const callsByName = new Map(calls.map((call) => [call.name, call]));

async function send(probe: Probe, session: Session | undefined): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...probe.headers };
  const { authorization, payload } = probe;
  if (authorization.kind === 'header') headers.authorization = authorization.value;
  if (authorization.kind === 'own' && session) {
    const exchange = callsByName.get(probe.call)?.firebaseToken;
    headers.authorization = `Bearer ${exchange ? session.idToken : session.accessToken}`;
  }
  const hasBody = payload.text !== undefined && probe.method !== 'GET';
  if (hasBody && payload.contentType) headers['content-type'] = payload.contentType;
  const query = probe.path.includes('?') ? probe.query.replace(/^\?/, '&') : probe.query;
  return callApi(probe.method, `${probe.path}${query}`, {
    headers,
    rawBody: hasBody ? payload.text : undefined,
    documented: answeredByApi(probe),
  });
}

/** Sends a batch at once, and answers each probe with its response. */
const sendAll = (probes: Probe[], session: Session | undefined) =>
  Promise.all(probes.map(async (one) => ({ probe: one, response: await send(one, session) })));

const shown = (probe: Probe, response: ApiResponse) =>
  JSON.stringify({
    request: { ...probe, payload: { ...probe.payload, text: probe.payload.text?.slice(0, 300) } },
    status: response.status,
    body: typeof response.body === 'string' ? response.body.slice(0, 300) : response.body,
  });

// ---------------------------------------------------------------------------------------
// What every answer must be.

const isRecordOfStrings = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((message) => typeof message === 'string');

/** `{ error: { code, message, fields? } }` with a known code and nothing else. */
function isApiError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'error') {
    return false;
  }
  const { error } = body as { error: Record<string, unknown> };
  if (typeof error !== 'object' || error === null) return false;
  const extra = Object.keys(error).filter(
    (key) => !['code', 'message', 'fields', 'rows'].includes(key),
  );
  return (
    extra.length === 0 &&
    (errorCodes as readonly unknown[]).includes(error.code) &&
    typeof error.message === 'string' &&
    error.message.length > 0 &&
    (error.fields === undefined || isRecordOfStrings(error.fields)) &&
    // A parts import's errors by row and column.
    (error.rows === undefined || Array.isArray(error.rows))
  );
}

/**
 * Whether Hosting hands the path to the API. The Hosting emulator answers a path with a
 * segment that starts with a dot (`/api/order/..%2F..`) itself, as firebase.json's `ignore`
 * lists dot files: a 404 page or the SPA, never the API's.
 */
const routedToApi = (path: string) =>
  !(path.split('?')[0] ?? '').split('/').some((segment) => segment.startsWith('.'));

/** Whether the app answers the probe: neither Hosting nor the Functions framework first. */
const answeredByApi = (probe: Probe) =>
  routedToApi(probe.path) && !(probe.method !== 'GET' && probe.payload.refusedByFunctions);

function expectWellAnswered(probe: Probe, response: ApiResponse) {
  const what = shown(probe, response);
  expect(response.status, what).toBeLessThan(500);
  if (response.status < 400 || !routedToApi(probe.path)) return;
  if (!answeredByApi(probe)) {
    expect([400, 415], what).toContain(response.status);
    return;
  }
  expect(isApiError(response.body), what).toBe(true);
  // Nothing internal leaks into a message.
  expect(JSON.stringify(response.body), what).not.toMatch(/node_modules|\.ts:\d|\bat \w+ \(/);
}

// ---------------------------------------------------------------------------------------

const actorNames = ['signed out', 'customer', 'admin'] as const;

/** Fresh accounts (so no rate limit carries over), each with an order of its own. */
async function actors(prefix: string): Promise<Actor[]> {
  const placeOrder = async (session: Session) => {
    const { body } = await callApi('POST', '/order', {
      token: session.accessToken,
      body: validOrder,
    });
    return (body as { _id: string })._id;
  };
  const customer = await signInToApi(`${prefix}-customer@example.com`);
  const admin = await signInToApi(`${prefix}-admin@example.com`, { admin: true });
  return [
    { name: 'signed out', orders: [] },
    { name: 'customer', session: customer, orders: [await placeOrder(customer)] },
    { name: 'admin', session: admin, orders: [await placeOrder(admin)] },
  ];
}

/** Access tokens signed with the wrong key, or expired: shaped right, proving nothing. */
async function forgedTokens() {
  const caller = { uid: 'fuzz-forger', email: 'forger@example.com' };
  const inAnHour = new Date(Date.now() + 3_600_000);
  return Promise.all([
    forgeAccessToken(caller, 'not-the-secret', inAnHour),
    forgeAccessToken({ uid: 'demo-admin', email: 'admin@moto-parts.test' }, 'guess', inAnHour),
    forgeAccessToken(caller, 'not-the-secret', new Date(Date.now() - 60_000)),
  ]);
}

/** `METHOD /path/{}`: a call's method and path with its variable segments unnamed. */
const callShape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.split('?')[0]?.replace(/\{\w+\}/g, '{}')}`;

it('when the calls fuzzed here are compared with the OpenAPI document, then every call it describes is fuzzed', () => {
  const fuzzed = new Set(
    calls.map(({ name }) => callShape(...(name.split(' ') as [string, string]))),
  );

  const missing = apiCalls
    .map(({ method, path }) => callShape(method, path))
    .filter((shape) => !fuzzed.has(shape));

  expect(missing).toEqual([]);
});

describe('every call, fed malformed and hostile requests', () => {
  const runs = 60;
  let cast: Actor[];
  let forged: string[];

  beforeAll(async () => {
    await resetToSeed();
    [cast, forged] = await Promise.all([actors('answers'), forgedTokens()]);
  });

  it.each(actorNames)(
    `when %s sends ${runs * batchSize} of them, then none is answered with a 5xx and every error is the API's error body`,
    async (name) => {
      const actor = cast.find((one) => one.name === name) as Actor;
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileRequest(actor, forged), { minLength: batchSize, maxLength: batchSize }),
          async (probes) => {
            for (const { probe: one, response } of await sendAll(probes, actor.session)) {
              expectWellAnswered(one, response);
            }
          },
        ),
        { numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );
});

describe('requests that must be refused', () => {
  const runs = 50;
  let cast: Actor[];
  let forged: string[];

  beforeAll(async () => {
    await resetToSeed();
    [cast, forged] = await Promise.all([actors('refused'), forgedTokens()]);
  });

  it.each(actorNames)(
    `when %s sends ${runs * batchSize} write requests that no call accepts, then each is a 4xx and the database is unchanged`,
    async (name) => {
      const actor = cast.find((one) => one.name === name) as Actor;
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileRequest(actor, forged, { refusedOnly: true }), {
            minLength: batchSize,
            maxLength: batchSize,
          }),
          async (probes) => {
            const before = await databaseState();
            const answers = await sendAll(probes, actor.session);
            for (const { probe: one, response } of answers) {
              expectWellAnswered(one, response);
              expect(response.status, shown(one, response)).toBeGreaterThanOrEqual(400);
            }
            expect(await databaseState()).toEqual(before);
          },
        ),
        { numRuns: runs, endOnFailure: true },
      );
    },
    120_000,
  );
});

describe('one customer probing another', () => {
  const runs = 50;
  const pairs = batchSize / 2;
  let first: Session;
  let firstOrder: string;
  let second: Actor;
  let forged: string[];
  const secretAddress = '77 Hidden Lane';
  const secretPhone = '5550177';

  beforeAll(async () => {
    await resetToSeed();
    first = await signInToApi('first-customer@example.com');
    const { body } = await callApi('POST', '/order', {
      token: first.accessToken,
      body: { ...validOrder, address: secretAddress, phone: secretPhone },
    });
    firstOrder = (body as { _id: string })._id;
    second = {
      name: 'customer',
      session: await signInToApi('second-customer@example.com'),
      orders: [],
    };
    forged = await forgedTokens();
  });

  /** Placeholders the probes name; each is sent once as the first customer's, once as nobody's. */
  const orderPlaceholder = 'PLACEHOLDERORDERID000';
  const emailPlaceholder = 'placeholder-target@example.com';
  const decoyOrder = 'NoSuchOrderId0000042';
  const decoyEmail = 'never-signed-up@example.com';

  function aimed(probe: Probe, order: string, email: string): Probe {
    const swap = (text: string) =>
      text
        .replaceAll(orderPlaceholder, order)
        .replaceAll(emailPlaceholder, email)
        .replaceAll(encodeURIComponent(emailPlaceholder), encodeURIComponent(email));
    const { text } = probe.payload;
    return {
      ...probe,
      path: swap(probe.path),
      query: swap(probe.query),
      payload: { ...probe.payload, text: text === undefined ? undefined : swap(text) },
    };
  }

  /** The payload with one more field, when it is a JSON object. */
  function withField(payload: Payload, [key, value]: readonly [string, string]): Payload {
    if (payload.refusedByFunctions || payload.contentType !== 'application/json') return payload;
    const body: unknown = JSON.parse(payload.text || '{}');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return payload;
    return json(objectOf([...Object.entries(body), [key, value]]));
  }

  /** An answer as the caller sees it, with the target named the same way for both. */
  function seen(response: ApiResponse, order: string, email: string) {
    if (response.status < 400) return { status: response.status };
    const text = JSON.stringify(response.body ?? null)
      .replaceAll(order, '<order>')
      .replaceAll(email, '<email>')
      .replaceAll(encodeURIComponent(email), '<email>');
    return { status: response.status, text };
  }

  it(`when the second customer sends ${runs * batchSize} probes naming the first's order or email, then no answer holds the first's data and each is the same as for an order or email that does not exist`, async () => {
    const secrets = [first.email, first.uid, firstOrder, secretAddress, secretPhone];
    const targets = { order: [orderPlaceholder], email: [emailPlaceholder] };
    // Bodies and queries name the targets too, not only paths.
    const namingTargets = fc
      .tuple(
        hostileRequest(second, forged, { targets }),
        fc.constantFrom(['orderId', orderPlaceholder], ['email', emailPlaceholder]),
        fc.boolean(),
      )
      .map(([request, field, inQuery]) => ({
        ...request,
        // A replay key would make the second request of a pair a replay of the first.
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(([name]) => name !== 'idempotency-key'),
        ),
        query: inQuery
          ? `${request.query || '?'}&email=${encodeURIComponent(emailPlaceholder)}`
          : request.query,
        payload: withField(request.payload, field),
      }));

    await fc.assert(
      fc.asyncProperty(
        fc.array(namingTargets, { minLength: pairs, maxLength: pairs }),
        async (probes) => {
          const aimedAtFirst = probes.map((one) => aimed(one, firstOrder, first.email));
          const aimedAtNobody = probes.map((one) => aimed(one, decoyOrder, decoyEmail));
          const [atFirst, atNobody] = await Promise.all([
            sendAll(aimedAtFirst, second.session),
            sendAll(aimedAtNobody, second.session),
          ]);
          atFirst.forEach(({ probe: one, response }, i) => {
            const what = shown(one, response);
            expectWellAnswered(one, response);
            // A secret may come back only as an echo of what the request itself sent.
            const sent = JSON.stringify(one).toLowerCase();
            const answer = JSON.stringify(response.body ?? null).toLowerCase();
            for (const secret of secrets) {
              if (answer.includes(secret.toLowerCase())) {
                expect(sent, `${what} leaks ${secret}`).toContain(secret.toLowerCase());
              }
            }
            const other = atNobody[i]?.response as ApiResponse;
            // Only a request that names the target can tell the two apart; a rate limit may
            // fall on either request of a pair, and then there is nothing to compare.
            const namesTarget = [orderPlaceholder, emailPlaceholder].some((placeholder) =>
              JSON.stringify(probes[i]).includes(placeholder),
            );
            if (namesTarget && response.status !== 429 && other.status !== 429) {
              expect(seen(response, firstOrder, first.email), what).toEqual(
                seen(other, decoyOrder, decoyEmail),
              );
            }
          });
        },
      ),
      { numRuns: runs, endOnFailure: true },
    );
  }, 120_000);
});

// What the fuzzer found, kept as plain examples.
describe('inputs that once answered 500', () => {
  let customer: Session;
  let admin: Session;

  beforeAll(async () => {
    await resetToSeed();
    customer = await signInToApi('found-customer@example.com');
    admin = await signInToApi('found-admin@example.com', { admin: true });
  });

  it.each([
    ['POST', '/reviews', { ...validReview, review: [[false, null]] }, 'review'],
    ['POST', '/reviews', { ...validReview, name: { toString: 1 } }, 'name'],
    ['POST', '/order', { ...validOrder, partId: {} }, 'partId'],
  ])(
    'when %s %s gets a list or an object for a text field, then 400 naming the field',
    async (method, path, body, field) => {
      const { status, body: answer } = await callApi(method, path, {
        token: customer.accessToken,
        body,
      });

      expect(status).toBe(400);
      expect(answer).toMatchObject({
        error: { code: 'validation_failed', fields: { [field]: expect.any(String) } },
      });
    },
  );

  it('when the token exchange gets a list for the email, then 400', async () => {
    const { status } = await callApi('PUT', `/user/${customer.email}`, {
      token: customer.idToken,
      body: { email: [customer.email] },
    });

    expect(status).toBe(400);
  });

  it.each([
    ['GET', '/parts/__proto__'],
    ['GET', '/parts/__name__/stock'],
    ['DELETE', '/parts/__proto__'],
    ['PUT', '/parts/__x__'],
    ['GET', '/order/__proto__'],
    ['PATCH', '/order/__proto__/status'],
  ])('when %s %s names an id Firestore reserves, then 404', async (method, path) => {
    const body =
      method === 'PUT'
        ? { newQuantity: 1, expectedQuantity: 0 }
        : method === 'PATCH'
          ? { status: 'cancelled' }
          : undefined;

    const { status, body: answer } = await callApi(method, path, {
      token: admin.accessToken,
      body,
    });

    expect(status).toBe(404);
    expect(answer).toMatchObject({ error: { code: 'not_found' } });
  });
});
