import { beforeEach, expect, it } from 'vitest';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { restockBody } from '../support/lots.ts';

import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';

const { db } = emulatorAdmin();
const partId = 'alloy-rear-sprocket';
const requests = 100;
const stock = 30;
const stockOf = async (id: string) =>
  (await db.collection('parts').doc(id).get()).get('availableQuantity') as number;

beforeEach(resetToSeed);

it(`when ${requests} orders of one unit race for ${stock} in stock, then exactly ${stock} are sold, the rest refused, and every request is answered`, async () => {
  const admin = await signInToApi('boss@example.com', { admin: true });
  // One unit per order, so that the stock is what limits the sale (not the minimum order).
  await db.collection('parts').doc(partId).update({ minOrder: 1 });
  await callApi('PUT', `/parts/${partId}`, {
    token: admin.accessToken,
    body: restockBody(stock, await stockOf(partId)),
  });
  const buyers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => signInToApi(`buyer${i}@example.com`)),
  );

  const answers = await Promise.all(
    buyers.flatMap((buyer) =>
      Array.from({ length: requests / buyers.length }, () =>
        callApi('POST', '/order', {
          token: buyer.accessToken,
          body: { partId, quantity: 1, address: '1 Race Street', phone: '5550100' },
        }),
      ),
    ),
  );

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(stock);
  expect(statuses.filter((status) => status === 409)).toHaveLength(requests - stock);
  const part = await db.collection('parts').doc(partId).get();
  expect(part.get('availableQuantity')).toBe(0);
  const sold = await db
    .collection('orders')
    .where('partIds', 'array-contains', partId)
    .count()
    .get();
  expect(sold.data().count).toBe(stock);
  expect(await stockHistory(db, partId)).toMatchObject({ availableQuantity: 0, recorded: 0 });
}, 120_000);
