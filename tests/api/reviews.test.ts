import type { Review } from '@moto-parts/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { seedReviews } from '../../scripts/seed/catalogue.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';

const { db } = emulatorAdmin();
const reviewCount = async () => (await db.collection('reviews').count().get()).data().count;

const newestFirst = [...seedReviews].sort((a, b) => a.daysAgo - b.daysAgo);
const validReview = {
  name: 'Ana Workshop',
  review: 'Fitted the discs on three customer bikes: perfect run-out.',
  rating: 5,
  picture: 'https://example.com/ana.jpg',
};

beforeEach(resetToSeed);

describe('GET /reviews', () => {
  it('when anyone asks, then the reviews come newest first without their authors’ accounts', async () => {
    const { status, body } = await callApi('GET', '/reviews');

    expect(status).toBe(200);
    expect((body as Review[]).map((review) => review._id)).toEqual(newestFirst.map((r) => r.id));
    for (const review of body as Review[]) {
      expect(Object.keys(review).sort()).toEqual(
        ['_id', 'createdAt', 'name', 'picture', 'rating', 'review'].sort(),
      );
    }
  });

  it('when Home asks for 4, then it gets the 4 newest', async () => {
    const { body } = await callApi('GET', '/reviews?limit=4');

    expect((body as Review[]).map((review) => review._id)).toEqual(
      newestFirst.slice(0, 4).map((r) => r.id),
    );
  });

  it.each(['limit=0', 'limit=101', 'limit=x', 'order=asc'])(
    'when the query is %s, then 400',
    async (query) => {
      const { status } = await callApi('GET', `/reviews?${query}`);

      expect(status).toBe(400);
    },
  );
});

describe('POST /reviews', () => {
  it('when a signed-in customer posts a review, then 201 with it, tied to them, and it is the newest', async () => {
    const rider = await signInToApi('rider@example.com');

    const { status, body } = await callApi('POST', '/reviews', {
      token: rider.accessToken,
      body: validReview,
    });

    expect(status).toBe(201);
    const created = body as Review;
    expect(created).toMatchObject({ ...validReview, _id: expect.any(String) });
    expect((await db.collection('reviews').doc(created._id).get()).data()).toMatchObject({
      uid: rider.uid,
    });
    const { body: latest } = await callApi('GET', '/reviews?limit=1');
    expect((latest as Review[])[0]?._id).toBe(created._id);
  });

  it('when the text has surrounding spaces, then they are trimmed', async () => {
    const rider = await signInToApi('rider@example.com');

    const { body } = await callApi('POST', '/reviews', {
      token: rider.accessToken,
      body: { ...validReview, name: '  Ana  ' },
    });

    expect(body).toMatchObject({ name: 'Ana' });
  });

  it('when a signed-out visitor posts, then 401 and nothing is written', async () => {
    const before = await reviewCount();

    const { status } = await callApi('POST', '/reviews', { body: validReview });

    expect(status).toBe(401);
    expect(await reviewCount()).toBe(before);
  });

  describe('bad input: 400, a clear message, nothing written', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a 21-character name', { name: 'x'.repeat(21) }, 'name'],
      ['an empty name', { name: '   ' }, 'name'],
      ['a rating of 0', { rating: 0 }, 'rating'],
      ['a rating of 6', { rating: 6 }, 'rating'],
      ['a rating of 2.5', { rating: 2.5 }, 'rating'],
      ['a rating sent as a string', { rating: '5' }, 'rating'],
      ['a javascript: picture', { picture: 'javascript:alert(1)' }, 'picture'],
      ['a data: picture', { picture: 'data:image/png;base64,AAAA' }, 'picture'],
      ['a picture that is not a URL', { picture: 'my photo' }, 'picture'],
      ['HTML in the text', { review: 'Great <script>alert(1)</script>' }, 'review'],
      ['an HTML tag with attributes', { review: '<img src=x onerror=alert(1)>' }, 'review'],
      ['a review of 501 characters', { review: 'x'.repeat(501) }, 'review'],
      ['no review', { review: undefined }, 'review'],
      ['a uid', { uid: 'someone-else' }, 'uid'],
      ['a createdAt', { createdAt: '2020-01-01' }, 'createdAt'],
    ];

    it.each(cases)('when it carries %s', async (_name, change, field) => {
      const rider = await signInToApi('rider@example.com');
      const before = await reviewCount();

      const { status, body } = await callApi('POST', '/reviews', {
        token: rider.accessToken,
        body: { ...validReview, ...change },
      });

      expect(status).toBe(400);
      expect(body).toMatchObject({
        error: {
          code: 'validation_failed',
          message: expect.any(String),
          fields: { [field]: expect.any(String) },
        },
      });
      expect(await reviewCount()).toBe(before);
    });

    // Names every object inherits: they must count as unknown fields, not as the schema's.
    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
      'when it carries a field named %s, then 400',
      async (field) => {
        const rider = await signInToApi('rider@example.com');
        const before = await reviewCount();
        const body = JSON.stringify(validReview).replace('{', `{"${field}":{"x":1},`);

        const { status, body: answer } = await callApi('POST', '/reviews', {
          token: rider.accessToken,
          rawBody: body,
        });

        expect(status).toBe(400);
        expect(answer).toMatchObject({ error: { fields: { [field]: expect.any(String) } } });
        expect(await reviewCount()).toBe(before);
      },
    );

    // (Express's query parser drops `__proto__` itself.)
    it.each(['constructor', 'toString', 'hasOwnProperty'])(
      'when the query names %s, then 400',
      async (field) => {
        expect((await callApi('GET', `/reviews?${field}=1`)).status).toBe(400);
      },
    );

    it('when the body is oversized, then 413 and nothing is written', async () => {
      const rider = await signInToApi('rider@example.com');
      const before = await reviewCount();

      const { status } = await callApi('POST', '/reviews', {
        token: rider.accessToken,
        body: { ...validReview, review: 'x'.repeat(40_000) },
      });

      expect(status).toBe(413);
      expect(await reviewCount()).toBe(before);
    });
  });
});
