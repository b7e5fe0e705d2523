import type { Page } from 'playwright-core';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { demoPassword } from '../../scripts/lib/local-contract.ts';
import { callApi, signInExistingToApi } from '../support/emulators.ts';
import { waitForMessages } from '../support/mailbox.ts';
import { screenshot, type ViewportName } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { mainNavigation, signInWithEmail } from './support/shop.ts';

// The cart and one checkout (docs/decisions/0032-orders-with-lines.md): a rider fills a cart
// signed out, signs in (the device's cart merges into their account's), checks out to a saved
// address, pays once for every line, and finds the lines in My Orders and in their email.

const shop = shopperSession();
const { db } = emulatorAdmin();
const rider = 'rider@moto-parts.test';
const home = {
  label: 'Home',
  name: 'Rider Demo',
  line1: '500 Market St',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  country: 'US',
};

/** The rider's saved address, and a part in their account's cart from another device. */
async function riderWithBookAndCart() {
  const { accessToken, uid } = await signInExistingToApi(rider, demoPassword);
  const { status } = await callApi('PUT', '/address-book', {
    token: accessToken,
    body: { addresses: [home] },
  });
  expect(status).toBe(200);
  await db
    .collection('carts')
    .doc(uid)
    .set({
      lines: [{ partId: 'sintered-brake-pads', quantity: 10 }],
      updatedAt: FieldValue.serverTimestamp(),
    });
}

async function addFromCatalogue(page: Page, search: string, name: string) {
  await page.goto(`/parts?q=${encodeURIComponent(search)}`);
  await page.getByRole('button', { name: `Add ${name} to cart` }).click();
  await mainNavigation(page)
    .getByRole('link', { name: /^Cart, / })
    .waitFor();
}

const lineOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

describe('the cart', () => {
  it.each(['desktop', 'phone'] as ViewportName[])(
    'when a rider fills a cart signed out, signs in and checks out to a saved address (%s), then one payment pays for every line, shown in My Orders and the mailbox',
    async (viewport) => {
      await riderWithBookAndCart();
      const page = await shop.open(viewport);

      await addFromCatalogue(page, 'Iridium', 'Iridium Spark Plug');
      await addFromCatalogue(page, 'Drilled', 'Drilled Brake Disc');
      await addFromCatalogue(page, 'Billet', 'Billet Clutch Lever');
      await mainNavigation(page).getByRole('link', { name: 'Cart, 3 parts' }).click();
      await page.waitForURL('**/cart');
      const plugs = lineOf(page, 'Iridium Spark Plug');
      await plugs.getByRole('button', { name: 'Increase quantity' }).click();
      await expect
        .poll(() => plugs.getByRole('textbox', { name: /Quantity/ }).inputValue())
        .toBe('21');
      await screenshot(page, `cart-${viewport}`);

      await page.getByRole('link', { name: 'Check out' }).click();
      await page.waitForURL('**/signin');
      await signInWithEmail(page, rider);
      await page.waitForURL('**/checkout');

      // The account's pads joined the device's three parts.
      await page.getByText('10 × Sintered Brake Pads').waitFor();
      expect(await page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: /Ground/ }).waitFor();
      await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0100');
      await screenshot(page, `checkout-${viewport}`);
      await page.getByRole('button', { name: 'Place Order' }).click();

      await page.getByRole('heading', { name: 'Please pay for 4 parts' }).waitFor();
      const orderId = page.url().split('/').at(-1) ?? '';
      const stored = (await db.collection('orders').doc(orderId).get()).data();
      expect(stored).toMatchObject({
        lines: [
          { partId: 'sintered-brake-pads', quantity: 10 },
          { partId: 'iridium-spark-plug', quantity: 21 },
          { partId: 'drilled-brake-disc', quantity: 4 },
          { partId: 'billet-clutch-lever', quantity: 10 },
        ],
        shippingMethod: { id: 'us-ground' },
        shippingAddress: { line1: '500 Market St', country: 'US' },
      });
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiration date').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByText('Congrats! Your payment is completed').waitFor();
      // The cart was emptied when the order was placed.
      await mainNavigation(page).getByRole('link', { name: 'Cart, 0 parts' }).waitFor();

      await page.goto('/dashboard/my-orders');
      const order = page.getByRole('row').filter({ hasText: 'Sintered Brake Pads and 3 more' });
      await order.getByText(/· 4 parts/).click();
      await order.getByText('21 × Iridium Spark Plug, $142.80').waitFor();
      await screenshot(page, `my-orders-lines-${viewport}`);

      // Its number, and its payment: numbers start again when a test empties the database.
      const paid = (await db.collection('orders').doc(orderId).get()).data();
      const [receipt] = await waitForMessages(
        (message) =>
          message.subject.startsWith(`moto-parts: Receipt for order #${paid?.orderNumber}:`) &&
          message.text.includes(String(paid?.transactionId)),
        1,
      );
      expect(receipt?.subject).toContain('Sintered Brake Pads and 3 more');
      expect(receipt?.text).toContain(
        'Part 2:   21 × Iridium Spark Plug (MP-SK-0906) at $6.80: $142.80',
      );
    },
    // The longest journey: three searches, a sign-in, a payment, three screens axe reads and
    // the receipt's mailbox wait; beside the API suite on two cores it outgrew the minute.
    120_000,
  );
});
