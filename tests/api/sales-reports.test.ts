// The sales reports (issue 36, item 3; docs/decisions/0041-sales-reports.md). A buyer and an
// admin pay, cancel, remove and return orders through the API as any client would, and the
// report is held to the test's own sums of what it did; the rollups it reads equal a scan of
// the orders; `npm run migrate-orders` builds them for orders stored before.
import type { Order, SalesReport } from '@moto-parts/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { buildSalesRollups } from '../../scripts/lib/migrate-sales.ts';
import { sanFrancisco } from '../support/addresses.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { expectRollupsEqualScan, storedRollups } from '../support/sales-rollups.ts';
import { payForOrder, webhooksAppliedFor } from '../support/stripe-sandbox.ts';

const { db } = emulatorAdmin();
type Session = Awaited<ReturnType<typeof signInToApi>>;
let rider: Session;
let admin: Session;
let customer: Session;

const discs = 'drilled-brake-disc';
const plugs = 'iridium-spark-plug';
const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);
const cents = (dollars: number) => Math.round(dollars * 100);

/** The report of `from` to `to`, as an admin asks for it. */
async function report(from: string, to: string, token = admin.accessToken) {
  return callApi('GET', `/reports/sales?from=${from}&to=${to}`, { token });
}

async function place(lines: { partId: string; quantity: number }[]) {
  const placed = await callApi('POST', '/order', {
    token: rider.accessToken,
    body: {
      lines,
      shippingAddress: sanFrancisco,
      shippingMethod: 'us-express',
      phone: '+1 415 555 0100',
    },
  });
  expect(placed.status).toBe(201);
  return placed.body as Order;
}

async function paidOrder(lines: { partId: string; quantity: number }[]) {
  const order = await place(lines);
  await payForOrder(order._id, rider.accessToken);
  return order;
}

const asAdmin = (method: 'PATCH' | 'POST', path: string, body?: object) =>
  callApi(method, path, { token: admin.accessToken, ...(body && { body }) });

beforeAll(async () => {
  await resetToSeed();
  rider = await signInToApi('reports-rider@example.com', { verified: true });
  customer = await signInToApi('reports-customer@example.com');
  admin = await signInToApi('reports-admin@example.com', { admin: true });
});

describe('GET /reports/sales', () => {
  it('when orders are paid, cancelled with a refund, removed, left unpaid and returned in part, then the report equals the client’s own sums, and the rollups a scan of the orders', async () => {
    // Delivered, then 2 of its 20 plugs returned as damaged and refunded (no shipping back).
    const returned = await paidOrder([
      { partId: discs, quantity: 4 },
      { partId: plugs, quantity: 20 },
    ]);
    expect(
      (await asAdmin('PATCH', `/order/${returned._id}/status`, { status: 'shipped' })).status,
    ).toBe(200);
    const delivered = await callApi('POST', `/order/${returned._id}/shipments/1/delivery`, {
      token: rider.accessToken,
    });
    expect(delivered.status).toBe(200);
    const asked = await callApi('POST', `/order/${returned._id}/returns`, {
      token: rider.accessToken,
      body: { partId: plugs, quantity: 2, reason: 'damaged' },
    });
    expect(asked.status).toBe(201);
    const path = `/order/${returned._id}/returns/1`;
    expect((await asAdmin('PATCH', path, { decision: 'approve' })).status).toBe(200);
    const received = await asAdmin('POST', `${path}/receipt`, { condition: 'restock' });
    expect(received.status).toBe(200);
    const plugPrice = returned.lines.find(({ partId }) => partId === plugs)?.unitPrice ?? 0;
    expect((received.body as Order).refunded).toBe(2 * plugPrice);

    // Paid, then cancelled by an admin: the whole payment back.
    const cancelled = await paidOrder([{ partId: discs, quantity: 4 }]);
    const refunded = await asAdmin('PATCH', `/order/${cancelled._id}/status`, {
      status: 'cancelled',
    });
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    // Never paid: one left pending, one removed by its buyer.
    await place([{ partId: plugs, quantity: 20 }]);
    const removed = await place([{ partId: plugs, quantity: 20 }]);
    expect(
      (await callApi('DELETE', `/my-order/${removed._id}`, { token: rider.accessToken })).status,
    ).toBe(200);
    // The refunds' own webhooks, so that nothing changes the orders after the report.
    for (const id of [returned._id, cancelled._id]) {
      const { transactionId } = (await db.collection('orders').doc(id).get()).data() ?? {};
      await webhooksAppliedFor(transactionId as string);
    }

    // A range around today: a test that runs across midnight (UTC) still finds every order.
    const from = dayOf(Date.now() - dayMs);
    const to = dayOf(Date.now() + dayMs);
    const answer = await report(from, to);

    expect(answer.status).toBe(200);
    const { totals, days, weeks, statuses, topParts, returnsByPart, returnsByReason } =
      answer.body as SalesReport;
    const salesCents = cents(returned.totalPrice) + cents(cancelled.totalPrice);
    const refundedCents = cents(cancelled.totalPrice) + cents(2 * plugPrice);
    expect(totals).toEqual({
      orders: 2,
      salesCents,
      refundedCents,
      netCents: salesCents - refundedCents,
      averageOrderCents: Math.round(salesCents / 2),
      units: 28,
      returnedUnits: 2,
      returnRate: 2 / 28,
    });
    expect(days.map(({ date }) => date)).toHaveLength(3);
    const netOf = (rows: { netCents: number }[]) =>
      rows.reduce((sum, row) => sum + row.netCents, 0);
    expect(netOf(days)).toBe(totals.netCents);
    expect(netOf(weeks)).toBe(totals.netCents);
    expect(
      Object.fromEntries(
        statuses.filter(({ orders }) => orders > 0).map((s) => [s.status, s.orders]),
      ),
    ).toEqual({
      pending: 1,
      cancelled: 1,
      refunded: 1,
      'partially-returned': 1,
    });
    const discLine = returned.lines.find(({ partId }) => partId === discs);
    expect(
      topParts.map(({ partId, units, salesCents: money }) => ({ partId, units, money })),
    ).toEqual([
      { partId: plugs, units: 20, money: cents(20 * plugPrice) },
      { partId: discs, units: 8, money: cents(8 * (discLine?.unitPrice ?? 0)) },
    ]);
    expect(topParts[0]).toMatchObject({ name: 'Iridium Spark Plug', sku: expect.any(String) });
    expect(returnsByPart).toEqual([
      expect.objectContaining({ partId: plugs, returnedUnits: 2, returnRate: 0.1 }),
    ]);
    expect(returnsByReason.find(({ reason }) => reason === 'damaged')).toEqual({
      reason: 'damaged',
      returnedUnits: 2,
      returnRate: 2 / 28,
    });

    await expectRollupsEqualScan(db);
  });

  it('when the range holds no sale, then every figure is 0', async () => {
    const answer = await report('2001-01-01', '2001-03-31');
    expect(answer.status).toBe(200);
    const { totals, days, topParts } = answer.body as SalesReport;
    expect(totals).toMatchObject({ orders: 0, netCents: 0, averageOrderCents: 0, returnRate: 0 });
    expect(days).toHaveLength(90);
    expect(topParts).toEqual([]);
  });

  it('when a customer or no one asks, then it is 403 or 401', async () => {
    expect((await report('2026-01-01', '2026-01-31', customer.accessToken)).status).toBe(403);
    expect((await report('2026-01-01', '2026-01-31', '')).status).toBe(401);
  });

  it('when the range is backwards, longer than a year, or not days, then it is 400 and says why', async () => {
    const backwards = await report('2026-02-01', '2026-01-31');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ error: { fields: { to: 'To cannot be before From' } } });
    const long = await report('2025-01-01', '2026-01-02');
    expect(long.body).toMatchObject({
      error: { fields: { to: 'A report covers at most 366 days' } },
    });
    expect(
      (await callApi('GET', '/reports/sales?from=2026-01-01', { token: admin.accessToken })).status,
    ).toBe(400);
    expect((await report('2026-01-01', 'yesterday')).status).toBe(400);
  });
});

