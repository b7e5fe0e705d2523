import { orderStatuses, type Order } from '@moto-parts/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../scripts/lib/local-contract.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { callApi, signInExistingToApi } from '../support/emulators.ts';
import { payForOrder } from '../support/stripe-sandbox.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn, signInWithEmail } from './support/shop.ts';
import { endHoldAt } from '../support/holds.ts';

const shop = shopperSession();
const { db } = emulatorAdmin();

// Drilled Brake Disc: $114.50, minimum order 4, 260 in stock (scripts/seed/catalogue.ts).
const disc = { id: 'drilled-brake-disc', name: 'Drilled Brake Disc', minOrder: 4, stock: 260 };
// The disc's stock is 260, its most per order the default 100 (docs/decisions/0027-holds-and-abuse.md).
const rangeToast = 'You can order min 4 and max 100!';
const rider = 'rider@moto-parts.test';

const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity' });
const buyNowButton = (page: Page) => page.getByRole('button', { name: 'Buy Now' });
const addToCartButton = (page: Page) => page.getByRole('button', { name: 'Add to Cart' });
const available = (page: Page) =>
  page.locator('dt', { hasText: 'Available quantity' }).locator('xpath=following-sibling::dd');

/** The disc's page, the rider signed in first (the page itself is public). */
async function openPart(page: Page) {
  await page.goto('/signin');
  await signInWithEmail(page, rider);
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(`/parts/${disc.id}`);
  await page.getByRole('heading', { level: 1, name: disc.name }).waitFor();
}

