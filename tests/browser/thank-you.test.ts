import { formatOrderNumber, type Order } from '@moto-parts/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sanFrancisco } from '../support/addresses.ts';
import { screenshot, viewports, type ViewportName } from './support/browser.ts';
import { callAs } from './support/demo-api.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn } from './support/shop.ts';

// After paying, the card form gives way to a thank-you page: the order's number, its parts,
// where and how it ships and when it should arrive, and what happens next
// (docs/decisions/0043-order-numbers-and-thank-you.md). And an order's page fits a phone.

const shop = shopperSession();
const rider = 'rider@moto-parts.test';

/** The rider's cart of two parts to San Francisco by Ground (3–5 days), placed through the API. */
const cartOrder = () =>
  callAs<Order>(rider, 'POST', '/order', {
    lines: [
      { partId: 'drilled-brake-disc', quantity: 4 },
      { partId: 'sintered-brake-pads', quantity: 10 },
    ],
    shippingAddress: sanFrancisco,
    shippingMethod: 'us-ground',
    phone: '4155550100',
  });

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** How far the page scrolls sideways: 0 when it fits the window. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('The thank-you page', () => {
  it.each(['phone', 'desktop'] as const)(
    'when the rider pays (%s), then the card form gives way to the order’s number, parts, address, arrival and next steps',
    async (viewport: ViewportName) => {
      const order = await cartOrder();
      const number = formatOrderNumber(order.orderNumber);
      const page = await shop.open(viewport);
      await openSignedIn(page, `/dashboard/payment/${order._id}`, rider);
      await page.getByText(`Order ${number}`).waitFor();
      await fillCard(page);

      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      const congrats = page.getByRole('heading', { name: 'Congrats! Your payment is completed' });
      await congrats.waitFor();
      // SPEC.md's texts: the dashboard's heading above, the news, the transaction id.
      await page.getByRole('heading', { name: 'Welcome to the Dashboard' }).waitFor();
      await page.getByText(/^Your transaction id: pi_/).waitFor();
      await page.getByText(`Order ${number}`, { exact: true }).waitFor();
      expect(await page.getByLabel('Card number').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
      const parts = page.getByRole('region', { name: 'Your parts' });
      await parts.getByText('Drilled Brake Disc').waitFor();
      await parts.getByText('Sintered Brake Pads').waitFor();
      // The parts' pictures, from the catalogue.
      await parts.locator('img').nth(1).waitFor();
      expect(await parts.locator('img').count()).toBe(2);
      const pictures = await parts
        .locator('img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
      for (const picture of pictures) expect((await page.request.get(picture)).status()).toBe(200);
      await page.getByRole('region', { name: 'Shipping to' }).getByText('500 Market St').waitFor();
      const method = page.getByRole('region', { name: 'Shipping method' });
      await method.getByText('Ground (3–5 days)').waitFor();
      await method
        .getByText(/^Should arrive \w{3}, \w{3} \d{1,2} – \w{3}, \w{3} \d{1,2}$/)
        .waitFor();
      await page
        .getByRole('region', { name: 'What happens next' })
        .getByText(`A receipt for`, { exact: false })
        .waitFor();
      expect(await sidewaysScroll(page)).toBe(0);
      await screenshot(page, `thank-you-${viewport}`);

      await page.getByRole('link', { name: 'See your order' }).click();
      await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor();
    },
  );
});

describe('An order’s page on a phone', () => {
  it('when the rider opens an order at 390 px, then its heading names the number and the page does not scroll sideways', async () => {
    const order = await cartOrder();
    const page = await shop.open('phone');

    await openSignedIn(page, `/dashboard/my-orders/${order._id}`, rider);
    await page
      .getByRole('heading', { level: 1, name: `Order ${formatOrderNumber(order.orderNumber)}` })
      .waitFor();
    await page.getByRole('table', { name: 'Parts in the order' }).waitFor();

    expect(
      await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]),
    ).toEqual([viewports.phone.width, viewports.phone.width]);
    await screenshot(page, 'order-page-phone');
  });
});
