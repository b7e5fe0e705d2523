import type { ApiErrorBody } from '@moto-parts/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../functions/src/lib/limits.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import {
  callApi,
  createAuthUser,
  resetToSeed,
  signInToApi,
  type ApiResponse,
  type TestUser,
} from '../support/emulators.ts';

// The per-account limits of docs/decisions/0015-rate-limits.md, through the emulated `api`
// function. The counts are in Firestore, shared by every instance (the Functions emulator
// answers parallel requests from several worker processes); tests/api/api-instances.test.ts
// rotates one account through several in-process instances. Requests are sent one after
// another here so that each test knows which one is over the limit.

const { db } = emulatorAdmin();
const partId = 'drilled-brake-disc';
const validOrder = { partId, quantity: 4, address: '1 Limit Lane', phone: '5550100' };
const validReview = {
  name: 'Ana Workshop',
  review: 'Fitted the discs on three customer bikes: perfect run-out.',
  rating: 5,
  picture: 'https://example.com/ana.jpg',
};

const count = async (collection: string, uid?: string) => {
  const all = db.collection(collection);
  const query = uid ? all.where('uid', '==', uid) : all;
  return (await query.count().get()).data().count;
};
const stockOf = async (id: string) =>
  (await db.collection('parts').doc(id).get()).get('availableQuantity') as number;

/** 429 `rate_limited`, with a `Retry-After` within the window that the message repeats. */
function expectRateLimited(response: ApiResponse, windowMs: number) {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({
    error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests: /) },
  });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect((response.body as ApiErrorBody).error.message).toMatch(
    new RegExp(`try again in ${retryAfter} seconds?$`),
  );
}

/** Sends `times` requests one after another and answers their statuses. */
async function sendInTurn(times: number, request: () => Promise<ApiResponse>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await request()).status);
  return statuses;
}

beforeAll(resetToSeed);

describe('the token exchange (PUT /user/{email} with a Firebase ID token)', () => {
  const { limit, windowMs } = rateLimits.tokenExchange;
  const exchange = (user: TestUser) =>
    callApi('PUT', `/user/${user.email}`, { token: user.idToken, body: { email: user.email } });
  const lastSignIn = async (uid: string) =>
    (await db.collection('users').doc(uid).get()).updateTime?.toMillis();

  it(`when one account exchanges ${limit + 1} times within a minute, then the last is refused with 429 and records no sign-in, and another account still exchanges`, async () => {
    const flooder = await createAuthUser('exchange-flooder@example.com');

    const statuses = await sendInTurn(limit, () => exchange(flooder));
    const recorded = await lastSignIn(flooder.uid);
    const refused = await exchange(flooder);

    expect(statuses).toEqual(Array.from({ length: limit }, () => 200));
    expectRateLimited(refused, windowMs);
    expect(await lastSignIn(flooder.uid)).toBe(recorded);
    const other = await createAuthUser('exchange-other@example.com');
    expect((await exchange(other)).status).toBe(200);
  }, 60_000);

  it('when a request has no valid ID token, then it is refused before the limit and never counts', async () => {
    const user = await createAuthUser('exchange-strangers@example.com');

    const statuses = await sendInTurn(limit + 1, () =>
      callApi('PUT', `/user/${user.email}`, { token: 'not-a-token', body: { email: user.email } }),
    );

    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await exchange(user)).status).toBe(200);
  }, 60_000);
});

describe('POST /order', () => {
  const { limit, windowMs } = rateLimits.placeOrder;
  // Quantity 0 is refused by validation, so the flood itself writes nothing either.
  const invalidOrder = { ...validOrder, quantity: 0 };

  it(`when one account sends ${limit} orders within a minute, then the next, even a valid one, is refused with 429 and places nothing, and another account still orders`, async () => {
    const flooder = await signInToApi('order-flooder@example.com');
    const order = (body: unknown) =>
      callApi('POST', '/order', { token: flooder.accessToken, body });
    const stock = await stockOf(partId);

    const statuses = await sendInTurn(limit, () => order(invalidOrder));
    const refused = await order(validOrder);

    expect(statuses).toEqual(Array.from({ length: limit }, () => 400));
    expectRateLimited(refused, windowMs);
    expect(await count('orders', flooder.uid)).toBe(0);
    expect(await stockOf(partId)).toBe(stock);
    const other = await signInToApi('order-other@example.com');
    const placed = await callApi('POST', '/order', { token: other.accessToken, body: validOrder });
    expect(placed.status).toBe(201);
  }, 60_000);
});

describe('POST /reviews', () => {
  const { limit, windowMs } = rateLimits.postReview;

  it(`when one account posts ${limit + 1} reviews within ten minutes, then the last is refused with 429 and not written, and another account still posts`, async () => {
    const flooder = await signInToApi('review-flooder@example.com');
    const post = () =>
      callApi('POST', '/reviews', { token: flooder.accessToken, body: validReview });
    const before = await count('reviews');

    const statuses = await sendInTurn(limit, post);
    const refused = await post();

    expect(statuses).toEqual(Array.from({ length: limit }, () => 201));
    expectRateLimited(refused, windowMs);
    expect(await count('reviews')).toBe(before + limit);
    const other = await signInToApi('review-other@example.com');
    const posted = await callApi('POST', '/reviews', {
      token: other.accessToken,
      body: validReview,
    });
    expect(posted.status).toBe(201);
    expect(await count('reviews')).toBe(before + limit + 1);
  }, 60_000);
});
