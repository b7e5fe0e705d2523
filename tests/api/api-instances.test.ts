import fc from 'fast-check';
import { unpaidOrdersMax } from '../../functions/src/lib/limits.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../functions/src/lib/limits.ts';
import { updatePart } from '../../functions/src/services/parts-admin.ts';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { startShopInProcess, type ShopInProcess } from '../../scripts/bench/shop-in-process.ts';
import { restockBody } from '../support/lots.ts';

import { callApi, resetToSeed, type ApiResponse } from '../support/emulators.ts';

// Cloud Functions runs the API on as many instances as the load asks for, and each instance
// has its own memory: its limiters' caches and its per-part order queue. Here several apps
// (the `api` function's own `createApp`) run in this process against the one Firestore
// emulator, as instances do against one database, and a client rotates through them. Only
// what is shared (Firestore's counts, its transactions) may hold the limits and the stock.

const instances = 4;
let shop: ShopInProcess;

beforeAll(async () => {
  await resetToSeed();
  shop = await startShopInProcess({ instances });
});
afterAll(() => shop.close());

/** The instance a client's `index`-th request lands on: each in turn. */
const rotating = (index: number) => shop.urls[index % shop.urls.length];

const order = (token: string, partId: string, quantity: number, index: number) =>
  callApi('POST', '/order', {
    token,
    body: { partId, quantity, address: '1 Instance Road', phone: '5550100' },
    baseUrl: rotating(index),
  });

/** A new part with `stock` units, stocked as an admin does (so its ledger starts there). */
async function stockedPart(partId: string, stock: number) {
  await shop.stockPart(partId, 0);
  await updatePart(shop.db, admin, partId, restockBody(stock, 0));
}
const admin = { uid: 'instances-admin', email: 'admin@example.com' };

const statuses = (answers: ApiResponse[]) => answers.map((answer) => answer.status);

describe('rate limits', () => {
  const { limit } = rateLimits.postReview;
  const review = {
    name: 'Ana Workshop',
    review: 'Fitted the discs on three customer bikes: perfect run-out.',
    rating: 5,
    picture: 'https://example.com/ana.jpg',
  };

  it(`when one account posts reviews through ${instances} instances in turn, then only ${limit} pass in all, and the next is refused by every instance`, async () => {
    const [flooder] = await shop.buyers('review-flooder', 1);
    const post = (index: number) =>
      callApi('POST', '/reviews', {
        token: flooder?.token,
        body: review,
        baseUrl: rotating(index),
      });
    const before = (await shop.db.collection('reviews').count().get()).data().count;

    const passed: ApiResponse[] = [];
    for (let index = 0; index < limit; index++) passed.push(await post(index));
    const refused = await Promise.all(shop.urls.map((_, index) => post(limit + index)));

    expect(statuses(passed)).toEqual(Array.from({ length: limit }, () => 201));
    expect(statuses(refused)).toEqual(shop.urls.map(() => 429));
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ error: { code: 'rate_limited' } });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const after = (await shop.db.collection('reviews').count().get()).data().count;
    expect(after).toBe(before + limit);
  });

  it(`when one account sends its orders to ${instances} instances at once, then no more than the limit are taken`, async () => {
    const { limit: orderLimit } = rateLimits.placeOrder;
    const [buyer] = await shop.buyers('order-flooder', 1);
    await shop.stockPart('instance-flood-part', 0);

    // Out of stock: every order within the limit is refused with 409, every one over it with
    // 429, whichever instance counts it.
    const answers = await Promise.all(
      Array.from({ length: orderLimit + 20 }, (_, index) =>
        order(buyer?.token ?? '', 'instance-flood-part', 1, index),
      ),
    );

    const counted = statuses(answers).filter((status) => status === 409);
    expect(counted).toHaveLength(orderLimit);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(20);
  }, 60_000);

  describe('signed-in reads, which an instance counts ten at a time', () => {
    const { limit: readLimit, reservePerWrite } = rateLimits.signedInReads;
    // The address book: a read of the account's own (a part's page is public and not counted so).
    const readBook = (token: string | undefined, baseUrl: string | undefined) =>
      callApi('GET', '/address-book', { token, baseUrl });
    const readsCounted = async (uid: string) =>
      (await shop.db.doc(`rateLimits/reads:${uid}`).get()).get('hits') as number;

    it(`when one account reads through ${instances} instances in turn, then exactly ${readLimit} pass, and the next is refused by every instance`, async () => {
      const [reader] = await shop.buyers('instance-reader', 1);
      const passed: ApiResponse[] = [];
      for (let index = 0; index < readLimit; index++) {
        passed.push(await readBook(reader?.token, rotating(index)));
      }
      const refused = await Promise.all(shop.urls.map((url) => readBook(reader?.token, url)));

      expect(statuses(passed)).toEqual(Array.from({ length: readLimit }, () => 200));
      expect(statuses(refused)).toEqual(shop.urls.map(() => 429));
      expect(await readsCounted(reader?.uid ?? '')).toBe(readLimit);
    }, 60_000);

    it('when an instance holds reads it reserved and another makes the rest, then the account still stops at its limit, never past it', async () => {
      const [reader] = await shop.buyers('uneven-reader', 1);
      const [first, second] = shop.urls;
      // One read through the first instance reserves ten; every later read goes to the second.
      const opening = await readBook(reader?.token, first);
      const onSecond: number[] = [];
      for (let index = 0; index < readLimit; index++) {
        onSecond.push((await readBook(reader?.token, second)).status);
      }
      const backOnFirst: number[] = [];
      for (let index = 0; index < reservePerWrite; index++) {
        backOnFirst.push((await readBook(reader?.token, first)).status);
      }

      expect(opening.status).toBe(200);
      // The second instance stops short by the nine the first still holds...
      expect(onSecond.filter((status) => status === 200)).toHaveLength(readLimit - reservePerWrite);
      expect(onSecond.filter((status) => status === 429)).toHaveLength(reservePerWrite);
      // ...which the first then makes: 240 in all, and not one more.
      expect(backOnFirst).toEqual([...Array.from({ length: reservePerWrite - 1 }, () => 200), 429]);
      expect(await readsCounted(reader?.uid ?? '')).toBe(readLimit);
    }, 60_000);
  });
});

