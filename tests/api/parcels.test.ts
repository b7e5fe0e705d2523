import type { ApiErrorBody, Order, OrderEvent } from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { databaseState } from '../support/database-state.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { payForOrder } from '../support/stripe-sandbox.ts';

// Parcels, tracking and delivery (docs/decisions/0033-order-states-and-parcels.md): a paid
// order ships in parcels with checked tracking numbers, arrives parcel by parcel, and every
// change is one event of its history; what its state machine forbids is answered 409.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let stranger: Session;
let admin: Session;

const discs = 'drilled-brake-disc';
const plugs = 'iridium-spark-plug';
const upsNumber = '1Z5R89390357567127';
const dhlNumber = 'JJD0099999999';

/** A paid order of 4 discs and 20 plugs (their minimum). */
async function paidOrder(session: Session = rider) {
  const { status, body } = await callApi('POST', '/order', {
    token: session.accessToken,
    body: {
      lines: [
        { partId: discs, quantity: 4 },
        { partId: plugs, quantity: 20 },
      ],
      shippingAddress: sanFrancisco,
      shippingMethod: 'us-ground',
      phone: '+1 415 555 0100',
    },
  });
  expect(status).toBe(201);
  const order = body as Order;
  await payForOrder(order._id, session.accessToken);
  return order;
}

const ship = (order: Order, body: object, session: Session = admin) =>
  callApi('POST', `/order/${order._id}/shipments`, { token: session.accessToken, body });

const upsParcel = (lines: { partId: string; quantity: number }[]) => ({
  carrier: 'ups',
  trackingNumber: upsNumber,
  lines,
});

const deliver = (order: Order, shipmentId: string, session: Session) =>
  callApi('POST', `/order/${order._id}/shipments/${shipmentId}/delivery`, {
    token: session.accessToken,
  });

const historyOf = async (order: Order, session: Session = rider) => {
  const { status, body } = await callApi('GET', `/order/${order._id}/history`, {
    token: session.accessToken,
  });
  expect(status).toBe(200);
  return body as OrderEvent[];
};

const mailDoc = async (id: string) => (await db.collection('mail').doc(id).get()).data();

beforeEach(async () => {
  await resetToSeed();
  rider = await signInToApi('parcel-rider@example.com', { verified: true });
  stranger = await signInToApi('parcel-stranger@example.com');
  admin = await signInToApi('parcel-admin@example.com', { admin: true });
});

