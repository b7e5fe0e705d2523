import type { Order, OrderCounts, Part, User } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../functions/src/openapi/build-document.ts';
import { responseChecker } from './openapi-responses.ts';

const expectResponseMatchesDocument = responseChecker(buildOpenApiDocument());

const json = (more: Record<string, string> = {}) =>
  new Headers({ 'content-type': 'application/json; charset=utf-8', ...more });

const part: Part = {
  _id: 'drilled-brake-disc',
  name: 'Brake disc',
  sku: 'MP-BD-3207',
  crossReferences: [{ brand: 'Yamaha', number: '1WS-F582U-00' }],
  image: 'https://example.com/disc.jpg',
  description: 'Drilled.',
  price: 89.5,
  minOrder: 1,
  maxPerOrder: 100,
  weightGrams: 1000,
  availableQuantity: 12,
  category: 'brakes',
  fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }],
  fitsAllBikes: false,
};

const order: Order = {
  _id: 'o1',
  orderNumber: 1001,
  lines: [
    {
      partId: part._id,
      name: part.name,
      sku: part.sku,
      unitPrice: 89.5,
      quantity: 2,
      lineTotal: 179,
      shippedQuantity: 0,
    },
  ],
  subtotal: 179,
  shipping: 0,
  shippingAddress: null,
  shippingMethod: { id: 'arranged', name: 'Arranged by the shop' },
  partId: part._id,
  name: part.name,
  customerName: 'Ann',
  email: 'ann@example.com',
  address: '1 Road',
  phone: '5550100',
  quantity: 2,
  unitPrice: 89.5,
  totalPrice: 179,
  status: 'pending',
  shipments: [],
  deliveredAt: null,
  paid: false,
  transactionId: null,
  holdEndsAt: '2026-11-25T12:30:00.000Z',
  refundId: null,
  refundStatus: null,
  refundFailureReason: null,
  returnableUntil: null,
  returns: [],
  refunds: [],
  refunded: 0,
  recalls: [],
  dispute: null,
  createdAt: '2026-11-25T12:00:00.000Z',
  updatedAt: '2026-11-25T12:00:00.000Z',
};

const user: User = { _id: 'u1', email: 'ann@example.com', emailVerified: true, orderEmails: true };

const counts: OrderCounts = {
  pending: 1,
  paid: 2,
  'partially-shipped': 0,
  shipped: 3,
  delivered: 0,
  'partially-returned': 0,
  returned: 0,
  expired: 0,
  cancelled: 0,
  refunded: 1,
};

const error = (code: string, fields?: Record<string, string>) => ({
  error: { code, message: 'Why', ...(fields && { fields }) },
});
const fields = { quantity: 'Quantity must be at most 100000' };
const totalCount = { 'x-total-count': '14' };
const retryAfter = { 'retry-after': '12' };

type Answer = Parameters<typeof expectResponseMatchesDocument>;

const answer = (method: string, path: string, status: number, body: unknown, headers = json()) =>
  [method, path, status, headers, body] satisfies Answer;
/** An answer to a request that sent `sent` as its JSON body. */
const answerTo = (sent: unknown, ...[method, path, status, headers, body]: Answer): Answer => [
  method,
  path,
  status,
  headers,
  body,
  { body: sent },
];
const newOrder = { partId: 'drilled-brake-disc', quantity: 4, address: '1 Road', phone: '5550100' };
const csv = (more: Record<string, string> = {}) =>
  new Headers({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': 'attachment; filename="moto-parts-parts-start-to-2026-11-27.csv"',
    ...more,
  });
const partsFile = 'sku,name\r\nMP-BD-3207,Brake disc\r\n';

