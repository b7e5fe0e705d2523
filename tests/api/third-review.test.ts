import type { Order, Part, Recall } from '@moto-parts/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../functions/src/lib/limits.ts';
import { adminMessagesPerHour } from '../../functions/src/services/mail-delivery.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { host, ports, projectId } from '../../scripts/lib/local-contract.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { daysAgo } from '../support/lots.ts';
import { waitForMessages, type MailboxMessage } from '../support/mailbox.ts';
import { testSku } from '../support/part-numbers.ts';
import { payForOrder, stripe, webhooksAppliedFor } from '../support/stripe-sandbox.ts';

// The exploits of the third review (docs/decisions/0042-third-review.md), each run against the
// API as a client that is not this repository's would: the 2022 order body shipped free
// anywhere, a low-stock alarm any account could ring, admin mail with no limit, recalls that
// missed unverified buyers, a recall of one lot that reopened the whole line's returns, and
// admins' uids a buyer could read straight from Firestore.

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let admin: Session;
let run: string;
/** Every payment a test made: its webhooks must land before the next test's reset. */
let payments: string[] = [];

const as = (session: Session | undefined, method: string, path: string, body?: unknown) =>
  callApi(method, path, { token: session?.accessToken, body });

const oldBody = { address: 'Pyongyang', phone: '01134960000' };

/** A new part of `units` units of lot A (60 days old), with a reorder point when given. */
async function newPart(units: number, reorderPoint?: number) {
  const created = await as(admin, 'POST', '/parts', {
    name: 'Review Pads',
    sku: testSku(),
    image: 'https://example.com/pads.jpg',
    price: 25,
    availableQuantity: units,
    lot: { code: 'A-1', madeOn: daysAgo(60) },
    ...(reorderPoint !== undefined && { reorderPoint }),
    minOrder: 1,
    description: 'Brake pads for the third review.',
    category: 'brakes',
    fitsAllBikes: true,
    fitment: [],
  });
  expect(created.status).toBe(201);
  return (created.body as Part)._id;
}

/** A paid order of `quantity` units of `partId` by `buyer`, with the 2022 body. */
async function paidOrder(partId: string, quantity: number, buyer: Session) {
  const placed = await as(buyer, 'POST', '/order', { partId, quantity, ...oldBody });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body as Order;
  payments.push(await payForOrder(order._id, buyer.accessToken));
  return order;
}