describe('npm run migrate-orders: the rollups of orders stored before the reports', () => {
  const at = (iso: string) => Timestamp.fromDate(new Date(iso));
  const line = {
    partId: discs,
    name: 'Drilled Brake Disc',
    unitPriceCents: 5000,
    quantity: 2,
    lineTotalCents: 10000,
  };
  const stored = (status: string, paid: boolean) => ({
    uid: 'old-buyer',
    email: 'old@example.com',
    customerName: 'Old Buyer',
    lines: [line],
    partIds: [discs],
    subtotalCents: 10000,
    shippingCents: 0,
    totalPriceCents: 10000,
    status,
    paid,
    transactionId: paid ? 'pi_old' : null,
    holdEndsAt: at('2025-03-10T12:30:00Z'),
    createdAt: at('2025-03-10T12:00:00Z'),
    updatedAt: at('2025-03-10T12:00:00Z'),
  });

  it('when paid orders have no paidAt, then it gives them their payment’s time, and builds rollups equal to a scan; run again, it writes the same', async () => {
    const orders = db.collection('orders');
    // Paid with the history's event; paid in 2022, before the history; a late payment refunded at once.
    await orders.doc('old-paid').set(stored('delivered', true));
    await orders
      .doc('old-paid')
      .collection('history')
      .add({ kind: 'paid', status: 'paid', at: at('2025-03-10T12:05:00Z') });
    await orders.doc('old-2022').set(stored('shipped', true));
    await orders.doc('old-bounced').set(stored('refunded', true));
    await orders.doc('old-unpaid').set(stored('expired', false));

    const first = await buildSalesRollups(db);
    expect(first.paidAtGiven).toBe(2);
    const paidAt = async (id: string) =>
      (await orders.doc(id).get()).get('paidAt') as Timestamp | undefined;
    expect((await paidAt('old-paid'))?.toDate().toISOString()).toBe('2025-03-10T12:05:00.000Z');
    expect((await paidAt('old-2022'))?.toDate().toISOString()).toBe('2025-03-10T12:00:00.000Z');
    expect(await paidAt('old-bounced')).toBeUndefined();
    await expectRollupsEqualScan(db);

    const answer = await report('2025-03-01', '2025-03-31');
    expect((answer.body as SalesReport).totals).toMatchObject({
      orders: 2,
      salesCents: 20000,
      units: 4,
    });
    expect(
      (answer.body as SalesReport).statuses.filter(({ orders: count }) => count > 0),
    ).toHaveLength(4);

    const before = await storedRollups(db);
    expect((await buildSalesRollups(db)).paidAtGiven).toBe(0);
    expect(await storedRollups(db)).toEqual(before);
  });
});
