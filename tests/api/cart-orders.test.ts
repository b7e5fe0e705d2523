import {
  shippingCostCents,
  type ApiErrorBody,
  type Order,
  type ShippingZone,
} from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { databaseState } from '../support/database-state.ts';
import { restockBody } from '../support/lots.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { payForOrder, stripe, webhooksAppliedFor } from '../support/stripe-sandbox.ts';
import { endHoldAt } from '../support/holds.ts';

// Orders with lines (docs/decisions/0032-orders-with-lines.md): a cart's body, priced and
// shipped by the server, every line held in one transaction, all or none.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let admin: Session;

const seeded = (id: string) => {
  const part = seedParts.find((candidate) => candidate.id === id);
  if (!part) throw new Error(`No part ${id} in the seed`);
  return part;
};
const discs = seeded('drilled-brake-disc');
const pads = seeded('sintered-brake-pads');
const plugs = seeded('iridium-spark-plug');
const shock = seeded('rear-shock-absorber');

const home = sanFrancisco;
const london = {
  name: 'Ada Rider',
  line1: '10 Downing St',
  city: 'London',
  postcode: 'SW1A 2AA',
  country: 'GB',
};

const cartOrder = (lines: { partId: string; quantity: number }[], over: object = {}) => ({
  lines,
  shippingAddress: home,
  shippingMethod: 'us-ground',
  phone: '+1 415 555 0100',
  ...over,
});
const place = (body: object, session: Session = rider) =>
  callApi('POST', '/order', { token: session.accessToken, body });

const stockOf = async (id: string) =>
  (await db.collection('parts').doc(id).get()).get('availableQuantity') as number;

/** The admin's restock, as Manage Product makes it: the ledger records it. */
async function setStock(partId: string, newQuantity: number) {
  const { status } = await callApi('PUT', `/parts/${partId}`, {
    token: admin.accessToken,
    body: restockBody(newQuantity, await stockOf(partId)),
  });
  expect(status).toBe(200);
}

beforeEach(async () => {
  await resetToSeed();
  rider = await signInToApi('cart-rider@example.com');
  admin = await signInToApi('cart-admin@example.com', { admin: true });
});

describe('GET /parts?ids=, the cart’s parts', () => {
  it('when anyone asks for a cart’s parts, then they get those still in the catalogue, in the order asked', async () => {
    const { status, headers, body } = await callApi(
      'GET',
      `/parts?ids=${plugs.id},no-such-part,${discs.id}`,
    );

    expect(status).toBe(200);
    expect(headers.get('x-total-count')).toBe('2');
    expect((body as { _id: string }[]).map((part) => part._id)).toEqual([plugs.id, discs.id]);
  });

  it.each([
    ['with a search', `ids=${plugs.id}&q=plug`, 'Give no other filter or page with ids'],
    [
      'for 51 parts',
      `ids=${Array.from({ length: 51 }, (_, i) => `p${i}`).join(',')}`,
      'Give 1 to 50 part ids, separated by commas',
    ],
  ])('when the ids come %s, then 400', async (_, query, message) => {
    const { status, body } = await callApi('GET', `/parts?${query}`);

    expect(status).toBe(400);
    expect((body as ApiErrorBody).error.fields?.ids).toBe(message);
  });
});