describe('Purchase', () => {
  it('when a customer buys a part now, then checkout takes the address, they land on Payment with its deadline, pay by card, and My Orders shows it paid', async () => {
    const page = await shop.open();
    await openPart(page);
    expect(await quantity(page).inputValue()).toBe('4');

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await screenshot(page, 'purchase-desktop');
    await buyNowButton(page).click();

    // docs/product.md's Place Order form, in checkout: name and email shown, address, phone.
    await page.waitForURL(`**/checkout?buy=${disc.id}&quantity=5`);
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      rider,
    );
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Demo Rider');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('500 Market St');
    await page.getByRole('textbox', { name: 'City' }).fill('San Francisco');
    await page.getByRole('textbox', { name: 'State / province / region' }).fill('CA');
    await page.getByRole('textbox', { name: 'Postcode / ZIP' }).fill('94105');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 415 555 0100');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText('5 × Drilled Brake Disc').waitFor();
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBeGreaterThan(0);
    const total =
      (await summary
        .getByText(/^\$[\d,]+\.\d\d$/)
        .last()
        .textContent()) ?? '';
    await screenshot(page, 'checkout-buy-now-desktop');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.getByText('Orderd successfully').waitFor();
    await page.waitForURL('**/dashboard/payment/*');
    await page.getByText('Please pay for "Drilled Brake Disc"').waitFor();
    await page.getByText(`Your total cost ${total}`).waitFor();
    await page
      .getByText(
        /^Pay by ([A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d: until then the parts are kept for you\.$/,
      )
      .waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await screenshot(page, 'purchase-payment-desktop');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Congrats! Your payment is completed').waitFor();

    await page.goto('/dashboard/my-orders');
    const row = page.getByRole('row', { name: new RegExp(disc.name) });
    await row.waitFor();
    expect(await row.getByText('Paid', { exact: true }).count()).toBe(2);
    expect(await row.getByText(total).count()).toBe(1);
    expect(await row.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    await page.goto(`/parts/${disc.id}`);
    await expect.poll(() => available(page).textContent(), { timeout: 10_000 }).toBe('255');
  });

  it('when a customer has an unpaid order, then My Orders shows by when to pay; removing it brings the stock back', async () => {
    await riderOrder();
    const page = await shop.open();
    await openSignedIn(page, '/dashboard/my-orders', rider);

    await page.getByRole('heading', { name: 'Added 1 items' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(disc.name) });
    expect(await row.getByText('$458.00').count()).toBe(1);
    await row.getByText(/^Pay by ([A-Z][a-z]{2} \d{1,2}, )?\d\d:\d\d$/).waitFor();
    expect(await row.getByRole('link', { name: /^Pay/ }).getAttribute('href')).toMatch(
      /^\/dashboard\/payment\//,
    );
    await screenshot(page, 'my-orders-desktop');

    await row.getByRole('button', { name: /Remove/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete the item?').waitFor();
    await screenshot(page, 'remove-order-dialog-desktop');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Added 0 items' }).waitFor();

    await page.goto(`/parts/${disc.id}`);
    await page.getByRole('heading', { level: 1, name: disc.name }).waitFor();
    await screenshot(page, 'purchase-after-removal-desktop');
    await expect.poll(() => available(page).textContent(), { timeout: 10_000 }).toBe('260');
  });

  it('when an unpaid order’s hold has ended, then My Orders and Payment say it expired, with no Pay, and the stock is back', async () => {
    const order = await riderOrder();
    await endHoldAt(db, order._id, Date.now() - 60_000);
    const page = await shop.open('phone');

    await openSignedIn(page, '/dashboard/my-orders', rider);

    const row = page.getByRole('row', { name: new RegExp(disc.name) });
    await row.getByText(/^Expired at \d\d:\d\d: the parts went back to stock$/).waitFor();
    await row.getByText('Expired', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    await screenshot(page, 'my-orders-expired-phone');
    await page.goto(`/dashboard/payment/${order._id}`);
    await page.getByRole('heading', { name: /^This order expired at \d\d:\d\d$/ }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await screenshot(page, 'payment-expired-phone');
    await page.goto(`/parts/${disc.id}`);
    await expect.poll(() => available(page).textContent(), { timeout: 10_000 }).toBe('260');
  });

  it('when a rider has an order of every status, then on a phone every line of every row stays inside the screen', async () => {
    const placed = await riderOrder();
    const stored = (await db.collection('orders').doc(placed._id).get()).data() ?? {};
    const unpaid = new Set<string>(['pending', 'expired']);
    // A removed (cancelled) order leaves My Orders: every other status is listed.
    const listed = orderStatuses.filter((status) => status !== 'cancelled');
    const writer = db.bulkWriter();
    for (const status of listed.filter((other) => other !== 'pending')) {
      const paid = !unpaid.has(status);
      void writer.create(db.collection('orders').doc(), {
        ...stored,
        status,
        paid: paid && status !== 'refunded',
        transactionId: paid ? 'pi_every_status' : null,
        ...(status === 'expired' && { holdEndsAt: Timestamp.fromMillis(Date.now() - 60_000) }),
      });
    }
    await writer.close();
    const page = await shop.open('phone');

    await openSignedIn(page, '/dashboard/my-orders', rider);

    await page.getByRole('heading', { name: `Added ${listed.length} items` }).waitFor();
    await page.getByText(/^Expired at \d\d:\d\d: the parts went back to stock$/).waitFor();
    await screenshot(page, 'my-orders-every-status-phone');
    const outside = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll('table td, table td *'))
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .map((element) => element.textContent);
    });
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });

  it('when the stepper is at either bound, then the range toast shows and the quantity stays in range', async () => {
    const page = await shop.open('phone');
    await openPart(page);

    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByText(rangeToast).waitFor();
    expect(await quantity(page).inputValue()).toBe('4');
    await screenshot(page, 'purchase-range-toast-phone');

    await quantity(page).fill('100');
    expect(await buyNowButton(page).isEnabled()).toBe(true);
    expect(await addToCartButton(page).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await quantity(page).inputValue()).toBe('100');
    await page.getByText(rangeToast).first().waitFor();

    await quantity(page).fill('101');
    expect(await buyNowButton(page).isDisabled()).toBe(true);
    expect(await addToCartButton(page).isDisabled()).toBe(true);
    await quantity(page).fill('3');
    expect(await buyNowButton(page).isDisabled()).toBe(true);
  });
});

/** The demo rider's order of 4 discs ($458.00), placed through the API. */
async function riderOrder() {
  const { accessToken } = await signInExistingToApi(rider, demoPassword);
  const { body } = await callApi('POST', '/order', {
    token: accessToken,
    body: { partId: disc.id, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' },
  });
  return { ...(body as Order), accessToken };
}

/** The rider's order, paid by card in the Stripe sandbox as the Payment screen pays. */
async function paidOrderOfRider() {
  const order = await riderOrder();
  await payForOrder(order._id, order.accessToken);
  return order;
}

describe('My Orders', () => {
  it('when an order is paid, then it shows Paid and cannot be removed, and the screen says why', async () => {
    await paidOrderOfRider();
    const page = await shop.open('phone');

    await openSignedIn(page, '/dashboard/my-orders', rider);

    await page.getByRole('heading', { name: 'Added 1 items' }).waitFor();
    // Its status, and docs/product.md's Paid badge where the Pay button was.
    expect(await page.getByText('Paid', { exact: true }).count()).toBe(2);
    expect(await page.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Remove/, disabled: false }).count()).toBe(0);
    await page.getByText(/Paid orders cannot be removed/).waitFor();
    await screenshot(page, 'my-orders-paid-phone');
  });
});

describe('Manage Order', () => {
  it('when an admin ships a paid order, then its status shows Shipped', async () => {
    await paidOrderOfRider();
    const page = await shop.open();

    await openSignedIn(page, '/dashboard/manage-order', 'admin@moto-parts.test');
    await page.getByRole('heading', { name: 'Total Order : 1' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(disc.name) });
    expect(await row.getByText(rider).count()).toBe(1);
    await screenshot(page, 'manage-order-desktop');

    await row.getByRole('button', { name: /Mark shipped/ }).click();

    await row.getByText('Shipped').waitFor();
    await screenshot(page, 'manage-order-shipped-desktop');
  });

  it('when an admin removes a paid order, then Stripe refunds it and it shows Refunded', async () => {
    const order = await paidOrderOfRider();
    const page = await shop.open();

    await openSignedIn(page, '/dashboard/manage-order', 'admin@moto-parts.test');
    await page.getByRole('heading', { name: 'Total Order : 1' }).waitFor();
    await page.getByRole('button', { name: `Remove ${disc.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('This order is paid: the payment will be refunded through Stripe.')
      .waitFor();
    await screenshot(page, 'manage-order-refund-dialog-desktop');
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await page.getByText('Order refunded').waitFor();
    await page.getByRole('heading', { name: 'Total Order : 0' }).waitFor();
    await page
      .getByRole('group', { name: 'Show orders' })
      .getByRole('button', { name: /^Refunded/ })
      .click();
    const row = page.getByRole('row', { name: new RegExp(disc.name) });
    await row.getByText('Refunded').waitFor();
    await screenshot(page, 'manage-order-refunded-desktop');
    expect((await db.collection('orders').doc(order._id).get()).data()).toMatchObject({
      status: 'refunded',
      refundStatus: 'succeeded',
    });
  });

  it('when a customer types the Manage Order address, then they do not get the screen', async () => {
    const page = await shop.open();

    await page.goto('/dashboard/manage-order');
    await page.waitForURL('**/signin');
    await signInWithEmail(page, rider);

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Welcome to the Dashboard' }).waitFor();
    expect(await page.getByRole('heading', { name: /Total Order/ }).count()).toBe(0);
  });
});
