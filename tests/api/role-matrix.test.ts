import type { Order, Part, ShippingZone } from '@moto-parts/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../functions/src/openapi/api-calls.ts';
import { demoAccounts } from '../../scripts/lib/local-contract.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { restockBody, testLot } from '../support/lots.ts';
import { testSku } from '../support/part-numbers.ts';

// Every call of the API, as nobody, a customer and an admin (docs/product.md §6).
// The seed is written once; each call gets targets of its own, so the order of the rows
// does not matter.

type Session = Awaited<ReturnType<typeof signInToApi>>;
type Actor = 'signed out' | 'customer' | 'admin';
let sessions: Record<Exclude<Actor, 'signed out'>, Session>;

/** A new part's body, with a sku of its own: the matrix adds many to one catalogue. */
const newPart = () => ({
  name: 'Matrix Chain Guard',
  sku: testSku(),
  image: 'https://example.com/guard.jpg',
  price: 39.5,
  availableQuantity: 20,
  minOrder: 1,
  description: 'A part made for the role matrix.',
  category: 'drivetrain',
  fitsAllBikes: true,
  fitment: [],
  lot: testLot,
});
/** A parts import's file of one new part (its fitment none: it fits every bike). */
const importCsv = ({ lot, fitment: _none, ...part }: ReturnType<typeof newPart>) => {
  const cells = { ...part, lotCode: lot.code, lotMadeOn: lot.madeOn };
  return `${Object.keys(cells).join(',')}\r\n${Object.values(cells).join(',')}\r\n`;
};
const shipping = { address: '1 Matrix Road', phone: '5550100' };
const profile = {
  name: 'Matrix Rider',
  phone: '5550100',
  education: 'Mechanical engineering',
  location: 'Leeds',
  linkedIn: 'https://www.linkedin.com/in/matrix-rider',
};

async function asAdmin(method: string, path: string, body?: unknown) {
  return callApi(method, path, { token: sessions.admin.accessToken, body });
}

/** A fresh part (so that one call's changes never meet another's). */
async function partId() {
  const { body } = await asAdmin('POST', '/parts', newPart());
  return (body as Part)._id;
}

/**
 * A fresh unpaid order of the customer's. The customer may hold only a few unpaid orders, so
 * the ones earlier rows made are removed first.
 */
async function customerOrderId() {
  const { body: earlier } = await callApi('GET', `/my-order?email=${sessions.customer.email}`, {
    token: sessions.customer.accessToken,
  });
  for (const order of (earlier as Order[]).filter(({ status }) => status === 'pending')) {
    await callApi('DELETE', `/my-order/${order._id}`, { token: sessions.customer.accessToken });
  }
  const { body } = await callApi('POST', '/order', {
    token: sessions.customer.accessToken,
    body: { partId: await partId(), quantity: 1, ...shipping },
  });
  return (body as Order)._id;
}

/**
 * A shipping zone of its own: one country taken out of the seed's rest-of-the-world zone (a
 * country is in one zone at most), with one method.
 */
async function shippingZoneBody() {
  const { body } = await asAdmin('GET', '/shipping-zones');
  const last = (body as ShippingZone[]).find((zone) => zone._id === 'rest-of-world');
  if (!last) throw new Error('The seed has no rest-of-the-world zone');
  const [country, ...rest] = last.countries;
  await asAdmin('PUT', `/shipping-zones/${last._id}`, {
    name: last.name,
    countries: rest,
    methods: last.methods,
  });
  return {
    name: `Matrix ${country}`,
    countries: [country],
    methods: [{ name: 'Post', rates: [{ price: 5 }] }],
  };
}

async function shippingZone() {
  const body = await shippingZoneBody();
  const { body: zone } = await asAdmin('POST', '/shipping-zones', body);
  return { id: (zone as ShippingZone)._id, body };
}

interface Row {
  call: string;
  /** The request each actor makes; the same unless a call names the caller's own email. */
  request: (actor: Actor) => Promise<{ method: string; path: string; body?: unknown }>;
  expected: Record<Actor, number>;
}