describe('POST /order with lines', () => {
  it('when a rider orders three parts, then each line is held at the server’s price, shipping is priced by weight, and one movement per line is recorded', async () => {
    const lines = [
      { partId: discs.id, quantity: 4 },
      { partId: pads.id, quantity: 10 },
      { partId: plugs.id, quantity: 20 },
    ];
    const before = await Promise.all(lines.map(({ partId }) => stockOf(partId)));

    const { status, body } = await place(
      cartOrder(lines, { shippingMethod: 'us-express', totalPrice: 1, subtotal: 1, shipping: 0 }),
    );

    expect(status).toBe(201);
    const order = body as Order;
    const subtotalCents = 4 * discs.priceCents + 10 * pads.priceCents + 20 * plugs.priceCents;
    expect(order).toMatchObject({
      lines: [
        { partId: discs.id, name: discs.name, unitPrice: 114.5, quantity: 4, lineTotal: 458 },
        { partId: pads.id, name: pads.name, unitPrice: 18.5, quantity: 10, lineTotal: 185 },
        { partId: plugs.id, name: plugs.name, unitPrice: 6.8, quantity: 20, lineTotal: 136 },
      ],
      subtotal: subtotalCents / 100,
      shipping: 29.95,
      totalPrice: (subtotalCents + 2_995) / 100,
      shippingMethod: { id: 'us-express', name: 'Express (2 days)' },
      shippingAddress: home,
      address: 'Ada Rider, 500 Market St, San Francisco, CA 94105, United States',
      partId: discs.id,
      name: `${discs.name} and 2 more`,
      quantity: 34,
      status: 'pending',
    });
    expect(await Promise.all(lines.map(({ partId }) => stockOf(partId)))).toEqual(
      before.map((stock, index) => stock - (lines[index]?.quantity ?? 0)),
    );
    for (const { partId, quantity } of lines) {
      const history = await stockHistory(db, partId);
      expect(history.reconciled).toBe(true);
      expect(history.movements.filter(({ orderId }) => orderId === order._id)).toEqual([
        expect.objectContaining({ delta: -quantity, reason: 'order' }),
      ]);
    }
  });

  it('when a rider pays an order of several lines, then the PaymentIntent is for the total with shipping', async () => {
    const { body } = await place(
      cartOrder([
        { partId: plugs.id, quantity: 20 },
        { partId: pads.id, quantity: 10 },
      ]),
    );
    const order = body as Order;

    const intentId = await payForOrder(order._id, rider.accessToken);

    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent.amount).toBe(Math.round(order.totalPrice * 100));
    expect(order.shipping).toBe(0); // $321 is over the $150 of free ground shipping
    const { body: paid } = await callApi('GET', `/order/${order._id}`, {
      token: rider.accessToken,
    });
    expect(paid).toMatchObject({ status: 'paid', totalPrice: order.totalPrice });
  });

  it('when one line is short of stock, then 409 names each short line with how many can be had, and nothing is held', async () => {
    await setStock(shock.id, 3);
    await setStock(pads.id, 5);
    const before = await databaseState();

    const { status, body } = await place(
      cartOrder([
        { partId: discs.id, quantity: 4 },
        { partId: shock.id, quantity: 4 },
        { partId: pads.id, quantity: 10 },
      ]),
    );

    expect(status).toBe(409);
    expect((body as ApiErrorBody).error).toMatchObject({
      code: 'conflict',
      message: `Not enough stock left of ${shock.name}, ${pads.name}`,
      lines: [
        { partId: shock.id, available: 3 },
        { partId: pads.id, available: 0 },
      ],
    });
    expect(await databaseState()).toEqual(before);
  });

  it('when a line is outside its part’s minimum, then 400 names that line, and nothing is held', async () => {
    const before = await databaseState();

    const { status, body } = await place(
      cartOrder([
        { partId: discs.id, quantity: 4 },
        { partId: pads.id, quantity: 2 },
      ]),
    );

    expect(status).toBe(400);
    expect((body as ApiErrorBody).error).toMatchObject({
      message: `${pads.name}: You can order min 10 and max 100!`,
      fields: { 'lines[1].quantity': 'You can order min 10 and max 100!' },
    });
    expect(await databaseState()).toEqual(before);
  });

  it.each([
    ['no lines', { lines: [] }, 'lines', 'Give the lines'],
    [
      'a part twice',
      {
        lines: [
          { partId: discs.id, quantity: 4 },
          { partId: discs.id, quantity: 4 },
        ],
      },
      'lines',
      'Give each part once',
    ],
    [
      '51 lines',
      { lines: Array.from({ length: 51 }, (_, i) => ({ partId: `part-${i}`, quantity: 1 })) },
      'lines',
      'An order has at most 50 lines',
    ],
    [
      'a line with a price',
      { lines: [{ partId: discs.id, quantity: 4, unitPrice: 0.01 }] },
      'lines[0]',
      'must NOT have additional properties',
    ],
    [
      'a US address without its state',
      { shippingAddress: { ...home, region: undefined } },
      'shippingAddress.region',
      'Region is required',
    ],
    [
      'a US address with a British postcode',
      { shippingAddress: { ...home, postcode: 'SW1A 2AA' } },
      'shippingAddress.postcode',
      'SW1A 2AA is not a postcode of this country',
    ],
    [
      'a country the shop does not deliver to',
      { shippingAddress: { ...home, country: 'RU' } },
      'shippingAddress.country',
      'The shop does not deliver there',
    ],
    [
      'a method of another zone',
      { shippingMethod: 'eu-standard' },
      'shippingMethod',
      'United States has no shipping method eu-standard: see GET /shipping-methods?country=US',
    ],
  ])(
    'when the body has %s, then 400 on that field, and nothing changes',
    async (_, over, field, message) => {
      const before = await databaseState();

      const { status, body } = await place({
        ...cartOrder([{ partId: discs.id, quantity: 4 }]),
        ...over,
      });

      expect(status).toBe(400);
      expect((body as ApiErrorBody).error.fields?.[field]).toBe(message);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when a line names no part, then 404 names it, and nothing changes', async () => {
    const before = await databaseState();

    const { status, body } = await place(
      cartOrder([
        { partId: discs.id, quantity: 4 },
        { partId: 'no-such-part', quantity: 1 },
      ]),
    );

    expect(status).toBe(404);
    expect((body as ApiErrorBody).error.message).toBe('No such part: no-such-part');
    expect(await databaseState()).toEqual(before);
  });

  it('when a British rider orders, then the Europe zone’s method prices it, and a US method is refused', async () => {
    const body = cartOrder([{ partId: plugs.id, quantity: 20 }], {
      shippingAddress: london,
      shippingMethod: 'eu-standard',
    });

    const { status, body: order } = await place(body);

    expect(status).toBe(201);
    // 20 plugs of 60 g: 1.2 kg, the band up to 2 kg.
    expect(order).toMatchObject({ subtotal: 136, shipping: 19.95, totalPrice: 155.95 });
    expect((await place({ ...body, shippingMethod: 'us-ground' })).status).toBe(400);
  });
});

