import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../scripts/lib/local-contract.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { callApi, signInExistingToApi } from '../support/emulators.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn, signInWithEmail } from './support/shop.ts';

const shop = shopperSession();
const { db } = emulatorAdmin();

// Drilled Brake Disc: $114.50, minimum order 4, 260 in stock (scripts/seed/catalogue.ts).
const disc = { id: 'drilled-brake-disc', name: 'Drilled Brake Disc', minOrder: 4, stock: 260 };
const rangeToast = 'You can order min 4 and max 260!';
const rider = 'rider@moto-parts.test';

const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity' });
const placeOrderButton = (page: Page) => page.getByRole('button', { name: 'Place Order' });
const available = (page: Page) =>
  page.locator('dt', { hasText: 'Available quantity' }).locator('xpath=following-sibling::dd');

async function openPart(page: Page) {
  await openSignedIn(page, `/parts/${disc.id}`, rider);
  await page.getByRole('heading', { level: 1, name: disc.name }).waitFor();
}

describe('Purchase', () => {
  it('when a customer orders, then the stock drops; My Orders lists it; removing it brings the stock back', async () => {
    const page = await shop.open();
    await openPart(page);
    expect(await quantity(page).inputValue()).toBe('4');

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByLabel('Address').fill('12 Chain Lane, Leeds');
    await page.getByLabel('Phone').fill('01134960000');
    await screenshot(page, 'purchase-desktop');
    await placeOrderButton(page).click();

    await page.getByText('Orderd successfully').waitFor();
    await expect.poll(() => available(page).textContent(), { timeout: 10_000 }).toBe('255');

    await page.goto('/dashboard/my-orders');
    await page.getByRole('heading', { name: 'Added 1 items' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(disc.name) });
    expect(await row.getByText('$572.50').count()).toBe(1);
    expect(await row.getByRole('link', { name: 'Pay' }).getAttribute('href')).toMatch(
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

  it('when the stepper is at either bound, then the range toast shows and the quantity stays in range', async () => {
    const page = await shop.open('phone');
    await openPart(page);

    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await page.getByText(rangeToast).waitFor();
    expect(await quantity(page).inputValue()).toBe('4');
    await screenshot(page, 'purchase-range-toast-phone');

    await quantity(page).fill('260');
    expect(await placeOrderButton(page).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await quantity(page).inputValue()).toBe('260');
    await page.getByText(rangeToast).first().waitFor();

    await quantity(page).fill('261');
    expect(await placeOrderButton(page).isDisabled()).toBe(true);
    await quantity(page).fill('3');
    expect(await placeOrderButton(page).isDisabled()).toBe(true);
  });
});

/** The demo rider's order of the disc, placed through the API and marked paid. */
async function paidOrderOfRider() {
  const { accessToken } = await signInExistingToApi(rider, demoPassword);
  const { body } = await callApi('POST', '/order', {
    token: accessToken,
    body: { partId: disc.id, quantity: 4, address: '12 Chain Lane, Leeds', phone: '01134960000' },
  });
  await db
    .collection('orders')
    .doc((body as { _id: string })._id)
    .update({ status: 'paid', paid: true });
}

describe('My Orders', () => {
  it('when an order is paid, then it shows Paid and cannot be removed, and the screen says why', async () => {
    await paidOrderOfRider();
    const page = await shop.open('phone');

    await openSignedIn(page, '/dashboard/my-orders', rider);

    await page.getByRole('heading', { name: 'Added 1 items' }).waitFor();
    await page.getByText('Paid', { exact: true }).waitFor();
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