const own = (actor: Actor) =>
  actor === 'signed out' ? 'nobody@example.com' : sessions[actor].email;

const rows: Row[] = [
  {
    call: 'GET /health',
    request: async () => ({ method: 'GET', path: '/health' }),
    expected: { 'signed out': 200, customer: 200, admin: 200 },
  },
  {
    call: 'GET /openapi.json',
    request: async () => ({ method: 'GET', path: '/openapi.json' }),
    expected: { 'signed out': 200, customer: 200, admin: 200 },
  },
  {
    call: 'GET /parts',
    request: async () => ({ method: 'GET', path: '/parts' }),
    expected: { 'signed out': 200, customer: 200, admin: 200 },
  },
  {
    call: 'GET /fitment',
    request: async () => ({ method: 'GET', path: '/fitment' }),
    expected: { 'signed out': 200, customer: 200, admin: 200 },
  },
  {
    call: 'GET /parts/{id}',
    request: async () => ({ method: 'GET', path: '/parts/drilled-brake-disc' }),
    expected: { 'signed out': 200, customer: 200, admin: 200 },
  },
  {
    call: 'POST /parts',
    request: async () => ({ method: 'POST', path: '/parts', body: newPart() }),
    expected: { 'signed out': 401, customer: 403, admin: 201 },
  },
  {
    call: 'PUT /parts/{id}',
    request: async () => ({
      method: 'PUT',
      path: `/parts/${await partId()}`,
      body: restockBody(50, newPart().availableQuantity),
    }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /parts/low-stock',
    request: async () => ({ method: 'GET', path: '/parts/low-stock' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'POST /parts/{id}/stocktake',
    request: async () => ({
      method: 'POST',
      path: `/parts/${await partId()}/stocktake`,
      body: { counted: 15, expectedQuantity: newPart().availableQuantity, reason: 'damaged' },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /parts/{id}/stock',
    request: async () => ({ method: 'GET', path: '/parts/drilled-brake-disc/stock' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'DELETE /parts/{id}',
    request: async () => ({ method: 'DELETE', path: `/parts/${await partId()}` }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /reviews',
    request: async () => ({ method: 'GET', path: '/reviews' }),
    expected: { 'signed out': 200, customer: 200, admin: 200 },
  },
  {
    call: 'POST /reviews',
    request: async () => ({
      method: 'POST',
      path: '/reviews',
      body: { name: 'Matrix', review: 'Solid.', rating: 5, picture: 'https://example.com/m.jpg' },
    }),
    expected: { 'signed out': 401, customer: 201, admin: 201 },
  },
  {
    call: 'POST /order',
    request: async () => ({
      method: 'POST',
      path: '/order',
      body: { partId: 'drilled-brake-disc', quantity: 4, ...shipping },
    }),
    expected: { 'signed out': 401, customer: 201, admin: 201 },
  },
  {
    call: 'GET /my-order?email= (own email)',
    request: async (actor) => ({ method: 'GET', path: `/my-order?email=${own(actor)}` }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'GET /order',
    request: async () => ({ method: 'GET', path: '/order' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /order/counts',
    request: async () => ({ method: 'GET', path: '/order/counts' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /order/{id} (the customer’s order)',
    request: async () => ({ method: 'GET', path: `/order/${await customerOrderId()}` }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'DELETE /my-order/{id} (the customer’s order)',
    request: async () => ({ method: 'DELETE', path: `/my-order/${await customerOrderId()}` }),
    expected: { 'signed out': 401, customer: 200, admin: 404 },
  },
  {
    call: 'PATCH /order/{id}/status',
    request: async () => ({
      method: 'PATCH',
      path: `/order/${await customerOrderId()}/status`,
      body: { status: 'cancelled' },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /order/{id}/history (the customer’s order)',
    request: async () => ({ method: 'GET', path: `/order/${await customerOrderId()}/history` }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'POST /order/{id}/shipments (the customer’s unpaid order)',
    request: async () => ({
      method: 'POST',
      path: `/order/${await customerOrderId()}/shipments`,
      body: {
        carrier: 'ups',
        trackingNumber: '1Z5R89390357567127',
        lines: [{ partId: 'drilled-brake-disc', quantity: 4 }],
      },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 409 },
  },
  {
    call: 'POST /order/{id}/shipments/{shipmentId}/delivery (no such parcel)',
    request: async () => ({
      method: 'POST',
      path: `/order/${await customerOrderId()}/shipments/1/delivery`,
    }),
    expected: { 'signed out': 401, customer: 404, admin: 404 },
  },
  {
    call: 'POST /order/{id}/returns (the customer’s unpaid order)',
    request: async () => ({
      method: 'POST',
      path: `/order/${await customerOrderId()}/returns`,
      body: { partId: 'drilled-brake-disc', quantity: 1, reason: 'damaged' },
    }),
    expected: { 'signed out': 401, customer: 409, admin: 404 },
  },
  {
    call: 'PATCH /order/{id}/returns/{returnId} (no such return)',
    request: async () => ({
      method: 'PATCH',
      path: `/order/${await customerOrderId()}/returns/1`,
      body: { decision: 'approve' },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 404 },
  },
  {
    call: 'POST /order/{id}/returns/{returnId}/receipt (no such return)',
    request: async () => ({
      method: 'POST',
      path: `/order/${await customerOrderId()}/returns/1/receipt`,
      body: { condition: 'restock' },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 404 },
  },
  {
    call: 'POST /recalls (a fresh part’s lot)',
    request: async () => ({
      method: 'POST',
      path: '/recalls',
      body: { partId: await partId(), lots: [testLot.code], message: 'Cracked guards.' },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 201 },
  },
  {
    call: 'GET /recalls',
    request: async () => ({ method: 'GET', path: '/recalls' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'POST /order/{id}/recalls/{recallId}/answer (no such recall)',
    request: async () => ({
      method: 'POST',
      path: `/order/${await customerOrderId()}/recalls/1/answer`,
    }),
    expected: { 'signed out': 401, customer: 404, admin: 404 },
  },
  {
    call: 'GET /returns',
    request: async () => ({ method: 'GET', path: '/returns' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /returns/fitment',
    request: async () => ({ method: 'GET', path: '/returns/fitment' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /return-settings',
    request: async () => ({ method: 'GET', path: '/return-settings' }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'PUT /return-settings',
    request: async () => ({ method: 'PUT', path: '/return-settings', body: { windowDays: 30 } }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'POST /create-payment-intent (the customer’s order)',
    request: async () => ({
      method: 'POST',
      path: '/create-payment-intent',
      body: { orderId: await customerOrderId() },
    }),
    expected: { 'signed out': 401, customer: 200, admin: 404 },
  },
  {
    call: 'PATCH /order/{id} (the customer’s order, an unknown payment)',
    request: async () => ({
      method: 'PATCH',
      path: `/order/${await customerOrderId()}`,
      body: { transactionId: 'pi_unknown' },
    }),
    expected: { 'signed out': 401, customer: 409, admin: 404 },
  },
  {
    call: 'GET /user',
    request: async () => ({ method: 'GET', path: '/user' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /user/{email} (own email)',
    request: async (actor) => ({ method: 'GET', path: `/user/${own(actor)}` }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'GET /user/{email} (someone else’s)',
    request: async () => ({ method: 'GET', path: '/user/rider@moto-parts.test' }),
    expected: { 'signed out': 401, customer: 403, admin: 403 },
  },
  {
    call: 'PUT /user/{email} profile (own email)',
    request: async (actor) => ({ method: 'PUT', path: `/user/${own(actor)}`, body: profile }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'PUT /user/{email} Make Admin',
    request: async () => ({
      method: 'PUT',
      path: '/user/rider@moto-parts.test',
      body: { role: 'admin', uid: demoAccounts[1].uid },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /admin/{email} (own email)',
    request: async (actor) => ({ method: 'GET', path: `/admin/${own(actor)}` }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'GET /address-book',
    request: async () => ({ method: 'GET', path: '/address-book' }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'PUT /address-book',
    request: async () => ({
      method: 'PUT',
      path: '/address-book',
      body: {
        addresses: [
          {
            label: 'Home',
            name: 'Matrix Rider',
            line1: '1 Matrix Road',
            city: 'Leeds',
            postcode: 'LS1 1AA',
            country: 'GB',
          },
        ],
      },
    }),
    expected: { 'signed out': 401, customer: 200, admin: 200 },
  },
  {
    call: 'GET /shipping-methods',
    request: async () => ({ method: 'GET', path: '/shipping-methods?country=US' }),
    expected: { 'signed out': 200, customer: 200, admin: 200 },
  },
  {
    call: 'GET /shipping-zones',
    request: async () => ({ method: 'GET', path: '/shipping-zones' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'POST /shipping-zones',
    request: async () => ({
      method: 'POST',
      path: '/shipping-zones',
      body: await shippingZoneBody(),
    }),
    expected: { 'signed out': 401, customer: 403, admin: 201 },
  },
  {
    call: 'PUT /shipping-zones/{id}',
    request: async () => {
      const { id, body } = await shippingZone();
      return { method: 'PUT', path: `/shipping-zones/${id}`, body: { ...body, name: 'Renamed' } };
    },
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'DELETE /shipping-zones/{id}',
    request: async () => ({
      method: 'DELETE',
      path: `/shipping-zones/${(await shippingZone()).id}`,
    }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /exports/orders',
    request: async () => ({ method: 'GET', path: '/exports/orders?from=2026-01-01' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /exports/stock-movements',
    request: async () => ({ method: 'GET', path: '/exports/stock-movements' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /exports/parts',
    request: async () => ({ method: 'GET', path: '/exports/parts' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'GET /reports/sales',
    request: async () => ({ method: 'GET', path: '/reports/sales?from=2026-01-01&to=2026-03-31' }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'POST /imports/parts/preview',
    request: async () => ({
      method: 'POST',
      path: '/imports/parts/preview',
      body: { csv: importCsv(newPart()) },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'POST /imports/parts',
    request: async () => ({
      method: 'POST',
      path: '/imports/parts',
      body: { csv: importCsv(newPart()) },
    }),
    expected: { 'signed out': 401, customer: 403, admin: 200 },
  },
  {
    call: 'POST /stripe/webhook (no Stripe signature)',
    request: async () => ({
      method: 'POST',
      path: '/stripe/webhook',
      body: { id: 'evt_x', type: 'payment_intent.succeeded' },
    }),
    expected: { 'signed out': 400, customer: 400, admin: 400 },
  },
];

/** `METHOD /path/{}`: a call's method and path with its variable segments unnamed. */
const callShape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.split('?')[0]?.replace(/\{\w+\}/g, '{}')}`;

it('when the rows are compared with the table of calls, then every call has a row', () => {
  const covered = new Set(
    rows.map(({ call }) => callShape(...(call.split(' ') as [string, string]))),
  );

  const missing = apiCalls
    .map(({ method, path }) => callShape(method, path))
    .filter((shape) => !covered.has(shape));

  expect(missing).toEqual([]);
});

beforeAll(async () => {
  await resetToSeed();
  sessions = {
    customer: await signInToApi('customer@example.com'),
    admin: await signInToApi('boss@example.com', { admin: true }),
  };
});

describe('the role matrix', () => {
  it.each(rows)('$call', async ({ request, expected }) => {
    const answered: Record<Actor, number> = { 'signed out': 0, customer: 0, admin: 0 };
    for (const actor of ['signed out', 'customer', 'admin'] as const) {
      const { method, path, body } = await request(actor);
      const token = actor === 'signed out' ? undefined : sessions[actor].accessToken;
      answered[actor] = (await callApi(method, path, { token, body })).status;
    }

    expect(answered).toEqual(expected);
  });
});
