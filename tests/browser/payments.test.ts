import type { Order } from '@moto-parts/contracts';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { demoPassword } from '../../scripts/lib/local-contract.ts';
import { callApi, signInExistingToApi } from '../support/emulators.ts';
import { screenshot, type ViewportName } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn } from './support/shop.ts';

// Paying by card on the Payment screen: the real @stripe/react-stripe-js components, with
// the local Stripe sandbox's Stripe.js and API behind them.

const shop = shopperSession();
const { db } = emulatorAdmin();
const rider = 'rider@moto-parts.test';

/** The demo rider's order of 4 Drilled Brake Discs ($458.00), placed through the API. */
async function riderOrder(): Promise<Order> {
  const { accessToken } = await signInExistingToApi(rider, demoPassword);
  const { body } = await callApi('POST', '/order', {
    token: accessToken,
    body: {
      partId: 'drilled-brake-disc',
      quantity: 4,
      address: '12 Chain Lane, Leeds',
      phone: '01134960000',
    },
  });
  return body as Order;
}

async function openPayment(viewport: ViewportName = 'desktop') {
  const order = await riderOrder();
  const page = await shop.open(viewport);
  await openSignedIn(page, `/dashboard/payment/${order._id}`, rider);
  await page.getByText('Please pay for "Drilled Brake Disc"').waitFor();
  return { page, order };
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true });
const storedOrder = async (id: string) => (await db.collection('orders').doc(id).get()).data();

describe('Payment', () => {
  it.each(['desktop', 'phone'] as const)(
    'when the rider pays with 4242 (%s), then the payment completes and My Orders shows Paid',
    async (viewport) => {
      const { page, order } = await openPayment(viewport);
      await page.getByText('Your total cost $458.00').waitFor();

      await fillCard(page, '4242 4242 4242 4242');
      await screenshot(page, `payment-${viewport}`);
      await payButton(page).click();

      await page.getByText('Congrats! Your payment is completed').waitFor();
      await page.getByText(/^Your transaction id: pi_/).waitFor();
      // The thank-you page takes the card form's place: no Pay to press twice.
      expect(await payButton(page).count()).toBe(0);
      await screenshot(page, `payment-done-${viewport}`);
      expect(await storedOrder(order._id)).toMatchObject({ paid: true, status: 'paid' });

      await page.goto('/dashboard/my-orders');
      await page.getByRole('heading', { name: 'Added 1 items' }).waitFor();
      // Its status, and docs/product.md's Paid badge where the Pay button was.
      expect(await page.getByText('Paid', { exact: true }).count()).toBe(2);
    },
  );

  it('when the card is declined, then Stripe’s message shows in red and the order stays unpaid', async () => {
    const { page, order } = await openPayment();

    await fillCard(page, '4000 0000 0000 0002');
    await payButton(page).click();

    const error = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await error.waitFor();
    await screenshot(page, 'payment-declined-desktop');
    expect(await payButton(page).isEnabled()).toBe(true);
    expect(await storedOrder(order._id)).toMatchObject({ paid: false, status: 'pending' });
  });

  it('when the client secret has not arrived yet, then Pay is disabled until it does', async () => {
    const order = await riderOrder();
    const page = await shop.open();
    let release: (() => Promise<void>) | undefined;
    await page.route('**/api/create-payment-intent', (route: Route) => {
      release = () => route.continue();
    });

    await openSignedIn(page, `/dashboard/payment/${order._id}`, rider);
    await page.getByText('Please pay for "Drilled Brake Disc"').waitFor();
    await page.getByLabel('Card number').waitFor();
    await fillCard(page, '4242 4242 4242 4242');

    expect(await payButton(page).isDisabled()).toBe(true);
    await expect.poll(() => release !== undefined).toBe(true);
    await release?.();
    await expect.poll(() => payButton(page).isEnabled(), { timeout: 10_000 }).toBe(true);
  });
});
