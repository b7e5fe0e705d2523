// Sold out costs one read (issue 47; docs/decisions/0047-launch-day.md): an order for a part
// with nothing left for sale, none of whose holds can have ended unreleased, is refused from
// what was read, with no lease, no wait and no write; one that meets an ended hold still
// releases it and gets its units. Placed through the services, as one API instance, so that
// every write they make is seen (scripts/lib/recorded-writes.ts).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpError } from '../../functions/src/lib/http-error.ts';
import { orderNumberSource, placeOrder } from '../../functions/src/services/order-placement.ts';
import { updatePart } from '../../functions/src/services/parts-admin.ts';
import { stockHistory } from '../../functions/src/services/stock-history.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { resetToSeed } from '../support/emulators.ts';
import { endHoldAt } from '../support/holds.ts';
import { restockBody } from '../support/lots.ts';
import { recordWrites } from '../../scripts/lib/recorded-writes.ts';

const { db } = emulatorAdmin();
const partId = 'drilled-brake-disc';
const admin = { uid: 'sold-out-admin', email: 'sold-out-admin@example.com' };
const placing = { holdMinutes: 30, nextOrderNumber: orderNumberSource(db) };
let buyers = 0;

/** The least an order takes of the part (the seed's is 4): every order here takes that many. */
let units = 1;

/** An order of `orders` times the least by a buyer of its own, shipped to the home market. */
const order = (orders = 1) =>
  placeOrder(
    db,
    { uid: `sold-out-${++buyers}`, email: `sold-out-${buyers}@example.com` },
    { partId, quantity: orders * units, address: '1 Launch Lane, Springfield', phone: '5550100' },
    placing,
  );

const stock = async () => (await stockHistory(db, partId, { limit: 500 })).availableQuantity;

/** Sets the part's stock to `orders` orders' worth, as an admin's count. */
async function stockFor(orders: number) {
  await updatePart(db, admin, partId, restockBody(orders * units, await stock()));
}

let writes: ReturnType<typeof recordWrites>;
beforeAll(async () => {
  await resetToSeed();
  await db.collection('users').doc(admin.uid).set({ email: admin.email, role: 'admin' });
  units = (await db.collection('parts').doc(partId).get()).get('minOrder') as number;
});
beforeEach(async () => {
  await stockFor(0);
  writes = recordWrites();
});
afterEach(() => writes.stop());

describe('an order for a part that is sold out', () => {
  it('when no hold of it can have ended, then it is refused with 409 and nothing is written', async () => {
    const movements = (await stockHistory(db, partId, { limit: 500 })).movements.length;

    await expect(order()).rejects.toMatchObject({
      status: 409,
      message: 'Drilled Brake Disc is out of stock',
      lines: [{ partId, available: 0 }],
    } satisfies Partial<HttpError>);

    expect(writes.groups()).toEqual([]);
    const after = await stockHistory(db, partId, { limit: 500 });
    expect(after.movements).toHaveLength(movements);
    expect(after.reconciled).toBe(true);
  });

  it('when 30 orders come at once for the stock of 4, then 4 are placed and the 26 refusals write nothing: no lease, no release', async () => {
    writes.stop();
    await stockFor(4);
    writes = recordWrites();

    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => order()));

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.length - refused.length).toBe(4);
    for (const { reason } of refused) expect((reason as HttpError).status).toBe(409);
    const written = writes.groups().flat();
    expect(written.filter(({ path }) => path.startsWith('holdReleases/'))).toEqual([]);
    // Each placed order writes its own; no refused one writes anything.
    const ordersWritten = written.filter(({ path }) => /^orders\/[^/]+$/.test(path));
    expect(ordersWritten).toHaveLength(4);
    expect(await stock()).toBe(0);
  });

  it('when a hold of it has ended unreleased, then the order releases it and gets its units, and the next refusal writes nothing again', async () => {
    writes.stop();
    await stockFor(2);
    const held = await order(2);
    await endHoldAt(db, held._id, Date.now() - 1_000);
    writes = recordWrites();

    const placed = await order(2);
    expect(placed.status).toBe('pending');
    expect((await db.collection('orders').doc(held._id).get()).get('status')).toBe('expired');

    writes.stop();
    writes = recordWrites();
    await expect(order()).rejects.toMatchObject({ status: 409 });
    expect(writes.groups()).toEqual([]);
  });
});