describe('orders of one hot part', () => {
  it(`when 100 orders of one unit race through ${instances} instances for 30 in stock, then exactly 30 are sold, the rest refused with 409, and none fails`, async () => {
    const partId = 'instance-race-part';
    await stockedPart(partId, 30);
    const buyers = await shop.buyers('racer', 20);

    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        order(buyers[index % buyers.length]?.token ?? '', partId, 1, index),
      ),
    );

    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(30);
    expect(statuses(answers).filter((status) => status === 409)).toHaveLength(70);
    expect(await stockHistory(shop.db, partId)).toMatchObject({
      availableQuantity: 0,
      recorded: 0,
    });
  }, 120_000);

  it(`when random orders race through ${instances} instances for a random stock, then the part is never oversold, every order is answered 201 or 409, and the ledger adds up`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.array(
          fc.record({ buyer: fc.nat({ max: 3 }), quantity: fc.integer({ min: 1, max: 12 }) }),
          {
            minLength: 1,
            maxLength: 24,
          },
        ),
        async (stock, orders) => {
          const partId = `instance-ledger-part-${++run}`;
          await stockedPart(partId, stock);
          const buyers = await shop.buyers(`instance-ledger-${run}`, 4);

          const answers = await Promise.all(
            orders.map(({ buyer, quantity }, index) =>
              order(buyers[buyer]?.token ?? '', partId, quantity, index),
            ),
          );

          expect(statuses(answers).every((status) => status === 201 || status === 409)).toBe(true);
          const sold = orders
            .filter((_, index) => answers[index]?.status === 201)
            .reduce((sum, { quantity }) => sum + quantity, 0);
          const { availableQuantity, recorded } = await stockHistory(shop.db, partId);
          expect(availableQuantity).toBe(stock - sold);
          expect(availableQuantity).toBeGreaterThanOrEqual(0);
          expect(recorded).toBe(availableQuantity);
          // Stock only falls here, so an order refused for stock asked for more than is left.
          orders.forEach(({ buyer, quantity }, index) => {
            const answer = answers[index];
            if (answer?.status !== 409) return;
            const unpaid = orders.filter(
              (other, at) => other.buyer === buyer && answers[at]?.status === 201,
            ).length;
            if (unpaid < unpaidOrdersMax) expect(quantity).toBeGreaterThan(availableQuantity);
          });
        },
      ),
      { numRuns: 15 },
    );
  }, 180_000);
});