/** Ships every unit of `order`'s one line in one parcel, from `lots` when given. */
async function ship(order: Order, partId: string, lots?: { code: string; quantity: number }[]) {
  const shipped = await as(admin, 'POST', `/order/${order._id}/shipments`, {
    carrier: 'ups',
    trackingNumber: '1Z5R89390357567127',
    lines: [{ partId, quantity: order.quantity, ...(lots && { lots }) }],
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(201);
}

beforeEach(async () => {
  await resetToSeed();
  payments = [];
  run = randomUUID().slice(0, 8);
  rider = await signInToApi(`review3-rider-${run}@example.com`, { verified: true });
  admin = await signInToApi(`review3-admin-${run}@example.com`, { admin: true, verified: true });
});

afterEach(async () => {
  for (const intentId of payments) await webhooksAppliedFor(intentId);
});

describe('the 2022 order body', () => {
  it('when it ships to an address with no country, then it is priced as the home market (Oregon) by its default method, as a cart order there is, and paid in full', async () => {
    // 20 spark plugs at $6.80: $136, under the home zone's free shipping.
    const part = { partId: 'iridium-spark-plug', quantity: 20 };
    const oregon = { ...sanFrancisco, city: 'Portland', region: 'OR', postcode: '97201' };

    const old = await as(rider, 'POST', '/order', { ...part, ...oldBody });
    const cart = await as(rider, 'POST', '/order', {
      lines: [part],
      shippingAddress: oregon,
      phone: oldBody.phone,
      shippingMethod: 'us-ground',
    });

    expect(old.status).toBe(201);
    expect(cart.status).toBe(201);
    const [byOldBody, byCart] = [old.body as Order, cart.body as Order];
    expect(byOldBody.shipping).toBeGreaterThan(0);
    expect(byOldBody).toMatchObject({
      subtotal: 136,
      shipping: byCart.shipping,
      totalPrice: byCart.totalPrice,
      shippingMethod: byCart.shippingMethod,
      address: 'Pyongyang',
    });
    const { clientSecret } = (
      await as(rider, 'POST', '/create-payment-intent', { orderId: byOldBody._id })
    ).body as { clientSecret: string };
    const intent = await stripe.paymentIntents.retrieve(clientSecret.split('_secret_')[0] ?? '');
    expect(intent.amount).toBe(Math.round(byOldBody.totalPrice * 100));
  });
});

describe('the low-stock alarm', () => {
  it('when an account places and removes one unit again and again across the reorder point, then the admins hear of it once; an admin’s restock above it lets the next crossing speak', async () => {
    const partId = await newPart(11, 10);
    const lowStockMail = async () =>
      (await db.collection('mail').where('partId', '==', partId).get()).size;

    for (let round = 0; round < 4; round++) {
      const placed = await as(rider, 'POST', '/order', { partId, quantity: 1, ...oldBody });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const removed = await as(rider, 'DELETE', `/my-order/${(placed.body as Order)._id}`);
      expect(removed.status).toBe(200);
    }

    expect(await lowStockMail()).toBe(1);
    const restocked = await as(admin, 'PUT', `/parts/${partId}`, {
      newQuantity: 30,
      expectedQuantity: 11,
      lot: { code: 'A-2', madeOn: daysAgo(5) },
    });
    expect(restocked.status).toBe(200);
    const other = await signInToApi(`review3-other-${run}@example.com`);
    const big = await as(other, 'POST', '/order', { partId, quantity: 20, ...oldBody });
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    expect(await lowStockMail()).toBe(2);
  });
});

describe('admin mail', () => {
  it(`when the shop has more than ${adminMessagesPerHour} messages for one admin within an hour, then the rest go into one digest, sent when the hour ends`, async () => {
    const subject = (index: number) => `moto-parts: To ship: order ${run}-${index}`;
    const now = Timestamp.now();
    const writer = db.bulkWriter();
    for (let index = 0; index < adminMessagesPerHour + 2; index++) {
      void writer.create(db.collection('mail').doc(`${run}-${index}-to-ship`), {
        toUids: [admin.uid],
        message: { subject: subject(index), text: 'Ready to ship.', html: '<p>Ready to ship.</p>' },
        orderId: `${run}-${index}`,
        kind: 'to-ship',
        changedAt: now,
      });
    }
    await writer.close();
    const toAdmin = (message: MailboxMessage) =>
      message.to.some(({ address }) => address === admin.email);

    const digests = db
      .collection('mail')
      .where('kind', '==', 'digest')
      .where('toUids', 'array-contains', admin.uid);
    // Both messages over the limit are in it (they may be tried again while others take the
    // admin's count): then none of the 22 waits any more.
    await expect
      .poll(async () => (await digests.get()).docs.map((doc) => doc.get('digest.count')), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([2]);
    const one = await waitForMessages(toAdmin, adminMessagesPerHour, 60_000);
    expect(new Set(one.map((message) => message.subject)).size).toBe(adminMessagesPerHour);
    const [digest] = (await digests.get()).docs;
    // The hour is made to end: the task that waits for it then sends the digest.
    await digest?.ref.update({ sendAfter: Timestamp.fromMillis(Date.now() - 1000) });

    const all = await waitForMessages(toAdmin, adminMessagesPerHour + 1, 120_000);
    const sent = all.find((message) => message.subject.includes('more messages'));
    expect(sent?.subject).toBe('moto-parts: 2 more messages from the shop this hour');
    const digested = one.map((message) => message.subject);
    const inDigest = Array.from({ length: adminMessagesPerHour + 2 }, (_, index) =>
      subject(index),
    ).filter((wanted) => !digested.includes(wanted));
    expect(inDigest).toHaveLength(2);
    for (const wanted of inDigest) expect(sent?.text).toContain(wanted);
  }, 240_000);

  it(`when one account makes ${rateLimits.accountChanges.limit} changes that mail someone within ten minutes, then the next is 429 and changes nothing, and another account still can`, async () => {
    const { limit } = rateLimits.accountChanges;
    const book = (name: string) => ({ addresses: [{ ...sanFrancisco, name, label: 'Home' }] });

    for (let call = 0; call < limit; call++) {
      const saved = await as(rider, 'PUT', '/address-book', book(`Rider ${call}`));
      expect(saved.status).toBe(200);
    }
    const refused = await as(rider, 'PUT', '/address-book', book('One too many'));
    const answer = await as(rider, 'POST', `/order/${run}/recalls/${run}/answer`);

    expect(refused.status).toBe(429);
    expect(answer.status).toBe(429);
    expect(
      ((await as(rider, 'GET', '/address-book')).body as { addresses: { name: string }[] })
        .addresses[0]?.name,
    ).toBe(`Rider ${limit - 1}`);
    const other = await signInToApi(`review3-other-${run}@example.com`);
    expect((await as(other, 'PUT', '/address-book', book('Other'))).status).toBe(200);
  }, 120_000);
});

describe('a recall', () => {
  it('when a lot is recalled, then its verified, unverified and opted-out buyers each get exactly one recall email; the unverified one without the address they typed', async () => {
    const partId = await newPart(12);
    const unverified = await signInToApi(`review3-unverified-${run}@example.com`);
    const optedOut = await signInToApi(`review3-opted-out-${run}@example.com`, { verified: true });
    await db.collection('users').doc(optedOut.uid).update({ orderEmails: false });
    const buyers = [rider, unverified, optedOut];
    for (const buyer of buyers) await ship(await paidOrder(partId, 2, buyer), partId);

    const made = await as(admin, 'POST', '/recalls', {
      partId,
      lots: ['A-1'],
      message: 'The pads of this lot may crack: stop riding on them.',
    });

    expect(made.status).toBe(201);
    expect(made.body as Recall).toMatchObject({ reachedAll: true });
    for (const buyer of buyers) {
      const [message] = await waitForMessages(
        (sent) =>
          sent.to.some(({ address }) => address === buyer.email) &&
          sent.subject.includes('Safety recall'),
        1,
      );
      expect(message?.text).toContain('From the maker: The pads of this lot may crack');
      if (buyer === unverified) expect(message?.text).not.toContain('Pyongyang');
      else expect(message?.text).toContain('Pyongyang');
    }
  }, 120_000);

  it('when one lot of a line is recalled after the return window closed, then only that lot’s units may come back', async () => {
    const partId = await newPart(1);
    const restocked = await as(admin, 'PUT', `/parts/${partId}`, {
      newQuantity: 2,
      expectedQuantity: 1,
      lot: { code: 'B-2', madeOn: daysAgo(10) },
    });
    expect(restocked.status).toBe(200);
    const order = await paidOrder(partId, 2, rider);
    await ship(order, partId, [
      { code: 'A-1', quantity: 1 },
      { code: 'B-2', quantity: 1 },
    ]);
    expect((await as(rider, 'POST', `/order/${order._id}/shipments/1/delivery`)).status).toBe(200);
    await db
      .collection('orders')
      .doc(order._id)
      .update({ deliveredAt: Timestamp.fromMillis(Date.now() - 90 * 24 * 60 * 60 * 1000) });
    const recalled = await as(admin, 'POST', '/recalls', {
      partId,
      lots: ['B-2'],
      message: 'Cracks.',
    });
    expect(recalled.status).toBe(201);
    const ask = (quantity: number) =>
      as(rider, 'POST', `/order/${order._id}/returns`, { partId, quantity, reason: 'damaged' });

    const both = await ask(2);
    const one = await ask(1);
    const another = await ask(1);

    expect(both.status).toBe(409);
    expect(both.body).toMatchObject({
      error: { message: expect.stringContaining('only units of the recalled lot come back') },
    });
    expect(one.status).toBe(201);
    expect(another.status).toBe(409);
    expect((one.body as Order).returns.map(({ quantity }) => quantity)).toEqual([1]);
  });
});

describe('what a buyer reads', () => {
  it('when a buyer reads their own order straight from Firestore, then it is refused: the API serves it without the admins’ uids', async () => {
    const order = await paidOrder('iridium-spark-plug', 20, rider);
    await ship(order, 'iridium-spark-plug');
    const stored = await db.collection('orders').doc(order._id).get();
    expect(stored.get('shipments')[0].shippedBy).toBe(admin.uid);

    const direct = await fetch(
      `http://${host}:${ports.firestore}/v1/projects/${projectId}/databases/(default)/documents/orders/${order._id}`,
      { headers: { authorization: `Bearer ${rider.idToken}` } },
    );
    const served = await as(rider, 'GET', `/order/${order._id}`);

    expect(direct.status).toBe(403);
    expect(served.status).toBe(200);
    expect(JSON.stringify(served.body)).not.toContain(admin.uid);
  });
});
