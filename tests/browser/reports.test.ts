import type { Order } from '@moto-parts/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sanFrancisco } from '../support/addresses.ts';
import { payForOrder, webhooksAppliedFor } from '../support/stripe-sandbox.ts';
import { screenshot, viewports } from './support/browser.ts';
import { callAs, tokenOf } from './support/demo-api.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn } from './support/shop.ts';

// The sales reports (docs/decisions/0041-sales-reports.md): the rider pays for two orders and
// sends a unit of one back, and the admin's Reports screen shows what the test itself paid and
// refunded, in its figures and its tables, on a desktop and on a phone.

const shop = shopperSession();
const rider = 'rider@moto-parts.test';
const admin = 'admin@moto-parts.test';
const disc = 'drilled-brake-disc';
const plug = 'iridium-spark-plug';
const dayMs = 24 * 60 * 60 * 1000;
const dayOf = (millis: number) => new Date(millis).toISOString().slice(0, 10);
const cents = (dollars: number) => Math.round(dollars * 100);
// The shop shows money as en-US dollars (web/src/lib/format.test.ts holds it to Intl's).
const money = (amountCents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amountCents / 100);

/** An order of the rider's, paid. */
async function paidOrder(partId: string, quantity: number) {
  const placed = await callAs<Order>(rider, 'POST', '/order', {
    lines: [{ partId, quantity }],
    shippingAddress: sanFrancisco,
    shippingMethod: 'us-ground',
    phone: '+1 415 555 0100',
  });
  const intentId = await payForOrder(placed._id, await tokenOf(rider));
  return { order: placed, intentId };
}

/** The rider's 4 discs, delivered, one sent back as damaged, received and refunded. */
async function discsWithOneReturned() {
  const { order, intentId } = await paidOrder(disc, 4);
  await callAs<Order>(admin, 'POST', `/order/${order._id}/shipments`, {
    carrier: 'ups',
    trackingNumber: '1Z5R89390357567127',
    lines: [{ partId: disc, quantity: 4 }],
  });
  await callAs<Order>(admin, 'POST', `/order/${order._id}/shipments/1/delivery`);
  await callAs<Order>(rider, 'POST', `/order/${order._id}/returns`, {
    partId: disc,
    quantity: 1,
    reason: 'damaged',
  });
  await callAs<Order>(admin, 'PATCH', `/order/${order._id}/returns/1`, { decision: 'approve' });
  const received = await callAs<Order>(admin, 'POST', `/order/${order._id}/returns/1/receipt`, {
    condition: 'scrap',
  });
  // The refund's webhooks, so that nothing changes the order after the report is read.
  await webhooksAppliedFor(intentId);
  return received;
}

/** The figures of the row of table `name` that `heading` heads (a part, a status, a reason). */
async function figures(page: Page, name: string, heading: string) {
  const row = page
    .getByRole('table', { name })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: heading }) });
  // The report of the range may still be on its way: reading its cells does not wait.
  await row.waitFor();
  return row.getByRole('cell').allTextContents();
}

describe('Reports', () => {
  it('when an admin chooses the days of the test’s orders, then the figures and tables are what it paid and refunded, on a desktop and a phone', async () => {
    const returned = await discsWithOneReturned();
    const { order: plugs } = await paidOrder(plug, 20);
    const salesCents = cents(returned.totalPrice) + cents(plugs.totalPrice);
    const refundedCents = cents(returned.refunded);
    const discPriceCents = cents(returned.lines[0]?.unitPrice ?? 0);
    expect(refundedCents).toBe(discPriceCents);

    const page = await shop.open('desktop');
    await openSignedIn(page, '/dashboard/reports', admin);
    // At first, the last 30 days: today's orders are in them.
    const lastDays = page.getByRole('group', { name: / at a glance$/ });
    await lastDays.getByText(money(salesCents - refundedCents), { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'reports-30-days-desktop');

    // A range around today: a test that runs across midnight (UTC) still finds every order.
    const from = dayOf(Date.now() - dayMs);
    const to = dayOf(Date.now() + dayMs);
    await page.getByLabel('From', { exact: true }).fill(from);
    await page.getByLabel('To', { exact: true }).fill(to);
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.waitForURL(`**/dashboard/reports?from=${from}&to=${to}`);

    // The last 30 days' figures are the same: the range's own say which days they are of.
    const summary = page.getByRole('group', { name: `${from} to ${to} at a glance` });
    await summary.getByText(money(salesCents - refundedCents), { exact: true }).waitFor();
    await summary.getByText(money(Math.round(salesCents / 2)), { exact: true }).waitFor();
    // 1 of 24 units came back.
    await summary.getByText('4.2%', { exact: true }).waitFor();

    expect(await figures(page, 'Top 10 parts', 'Iridium Spark Plug MP-SK-0906')).toEqual([
      '20',
      money(cents(plugs.subtotal)),
    ]);
    expect(await figures(page, 'Top 10 parts', 'Drilled Brake Disc MP-BD-3207')).toEqual([
      '4',
      money(4 * discPriceCents),
    ]);
    expect(await figures(page, 'Orders by status', 'Paid')).toEqual(['1']);
    expect(await figures(page, 'Orders by status', 'Partly returned')).toEqual(['1']);
    expect(await figures(page, 'Return rate by part', 'Drilled Brake Disc MP-BD-3207')).toEqual([
      '4',
      '1',
      '25%',
    ]);
    expect(await figures(page, 'Return rate by reason', 'Arrived damaged')).toEqual(['1', '4.2%']);
    const weeks = await page
      .getByRole('table', { name: 'Revenue by week' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all();
    const weekNets = await Promise.all(
      // Sales, Refunds, Net, Orders: the net is the third figure.
      weeks.map(async (week) => (await week.getByRole('cell').allTextContents())[2]),
    );
    expect(weekNets.filter((net) => net !== money(0))).toEqual([money(salesCents - refundedCents)]);
    // The charts come in a chunk of their own: one is drawn.
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'reports-desktop');

    await page.setViewportSize(viewports.phone);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'reports-phone');
  });
});
