import type { ApiErrorBody, Order, StockHistory, User } from '@moto-parts/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { rateLimits } from '../../functions/src/lib/limits.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { stripeSandbox } from '../../scripts/lib/local-contract.ts';
import {
  callApi,
  createAuthUser,
  resetToSeed,
  signInToApi,
  signInToAuth,
  verifyEmail,
  type ApiResponse,
  type TestUser,
} from '../support/emulators.ts';
import { restockBody } from '../support/lots.ts';
import { paymentIntentFor, stripeFails, stripeRecovers } from '../support/stripe-sandbox.ts';

// The exploits of the security review (docs/decisions/0020-security-review.md), each run
// against the API as an attacker would, through the Hosting rewrite.

const { db, auth } = emulatorAdmin();
const partId = 'drilled-brake-disc';
// Drilled Brake Disc: minimum order 4.
const order4Discs = { partId, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' };

type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let admin: Session;

beforeEach(async () => {
  await resetToSeed();
  rider = await signInToApi('rider@example.com');
  admin = await signInToApi('boss@example.com', { admin: true });
});

const userDoc = async (uid: string) => (await db.collection('users').doc(uid).get()).data();
const stockOf = async () =>
  (await db.collection('parts').doc(partId).get()).get('availableQuantity') as number;

async function placeOrder(session: Session = rider) {
  const { status, body } = await callApi('POST', '/order', {
    token: session.accessToken,
    body: order4Discs,
  });
  expect(status).toBe(201);
  return body as Order;
}

/** The token exchange for `user`'s current ID token: their access token. */
async function exchange(user: TestUser) {
  const { status, body } = await callApi('PUT', `/user/${user.email}`, {
    token: user.idToken,
    body: { email: user.email },
  });
  return { status, accessToken: (body as { token?: string }).token ?? '' };
}

const makeAdmin = (email: string, uid: string) =>
  callApi('PUT', `/user/${email}`, { token: admin.accessToken, body: { role: 'admin', uid } });

describe('Make Admin promotes the right person', () => {
  it('when an account that never proved its email is made admin, then 409 and it stays a customer', async () => {
    // The attacker signs up the new mechanic's address first and never verifies it.
    const squatter = await createAuthUser('new.mechanic@example.com');
    expect((await exchange(squatter)).status).toBe(200);

    const { status, body } = await makeAdmin(squatter.email, squatter.uid);
    const listed = await callApi('GET', '/user', { token: admin.accessToken });

    expect(status).toBe(409);
    expect(body).toMatchObject({
      error: { message: 'Only an account whose email is verified can be made admin' },
    });
    expect(await userDoc(squatter.uid)).not.toHaveProperty('role');
    expect((listed.body as User[]).find((user) => user._id === squatter.uid)).toMatchObject({
      emailVerified: false,
    });
  });

  it('when the owner of the email verifies it through Auth’s email, then they can be made admin', async () => {
    const mechanic = await verifyEmail(await createAuthUser('new.mechanic@example.com'));
    expect((await exchange(mechanic)).status).toBe(200);

    const { status, body } = await makeAdmin(mechanic.email, mechanic.uid);

    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: mechanic.uid, role: 'admin', emailVerified: true });
    expect(await userDoc(mechanic.uid)).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('when an email belonged to a deleted account and is claimed again, then it names only the new account, and Make Admin cannot land on the old one', async () => {
    const former = await verifyEmail(await createAuthUser('workshop@example.com'));
    expect((await exchange(former)).status).toBe(200);
    await auth.deleteUser(former.uid);
    const current = await verifyEmail(await createAuthUser('workshop@example.com'));
    expect((await exchange(current)).status).toBe(200);

    const sameEmail = await db.collection('users').where('email', '==', current.email).get();
    const onOld = await makeAdmin(current.email, former.uid);
    const onNew = await makeAdmin(current.email, current.uid);

    expect(sameEmail.docs.map((doc) => doc.id)).toEqual([current.uid]);
    expect(await userDoc(former.uid)).toMatchObject({ formerEmail: current.email });
    expect(onOld.status).toBe(404);
    expect(await userDoc(former.uid)).not.toHaveProperty('role');
    expect(onNew.status).toBe(200);
  });

  it('when the email and the account id name two different people, then 404 and neither is promoted', async () => {
    const other = await signInToApi('other@example.com', { verified: true });

    const { status } = await makeAdmin(rider.email, other.uid);

    expect(status).toBe(404);
    expect(await userDoc(other.uid)).not.toHaveProperty('role');
    expect(await userDoc(rider.uid)).not.toHaveProperty('role');
  });
});

describe('restocking cannot sell units twice', () => {
  const restock = (newQuantity: number, expectedQuantity: number) =>
    callApi('PUT', `/parts/${partId}`, {
      token: admin.accessToken,
      body: restockBody(newQuantity, expectedQuantity),
    });

  beforeEach(async () => {
    expect((await restock(10, await stockOf())).status).toBe(200);
  });

  it('when orders came in after the admin opened Edit, then saving the stock they saw is refused with the new figure, and nothing changes', async () => {
    // The admin opens Edit and sees 10; a customer then orders 4.
    await placeOrder();

    const { status, body } = await restock(12, 10);

    expect(status).toBe(409);
    expect((body as ApiErrorBody).error).toMatchObject({
      code: 'conflict',
      fields: { newQuantity: expect.stringContaining('changed to 6') as string },
    });
    expect(await stockOf()).toBe(6);
    expect(await stockHistory(db, partId)).toMatchObject({ recorded: 6, reconciled: true });
    expect((await restock(12, 6)).status).toBe(200);
    expect(await stockOf()).toBe(12);
  });

  it('when a restock races orders, then either it lands first or it is refused, and the ledger stays exact', async () => {
    const buyers = await Promise.all([
      signInToApi('racer1@example.com'),
      signInToApi('racer2@example.com'),
    ]);

    const [restocked, ...orders] = await Promise.all([
      restock(12, 10),
      ...buyers.map((buyer) =>
        callApi('POST', '/order', { token: buyer.accessToken, body: order4Discs }),
      ),
    ]);

    const sold = orders.filter(({ status }) => status === 201).length * 4;
    expect([200, 409]).toContain(restocked.status);
    expect(await stockOf()).toBe((restocked.status === 200 ? 12 : 10) - sold);
    expect(await stockHistory(db, partId)).toMatchObject({ reconciled: true });
  });
});

describe('access ends when the account ends', () => {
  const adminCall = (session: Session) => callApi('GET', '/order', { token: session.accessToken });

  it('when an admin’s account is disabled in Auth, then their access token stops working at once, and it cannot be exchanged again', async () => {
    expect((await adminCall(admin)).status).toBe(200);

    await auth.updateUser(admin.uid, { disabled: true });

    expect((await adminCall(admin)).status).toBe(401);
    expect((await exchange(admin)).status).toBe(401);
  });

  it('when an admin’s account is deleted, then their access token stops working at once', async () => {
    await auth.deleteUser(admin.uid);

    const { status, body } = await adminCall(admin);

    expect(status).toBe(401);
    expect(body).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('when an admin’s sessions are revoked, then tokens issued before stop working and a new sign-in works', async () => {
    // Auth keeps revocation to the second: revoke in a later second than the token's.
    await sleep(1100);
    await auth.revokeRefreshTokens(admin.uid);

    const before = await adminCall(admin);
    const signedInAgain = await exchange(await signInToAuth(admin.email));

    expect(before.status).toBe(401);
    expect(signedInAgain.status).toBe(200);
    expect((await callApi('GET', '/order', { token: signedInAgain.accessToken })).status).toBe(200);
  });
});

describe('no floods towards Stripe', () => {
  const stripeCalls = async () =>
    (
      (await (await fetch(`${stripeSandbox.url}/_sandbox/requests`)).json()) as {
        apiRequests: number;
      }
    ).apiRequests;
  const confirm = (order: Order, transactionId: string) =>
    callApi('PATCH', `/order/${order._id}`, {
      token: rider.accessToken,
      body: { transactionId },
    });

  afterEach(stripeRecovers);

  it('when one account sends many payment confirmations with made-up PaymentIntent ids at once, then none reaches Stripe and the order stays unpaid', async () => {
    const order = await placeOrder();
    await paymentIntentFor(order._id, rider.accessToken);
    const before = await stripeCalls();

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => confirm(order, `pi_madeUp${i}x${Date.now()}`)),
    );

    const neither409Nor429 = answers.filter(({ status }) => status !== 409 && status !== 429);
    expect(neither409Nor429.map(({ status, body }) => ({ status, body }))).toEqual([]);
    expect(await stripeCalls()).toBe(before);
    expect((await db.collection('orders').doc(order._id).get()).data()).toMatchObject({
      paid: false,
      status: 'pending',
    });
  });

  it(`when one account makes more than ${rateLimits.payments.limit} payment calls in a minute, then the next is refused with 429 before it is read`, async () => {
    const order = await placeOrder();
    const statuses: number[] = [];
    // One after another: the emulator gives sequential requests to the same worker.
    for (let i = 0; i < rateLimits.payments.limit; i++) {
      statuses.push((await confirm(order, 'pi_notThisOrders')).status);
    }

    const refused = await confirm(order, 'pi_notThisOrders');

    expect(statuses.every((status) => status === 409)).toBe(true);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('when Stripe rate-limits the shop’s account, then paying answers 503 with the error shape and the order is untouched', async () => {
    const order = await placeOrder();
    await stripeFails('rate-limited', 1);

    const { status, body } = await callApi('POST', '/create-payment-intent', {
      token: rider.accessToken,
      body: { orderId: order._id },
    });

    expect(status).toBe(503);
    expect(body).toMatchObject({ error: { code: 'payment_provider_unavailable' } });
    expect((await db.collection('orders').doc(order._id).get()).data()).not.toHaveProperty(
      'paymentIntentId',
    );
  });
});

describe('reads that cost money', () => {
  const partsWith = (authorization?: string) =>
    callApi('GET', '/parts?limit=6', {
      headers: authorization ? { authorization } : {},
    });

  it.each([
    ['no Authorization header', () => undefined],
    ['a garbage Authorization header', () => 'Bearer garbage'],
    ['a header that is no bearer token', () => 'Basic Zm9vOmJhcg=='],
    ['a customer’s token', () => `Bearer ${rider.accessToken}`],
  ])('when GET /parts comes with %s, then the CDN may share the answer', async (_, header) => {
    const { status, headers } = await partsWith(header());

    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/);
  });

  it('when an admin lists the parts, then the answer is theirs alone, always fresh', async () => {
    const { headers } = await partsWith(`Bearer ${admin.accessToken}`);

    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('when a buyer lists their orders, then they come a page at a time, newest first, with the total', async () => {
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    const page = (query: string) =>
      callApi('GET', `/my-order?email=${rider.email}&${query}`, { token: rider.accessToken });

    const first = await page('limit=2');
    const firstIds = (first.body as Order[]).map((order) => order._id);
    const second = await page(`limit=2&after=${firstIds.at(-1) ?? ''}`);

    expect(firstIds).toEqual([placed[2]?._id, placed[1]?._id]);
    expect(first.headers.get('x-total-count')).toBe('3');
    expect((second.body as Order[]).map((order) => order._id)).toEqual([placed[0]?._id]);
    expect((await page('limit=501')).status).toBe(400);
    expect((await page('after=no-such-order')).status).toBe(400);
  });

  it(`when one account makes more than ${rateLimits.signedInReads.limit} signed-in reads in a minute, then the next is refused with 429`, async () => {
    const read = (path: string) => callApi('GET', path, { token: rider.accessToken });
    // A part's page is public (docs/decisions/0044-one-way-to-buy.md): the address's limit counts it.
    const paths = ['/address-book', `/my-order?email=${rider.email}`, `/user/${rider.email}`];
    const statuses: number[] = [];
    for (let i = 0; i < rateLimits.signedInReads.limit; i++) {
      statuses.push((await read(paths[i % paths.length] ?? '/')).status);
    }

    const refused: ApiResponse = await read('/address-book');

    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(refused.status).toBe(429);
    expect((await read('/parts?limit=1')).status).toBe(200);
    expect((await read(`/parts/${partId}`)).status).toBe(200);
  });
});

describe('reviews', () => {
  const review = {
    name: 'Ana Workshop',
    review: 'Fitted the discs on three bikes.',
    rating: 5,
    picture: 'https://example.com/ana.jpg',
  };
  const post = (body: object) =>
    callApi('POST', '/reviews', { token: rider.accessToken, body: { ...review, ...body } });
  const reviewCount = async () => (await db.collection('reviews').count().get()).data().count;

  it.each([
    ['a picture over plain http', { picture: 'http://example.com/ana.jpg' }],
    ['a picture on a router of the visitor’s network', { picture: 'https://192.168.0.1/a.png' }],
    ['a picture on localhost', { picture: 'https://localhost/a.png' }],
    ['the shop’s own name', { name: 'moto-parts team' }],
    ['the shop’s name in other letters', { name: 'Moto Parts' }],
  ])('when a review has %s, then 400 and nothing is posted', async (_, change) => {
    const before = await reviewCount();

    const { status } = await post(change);

    expect(status).toBe(400);
    expect(await reviewCount()).toBe(before);
  });

  it('when reviews are read, then no author’s account id is in them', async () => {
    expect((await post({})).status).toBe(201);

    const { body } = await callApi('GET', '/reviews');

    expect((body as object[]).length).toBeGreaterThan(0);
    for (const listed of body as object[]) expect(listed).not.toHaveProperty('uid');
  });
});

// The part this file's stock tests change: its history must add up whatever they did.
afterEach(async () => {
  const history: StockHistory = await stockHistory(db, partId);
  expect(history.reconciled).toBe(true);
});
