// A launch (docs/decisions/0047-launch-day.md): a thousand riders order a new part in a
// minute, sixty units of it, while shoppers read its page. Counts what comes back, and sets
// the refusals' latency beside a part read's, both measured in the same minute; then what one
// more refusal costs, in writes and reads.
import { setTimeout as sleep } from 'node:timers/promises';
import { recordWrites } from '../lib/recorded-writes.ts';
import { figuresOf } from './load.ts';
import { readsDuring } from './read-counter.ts';
import type { ShopInProcess } from './shop-in-process.ts';

export const launch = { riders: 1_000, seconds: 60, stock: 60, readers: 300 };
const partId = 'bench-launch';

/** `count` calls spread evenly over the launch's minute, each with its latency and status. */
function spread(count: number, call: (index: number) => Promise<Response>) {
  const gapMs = (launch.seconds * 1000) / count;
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      await sleep(index * gapMs);
      const started = performance.now();
      const status = await call(index).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      return { status, ms: performance.now() - started };
    }),
  );
}

export async function launchDay(shop: ShopInProcess) {
  await shop.stockPart(partId, launch.stock);
  const riders = await shop.buyers('launch', launch.riders + 1);
  const order = (token: string) =>
    fetch(`${shop.url}/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ partId, quantity: 1, address: '1 Launch Road', phone: '5550100' }),
    });
  const [orders, reads] = await Promise.all([
    spread(launch.riders, (index) => order(riders[index]?.token ?? '')),
    spread(launch.readers, () => fetch(`${shop.url}/parts/${partId}`)),
  ]);
  const refusals = orders.filter(({ status }) => status === 409);
  const asSample = (calls: { ms: number }[]) => ({
    latencies: calls.map(({ ms }) => ms),
    seconds: launch.seconds,
    failures: 0,
  });
  const refusal = figuresOf([asSample(refusals)]);
  const read = figuresOf([asSample(reads.filter(({ status }) => status === 200))]);

  // One more rider, after the sale: what the refusal writes and reads.
  const writes = recordWrites();
  let status = 0;
  const refusalReads = await readsDuring(async () => {
    status = (await order(riders.at(-1)?.token ?? '')).status;
  });
  writes.stop();
  if (status !== 409) throw new Error(`The last rider was answered ${status}, not 409`);

  return {
    ...launch,
    sold: orders.filter(({ status: answered }) => answered === 201).length,
    refused: refusals.length,
    serverErrors: orders.filter(({ status: answered }) => answered >= 500).length,
    otherAnswers: orders.filter(
      ({ status: answered }) => ![201, 409].includes(answered) && answered < 500,
    ).length,
    refusalP50Ms: refusal.p50Ms,
    refusalP99Ms: refusal.p99Ms,
    partReadP99Ms: read.p99Ms,
    /** The goal is at most 3. */
    refusalP99OverReadP99: Number((refusal.p99Ms / read.p99Ms).toFixed(2)),
    refusalWrites: writes.groups().flat().length,
    refusalReads,
  };
}