describe('expectResponseMatchesDocument', () => {
  it.each<[string, Answer]>([
    ['a page of parts', answer('GET', '/api/parts?limit=1', 200, [part], json(totalCount))],
    ['a part, at the function root', answer('GET', '/parts/drilled-brake-disc', 200, part)],
    ['the counts, not an order', answer('GET', '/api/order/counts', 200, counts)],
    ['an order, as Express matches', answer('GET', '/api/Order/o1/', 200, order)],
    ['a token exchange', answer('PUT', '/api/user/ann@example.com', 200, { token: 'a.b.c' })],
    ['a profile update', answer('PUT', '/api/user/ann@example.com', 200, user)],
    ['a new order', answer('POST', '/api/order', 201, order)],
    ['a refused one', answer('POST', '/api/order', 400, error('validation_failed', fields))],
    ['one out of stock', answer('POST', '/api/order', 409, error('conflict'))],
    ['one too many', answer('POST', '/api/order', 429, error('rate_limited'), json(retryAfter))],
    ['a body too large', answer('GET', '/api/health', 413, error('payload_too_large'))],
    ['a CSV export', answer('GET', '/api/exports/parts', 200, partsFile, csv())],
    [
      'a CSV export refused, as JSON',
      answer('GET', '/api/exports/parts?from=x', 400, error('validation_failed')),
    ],
    ['no such path', answer('GET', '/api/nope', 404, error('not_found'))],
    ['no such method', answer('DELETE', '/api/health', 404, error('not_found'))],
    [
      'no such path, its body too large',
      answer('PATCH', '/api/nope', 413, error('payload_too_large')),
    ],
    ['no such path, its body not JSON', answer('POST', '/api/nope', 400, error('malformed_json'))],
    [
      'an order the document accepts',
      answerTo(newOrder, ...answer('POST', '/api/order', 201, order)),
    ],
    [
      'a body the document refuses, refused',
      answerTo(
        { ...newOrder, quantity: 'four' },
        ...answer('POST', '/api/order', 400, error('validation_failed')),
      ),
    ],
  ])('passes %s', (_what, answered) => {
    expect(() => expectResponseMatchesDocument(...answered)).not.toThrow();
  });

  it.each<[string, Answer, RegExp]>([
    [
      'a body the document refuses, accepted',
      answerTo({ ...newOrder, quantity: 'four' }, ...answer('POST', '/api/order', 201, order)),
      /body the document refuses/,
    ],
    [
      'an unknown field, accepted',
      answerTo({ ...newOrder, role: 'admin' }, ...answer('POST', '/api/order', 201, order)),
      /body the document refuses/,
    ],
    [
      'a status the call does not list',
      answer('GET', '/api/health', 403, error('forbidden')),
      /does not list/,
    ],
    ['no X-Total-Count', answer('GET', '/api/parts', 200, [part]), /X-Total-Count is missing/],
    [
      'a CSV export answered as JSON',
      answer(
        'GET',
        '/api/exports/parts',
        200,
        [part],
        json({ 'content-disposition': 'attachment; filename="p.csv"' }),
      ),
      /not text\/csv/,
    ],
    [
      'a CSV export that is no download',
      answer(
        'GET',
        '/api/exports/parts',
        200,
        partsFile,
        new Headers({ 'content-type': 'text/csv' }),
      ),
      /Content-Disposition is missing/,
    ],
    [
      'an X-Total-Count that is no count',
      answer('GET', '/api/parts', 200, [part], json({ 'x-total-count': 'many' })),
      /X-Total-Count/,
    ],
    [
      'a 429 without Retry-After',
      answer('POST', '/api/order', 429, error('rate_limited')),
      /Retry-After is missing/,
    ],
    [
      'a part short of a field',
      answer('GET', '/api/parts/p', 200, { ...part, price: undefined }),
      /price/,
    ],
    [
      'a part with a field too many',
      answer('GET', '/api/parts/p', 200, { ...part, cost: 1 }),
      /additional/,
    ],
    [
      'an order dated in no ISO 8601',
      answer('GET', '/api/order/o1', 200, { ...order, createdAt: 'today' }),
      /date-time/,
    ],
    ['an order for the counts', answer('GET', '/api/order/counts', 200, order), /must/],
    [
      "another status's error code",
      answer('POST', '/api/order', 409, error('not_found')),
      /allowed values/,
    ],
    ['an error of another shape', answer('POST', '/api/order', 409, { message: 'No' }), /error/],
    ['a call the document does not have', answer('GET', '/api/nope', 200, {}), /no such call/],
    [
      'no such call, refused as forbidden',
      answer('GET', '/api/nope', 403, error('forbidden')),
      /no such call/,
    ],
    ['a method the path does not take', answer('DELETE', '/api/reviews', 200, {}), /no such call/],
    [
      'JSON sent as HTML',
      answer('GET', '/api/health', 200, '<p>ok</p>', new Headers({ 'content-type': 'text/html' })),
      /not JSON/,
    ],
  ])('throws on %s', (_what, answered, message) => {
    expect(() => expectResponseMatchesDocument(...answered)).toThrow(message);
  });
});