describe('POST /order/{id}/shipments: parcels', () => {
  it('when a paid order ships in two parcels, then it is partially shipped after the first and shipped after the second, each with its tracking link and message', async () => {
    const order = await paidOrder();

    const first = await ship(
      order,
      upsParcel([
        { partId: discs, quantity: 4 },
        { partId: plugs, quantity: 2 },
      ]),
    );
    const second = await ship(order, {
      carrier: 'dhl',
      trackingNumber: 'jjd 0099 999 999',
      lines: [{ partId: plugs, quantity: 18 }],
    });

    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'partially-shipped',
      lines: [
        { partId: discs, shippedQuantity: 4 },
        { partId: plugs, shippedQuantity: 2 },
      ],
      shipments: [
        {
          id: '1',
          carrier: 'ups',
          carrierName: 'UPS',
          trackingNumber: upsNumber,
          trackingUrl: `https://wwwapps.ups.com/WebTracking/track?track=yes&trackNums=${upsNumber}`,
          deliveredAt: null,
        },
      ],
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      status: 'shipped',
      lines: [{ shippedQuantity: 4 }, { shippedQuantity: 20 }],
      shipments: [
        { id: '1' },
        {
          id: '2',
          carrierName: 'DHL',
          trackingNumber: dhlNumber,
          trackingUrl: `http://www.dhl.com/en/express/tracking.html?brand=DHL&AWB=${dhlNumber}`,
          lines: [{ partId: plugs, name: 'Iridium Spark Plug', quantity: 18 }],
        },
      ],
    });
    const firstMail = await mailDoc(`${order._id}-shipped-1`);
    expect(firstMail?.message.text).toContain(`Tracking number ${upsNumber}`);
    expect(firstMail?.message.text).toContain('trackNums=1Z5R89390357567127');
    expect((await mailDoc(`${order._id}-shipped-2`))?.message.subject).toBe(
      `moto-parts: Order #${order.orderNumber} shipped: 18 × Iridium Spark Plug`,
    );
  });

  it('when an "other" carrier is named with its tracking page, then the parcel links there', async () => {
    const order = await paidOrder();

    const { status, body } = await ship(order, {
      carrier: 'other',
      trackingNumber: 'MX-0042',
      trackingUrl: 'https://track.example.com/MX-0042',
      lines: [
        { partId: discs, quantity: 4 },
        { partId: plugs, quantity: 20 },
      ],
    });

    expect(status).toBe(201);
    expect((body as Order).shipments[0]).toMatchObject({
      carrierName: 'Other carrier',
      trackingUrl: 'https://track.example.com/MX-0042',
    });
  });

  it.each([
    [
      'a UPS number that fails its check digit',
      { carrier: 'ups', trackingNumber: '2Z5R89390357567127' },
      'This is not a UPS tracking number',
    ],
    [
      'a US postal number for Royal Mail',
      { carrier: 'royal-mail', trackingNumber: 'RB123456785US' },
      'This is not a Royal Mail tracking number',
    ],
    [
      'a carrier off the list',
      { carrier: 'pigeon', trackingNumber: upsNumber },
      'Carrier must be one of: ups, fedex, usps, dhl, royal-mail, other',
    ],
    [
      'an "other" carrier without its page',
      { carrier: 'other', trackingNumber: 'MX-1' },
      'Give the page where the parcel can be tracked',
    ],
    [
      'an "other" carrier’s page on http',
      { carrier: 'other', trackingNumber: 'MX-1', trackingUrl: 'http://track.example.com' },
      'The tracking page must start with https://',
    ],
  ])(
    'when the parcel gives %s, then 400 says so and nothing changes',
    async (_, parcel, message) => {
      const order = await paidOrder();
      const before = await databaseState();

      const { status, body } = await ship(order, {
        ...parcel,
        lines: [{ partId: discs, quantity: 1 }],
      });

      expect(status).toBe(400);
      expect(JSON.stringify((body as ApiErrorBody).error)).toContain(message);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when a Royal Mail number of the United Kingdom is given, then the parcel links to Royal Mail', async () => {
    const order = await paidOrder();

    const { body } = await ship(order, {
      carrier: 'royal-mail',
      trackingNumber: 'RB123456785GB',
      lines: [{ partId: discs, quantity: 4 }],
    });

    expect((body as Order).shipments[0]?.trackingUrl).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/RB123456785GB',
    );
  });

  it('when a parcel holds more units than are left to ship, or a part the order has not, then it is refused and nothing changes', async () => {
    const order = await paidOrder();
    await ship(order, upsParcel([{ partId: plugs, quantity: 19 }]));
    const before = await databaseState();

    const tooMany = await ship(order, upsParcel([{ partId: plugs, quantity: 2 }]));
    const notInOrder = await ship(order, upsParcel([{ partId: 'carbon-chain-kit', quantity: 1 }]));

    expect(tooMany).toMatchObject({
      status: 409,
      body: { error: { message: 'Only 1 of Iridium Spark Plug are left to ship' } },
    });
    expect(notInOrder.status).toBe(400);
    expect(await databaseState()).toEqual(before);
  });

  it('when two admins ship the last units at once, then one parcel ships and the other is refused', async () => {
    const order = await paidOrder();
    const other = await signInToApi('parcel-admin-2@example.com', { admin: true });
    const everything = upsParcel([
      { partId: discs, quantity: 4 },
      { partId: plugs, quantity: 20 },
    ]);

    const answers = await Promise.all([ship(order, everything), ship(order, everything, other)]);

    expect(answers.map(({ status }) => status).sort()).toEqual([201, 409]);
    const { body } = await callApi('GET', `/order/${order._id}`, { token: admin.accessToken });
    expect((body as Order).shipments).toHaveLength(1);
  });

  it('when a customer ships, then 403; when nobody is signed in, then 401', async () => {
    const order = await paidOrder();
    const parcel = upsParcel([{ partId: discs, quantity: 4 }]);

    expect((await ship(order, parcel, rider)).status).toBe(403);
    expect((await callApi('POST', `/order/${order._id}/shipments`, { body: parcel })).status).toBe(
      401,
    );
  });
});