describe('the 2022 body', () => {
  it('when the 2022 client orders one part with a free-text address, then it is an order of one line priced as the home market by its default method: ground, free over $150', async () => {
    const { status, body } = await place({
      partId: discs.id,
      quantity: 4,
      address: '12 Chain Lane, Leeds',
      phone: '01134960000',
    });

    expect(status).toBe(201);
    expect(body).toMatchObject({
      partId: discs.id,
      name: discs.name,
      quantity: 4,
      unitPrice: 114.5,
      totalPrice: 458,
      address: '12 Chain Lane, Leeds',
      lines: [
        { partId: discs.id, name: discs.name, unitPrice: 114.5, quantity: 4, lineTotal: 458 },
      ],
      subtotal: 458,
      shipping: 0,
      shippingAddress: null,
      shippingMethod: { id: 'us-ground', name: 'Ground (3–5 days)' },
    });
  });
});

describe('shipping on the server, by the admin’s rates', () => {
  it('when riders order in each zone by each method, then shipping is what the zone’s rates say for the weight and subtotal', async () => {
    const { body } = await callApi('GET', '/shipping-zones', { token: admin.accessToken });
    const zones = body as ShippingZone[];
    const addressIn: Record<string, object> = {
      US: home,
      GB: london,
      CA: { ...home, city: 'Ottawa', region: 'ON', postcode: 'K1A 0B1', country: 'CA' },
      AU: { ...home, city: 'Sydney', region: 'NSW', postcode: '2000', country: 'AU' },
    };
    // Light and under any free threshold; then heavy and over it.
    const carts = [
      [{ partId: plugs.id, quantity: 20 }],
      [
        { partId: shock.id, quantity: 2 },
        { partId: discs.id, quantity: 4 },
      ],
    ];
    let checked = 0;
    for (const zone of zones) {
      const country = zone.countries.find((code) => code in addressIn);
      if (!country) continue;
      for (const method of zone.methods) {
        for (const lines of carts) {
          const weightGrams = lines.reduce(
            (grams, line) => grams + line.quantity * seeded(line.partId).weightGrams,
            0,
          );
          const subtotalCents = lines.reduce(
            (cents, line) => cents + line.quantity * seeded(line.partId).priceCents,
            0,
          );
          const expected = shippingCostCents(
            {
              rates: method.rates.map(({ upToGrams, price }) => ({
                upToGrams,
                priceCents: Math.round(price * 100),
              })),
              freeOverCents:
                method.freeOver === undefined ? undefined : Math.round(method.freeOver * 100),
            },
            { subtotalCents, weightGrams },
          );
          const buyer = await signInToApi(`zone-${checked}@example.com`);

          const { status, body: order } = await place(
            cartOrder(lines, { shippingAddress: addressIn[country], shippingMethod: method.id }),
            buyer,
          );

          expect(status, `${zone.name}, ${method.name}`).toBe(201);
          expect(order).toMatchObject({
            shipping: (expected ?? NaN) / 100,
            totalPrice: (subtotalCents + (expected ?? NaN)) / 100,
          });
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});

describe('orders of several lines after placement', () => {
  it('when a rider removes an order of three lines, then each line’s units come back with one movement each', async () => {
    const lines = [
      { partId: discs.id, quantity: 4 },
      { partId: pads.id, quantity: 10 },
      { partId: plugs.id, quantity: 20 },
    ];
    const before = await Promise.all(lines.map(({ partId }) => stockOf(partId)));
    const { body } = await place(cartOrder(lines));
    const order = body as Order;

    const removed = await callApi('DELETE', `/my-order/${order._id}`, {
      token: rider.accessToken,
    });

    expect(removed.status).toBe(200);
    expect(await Promise.all(lines.map(({ partId }) => stockOf(partId)))).toEqual(before);
    for (const { partId, quantity } of lines) {
      const history = await stockHistory(db, partId);
      expect(history.reconciled).toBe(true);
      expect(history.movements.filter(({ orderId }) => orderId === order._id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ delta: quantity, reason: 'order-removed' }),
        ]),
      );
    }
  });

  it('when the hold of an order of three lines ends and nobody calls anything, then every line’s units come back, with an expiry movement each', async () => {
    const lines = [
      { partId: discs.id, quantity: 4 },
      { partId: pads.id, quantity: 10 },
      { partId: plugs.id, quantity: 20 },
    ];
    const before = await Promise.all(lines.map(({ partId }) => stockOf(partId)));
    const { body } = await place(cartOrder(lines));
    const order = body as Order;
    // A few seconds ahead: the task queued at placement has run by then and was told to come back.
    await endHoldAt(db, order._id, Date.now() + 5_000);

    await expect
      .poll(async () => (await db.collection('orders').doc(order._id).get()).get('status'), {
        timeout: 40_000,
        interval: 1_000,
      })
      .toBe('expired');

    expect(await Promise.all(lines.map(({ partId }) => stockOf(partId)))).toEqual(before);
    for (const { partId, quantity } of lines) {
      const history = await stockHistory(db, partId);
      expect(history.reconciled).toBe(true);
      expect(history.movements.filter(({ orderId }) => orderId === order._id)).toEqual([
        expect.objectContaining({ delta: -quantity, reason: 'order' }),
        expect.objectContaining({ delta: quantity, reason: 'order-expired' }),
      ]);
    }
  }, 60_000);

  it('when an admin cancels a paid order of two lines, then Stripe refunds the total with shipping and both lines go back', async () => {
    const lines = [
      { partId: plugs.id, quantity: 20 },
      { partId: discs.id, quantity: 4 },
    ];
    const before = await Promise.all(lines.map(({ partId }) => stockOf(partId)));
    const { body } = await place(cartOrder(lines, { shippingMethod: 'us-express' }));
    const order = body as Order;
    const intentId = await payForOrder(order._id, rider.accessToken);

    const { status, body: cancelled } = await callApi('PATCH', `/order/${order._id}/status`, {
      token: admin.accessToken,
      body: { status: 'cancelled' },
    });

    expect(status).toBe(200);
    expect(cancelled).toMatchObject({ status: 'refunded', refundStatus: 'succeeded' });
    const intent = await stripe.paymentIntents.retrieve(intentId);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.amount_refunded).toBe(Math.round(order.totalPrice * 100));
    expect(await Promise.all(lines.map(({ partId }) => stockOf(partId)))).toEqual(before);
    // The refund's events too, before the next test's reset.
    await webhooksAppliedFor(intentId);
  });

  it('when an admin removes a part of an unpaid order of two lines, then the order is cancelled and the other line’s units come back', async () => {
    const before = await stockOf(pads.id);
    const { body } = await place(
      cartOrder([
        { partId: shock.id, quantity: 2 },
        { partId: pads.id, quantity: 10 },
      ]),
    );
    const order = body as Order;

    const removed = await callApi('DELETE', `/parts/${shock.id}`, { token: admin.accessToken });

    expect(removed.status).toBe(200);
    expect(await stockOf(pads.id)).toBe(before);
    expect((await stockHistory(db, pads.id)).reconciled).toBe(true);
    const { body: cancelled } = await callApi('GET', `/order/${order._id}`, {
      token: admin.accessToken,
    });
    expect(cancelled).toMatchObject({ status: 'cancelled' });
  });

  it('when a rider’s lines together pass a part’s most per order across orders, then 409, and nothing is held', async () => {
    await place(cartOrder([{ partId: pads.id, quantity: 60 }]));
    const before = await databaseState();

    const { status, body } = await place(
      cartOrder([
        { partId: plugs.id, quantity: 20 },
        { partId: pads.id, quantity: 50 },
      ]),
    );

    expect(status).toBe(409);
    expect((body as ApiErrorBody).error.message).toMatch(
      new RegExp(`You already hold 60 of ${pads.name}.*at most 100`),
    );
    expect(await databaseState()).toEqual(before);
  });
});

describe('orders of several lines racing for the same parts', () => {
  it('when riders race orders of two shared parts, then exactly the stock is sold, all or nothing per order, and the ledger adds up', async () => {
    await setStock(shock.id, 10);
    await setStock(discs.id, 20);
    const buyers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signInToApi(`racer-${i}@example.com`)),
    );

    // Each order: 2 shocks and 4 discs. The shocks run out after 5 orders, the discs too.
    const answers = await Promise.all(
      buyers.map((buyer) =>
        place(
          cartOrder([
            { partId: shock.id, quantity: 2 },
            { partId: discs.id, quantity: 4 },
          ]),
          buyer,
        ),
      ),
    );

    const statuses = answers.map(({ status }) => status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    expect(await stockOf(shock.id)).toBe(0);
    expect(await stockOf(discs.id)).toBe(0);
    for (const partId of [shock.id, discs.id]) {
      expect(await stockHistory(db, partId)).toMatchObject({ availableQuantity: 0, recorded: 0 });
    }
  }, 60_000);
});