describe('the order’s state machine', () => {
  it('when an order is not paid, or already shipped, then shipping it is 409 and nothing changes', async () => {
    const { body } = await callApi('POST', '/order', {
      token: rider.accessToken,
      body: { partId: discs, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' },
    });
    const unpaid = body as Order;
    const shipped = await paidOrder();
    await callApi('PATCH', `/order/${shipped._id}/status`, {
      token: admin.accessToken,
      body: { status: 'shipped' },
    });
    const before = await databaseState();

    const answers = await Promise.all([
      ship(unpaid, upsParcel([{ partId: discs, quantity: 4 }])),
      ship(shipped, upsParcel([{ partId: discs, quantity: 1 }])),
      callApi('PATCH', `/order/${shipped._id}/status`, {
        token: admin.accessToken,
        body: { status: 'shipped' },
      }),
      callApi('PATCH', `/order/${shipped._id}/status`, {
        token: admin.accessToken,
        body: { status: 'cancelled' },
      }),
      deliver(unpaid, '1', rider),
    ]);

    expect(answers.map(({ status }) => status)).toEqual([409, 409, 409, 409, 404]);
    expect(answers.map(({ body: error }) => (error as ApiErrorBody).error.message)).toEqual([
      'A pending order cannot ship',
      'A shipped order cannot ship',
      'This order is already shipped',
      'A shipped order cannot be cancelled',
      'No such parcel',
    ]);
    expect(await databaseState()).toEqual(before);
  });

  it('when a partly shipped order is marked shipped (the 2022 button), then what is left leaves in one parcel without a carrier', async () => {
    const order = await paidOrder();
    await ship(order, upsParcel([{ partId: discs, quantity: 4 }]));

    const { status, body } = await callApi('PATCH', `/order/${order._id}/status`, {
      token: admin.accessToken,
      body: { status: 'shipped' },
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'shipped',
      shipments: [
        { id: '1', carrier: 'ups' },
        {
          id: '2',
          carrier: null,
          trackingNumber: null,
          trackingUrl: null,
          lines: [{ partId: plugs, quantity: 20 }],
        },
      ],
    });
  });
});

describe('POST /order/{id}/shipments/{shipmentId}/delivery', () => {
  it('when the buyer confirms one parcel and an admin the other, then the order is delivered with the date, once', async () => {
    const order = await paidOrder();
    await ship(order, upsParcel([{ partId: discs, quantity: 4 }]));
    await ship(order, upsParcel([{ partId: plugs, quantity: 20 }]));

    const byBuyer = await deliver(order, '1', rider);
    const byAdmin = await deliver(order, '2', admin);
    const again = await deliver(order, '2', rider);

    expect(byBuyer.status).toBe(200);
    expect(byBuyer.body).toMatchObject({ status: 'shipped', deliveredAt: null });
    expect((byBuyer.body as Order).shipments[0]?.deliveredAt).toEqual(expect.any(String));
    expect(byAdmin.status).toBe(200);
    const delivered = byAdmin.body as Order;
    expect(delivered.status).toBe('delivered');
    expect(delivered.deliveredAt).toBe(delivered.shipments[1]?.deliveredAt);
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: 'This parcel has already arrived' } },
    });
    expect((await mailDoc(`${order._id}-delivered`))?.message.subject).toBe(
      `moto-parts: Order #${order.orderNumber} delivered: Drilled Brake Disc and 1 more`,
    );
  });

  it('when a parcel arrives before the rest of the order has shipped, then the order stays partially shipped', async () => {
    const order = await paidOrder();
    await ship(order, upsParcel([{ partId: discs, quantity: 4 }]));

    const { body } = await deliver(order, '1', rider);

    expect(body).toMatchObject({ status: 'partially-shipped', deliveredAt: null });
  });

  it('when another buyer, or a parcel that does not exist, is named, then 404 and nothing changes', async () => {
    const order = await paidOrder();
    await ship(order, upsParcel([{ partId: discs, quantity: 4 }]));
    const before = await databaseState();

    const answers = await Promise.all([deliver(order, '1', stranger), deliver(order, '7', rider)]);

    expect(answers.map(({ status }) => status)).toEqual([404, 404]);
    expect(await databaseState()).toEqual(before);
  });
});

describe('GET /order/{id}/history', () => {
  it('when an order is paid, shipped in two parcels and delivered, then its buyer and the admins read each change once, in order', async () => {
    const order = await paidOrder();
    await ship(order, upsParcel([{ partId: discs, quantity: 4 }]));
    await ship(order, upsParcel([{ partId: plugs, quantity: 20 }]));
    await deliver(order, '1', rider);
    await deliver(order, '2', admin);

    const history = await historyOf(order);

    expect(
      history.map(({ kind, status, actor, shipmentId }) => [kind, status, actor, shipmentId]),
    ).toEqual([
      ['placed', 'pending', 'buyer', null],
      // Paid by whichever came first: the buyer's browser, or Stripe's webhook.
      ['paid', 'paid', expect.stringMatching(/^(buyer|shop)$/), null],
      ['shipped', 'partially-shipped', 'admin', '1'],
      ['shipped', 'shipped', 'admin', '2'],
      ['delivered', 'shipped', 'buyer', '1'],
      ['delivered', 'delivered', 'admin', '2'],
    ]);
    expect(await historyOf(order, admin)).toEqual(history);
  });

  it('when someone else asks for a buyer’s history, then 404; without a token, 401', async () => {
    const order = await paidOrder();

    const { status } = await callApi('GET', `/order/${order._id}/history`, {
      token: stranger.accessToken,
    });

    expect(status).toBe(404);
    expect((await callApi('GET', `/order/${order._id}/history`)).status).toBe(401);
  });
});
