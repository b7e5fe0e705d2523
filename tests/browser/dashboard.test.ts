import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { openSignedIn, signInWithEmail } from './support/shop.ts';
import { demoPassword } from '../../scripts/lib/local-contract.ts';
import { callApi, signInExistingToApi } from '../support/emulators.ts';

// The admin's journeys through the dashboard, the customer's profile, and a customer who
// types an admin address.

const shop = shopperSession();
const admin = 'admin@moto-parts.test';
const rider = 'rider@moto-parts.test';

const row = (page: Page, text: string) => page.getByRole('row', { name: new RegExp(text) });

describe('admin', () => {
  it('when an admin adds a product, then it shows first on Home', async () => {
    const page = await shop.open();
    await openSignedIn(page, '/dashboard/add-product', admin);

    await page.getByLabel('Name').fill('Chain Guard');
    await page.getByLabel('Part Number').fill('MP-CG-0520');
    await page.getByRole('button', { name: 'Add a number it replaces' }).click();
    await page.getByLabel('Brand of replaced number 1').fill('KTM');
    await page.getByLabel('Number of replaced number 1').fill('90304011000');
    await page.getByLabel('Image').fill('https://example.com/chain-guard.jpg');
    await page.getByLabel('Price').fill('19.99');
    await page.getByLabel('Available Quantity').fill('40');
    await page.getByLabel('Lot code').fill('CG-2026-11');
    await page.getByLabel('Made on').fill('2026-11-20');
    await page.getByLabel('Minimum Order').fill('2');
    await page.getByLabel('Description').fill('Stainless chain guard for 520 chains.');
    await page.getByLabel('Category').selectOption('drivetrain');
    await page.getByRole('button', { name: 'Add a bike' }).click();
    await page.getByLabel('Make of bike 1').selectOption('KTM');
    await page.getByLabel('Model of bike 1').selectOption('390 Duke');
    await page.getByLabel('From year of bike 1').fill('2017');
    await page.getByLabel('To year of bike 1').fill('2020');
    await screenshot(page, 'add-product-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    // From the top, where the sticky navbar belongs in a whole-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'add-product-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Add Product' }).click();

    await page.getByText('Chain Guard has added').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Chain Guard' }).waitFor();
  });

  it('when an admin sets a part to fit a bike in Manage Product, then the catalogue shows it for that bike, saying it fits', async () => {
    const page = await shop.open('phone');
    await openSignedIn(page, '/dashboard/manage-product', admin);
    const helmet = seedParts.find((part) => part.id === 'full-face-helmet');
    if (!helmet) throw new Error('The seed has no full-face-helmet');

    await row(page, helmet.name).getByRole('button', { name: /^Edit/ }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Category').selectOption('controls');
    await editor.getByLabel('Fits', { exact: true }).selectOption('listed-bikes');
    await editor.getByRole('button', { name: 'Add a bike' }).click();
    await editor.getByLabel('Make of bike 1').selectOption('Kawasaki');
    await editor.getByLabel('Model of bike 1').selectOption('Ninja 400');
    await editor.getByLabel('From year of bike 1').fill('2018');
    await editor.getByLabel('To year of bike 1').fill('2020');
    await screenshot(page, 'edit-part-fit-phone', { firstScreen: true });
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product updated').waitFor();

    await page.goto('/parts?make=Kawasaki&model=Ninja+400&year=2019&category=controls');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: helmet.name }) });
    await card.getByText('Fits your Ninja 400').waitFor();
    await page.goto('/parts?make=Kawasaki&model=Ninja+400&year=2021&category=controls');
    await page.getByText(/parts? fits? your Ninja 400/).waitFor();
    expect(await page.getByRole('heading', { name: helmet.name }).count()).toBe(0);
  });

  it('when an admin restocks a part and then removes another, then the table follows', async () => {
    const page = await shop.open();
    await openSignedIn(page, '/dashboard/manage-product', admin);
    await page.getByRole('heading', { name: `Total Items : ${seedParts.length}` }).waitFor();
    const [first, second] = seedParts;
    if (!first || !second) throw new Error('The seed has fewer than 2 parts');
    await screenshot(page, 'manage-product-desktop');

    await row(page, first.name).getByRole('button', { name: /^Edit/ }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Available Quantity').fill('999');
    await editor.getByLabel('Lot code').fill('B-2026-11');
    await editor.getByLabel('Made on').fill('2026-11-20');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product updated').waitFor();
    await row(page, first.name).getByText('999').waitFor();

    await row(page, second.name)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: `Total Items : ${seedParts.length - 1}` }).waitFor();
    expect(await row(page, second.name).count()).toBe(0);
  });

  it('when a customer orders while an admin edits the stock, then Save names the new figure and the next Save lands', async () => {
    const page = await shop.open('phone');
    await openSignedIn(page, '/dashboard/manage-product', admin);
    const disc = seedParts.find((part) => part.id === 'drilled-brake-disc');
    if (!disc) throw new Error('The seed has no drilled-brake-disc');
    await row(page, disc.name).getByRole('button', { name: /^Edit/ }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Available Quantity').fill('300');
    await editor.getByLabel('Lot code').fill('B-2026-11');
    await editor.getByLabel('Made on').fill('2026-11-20');

    // The rider orders 4 discs while the dialog is open.
    const { accessToken } = await signInExistingToApi(rider, demoPassword);
    const ordered = await callApi('POST', '/order', {
      token: accessToken,
      body: { partId: disc.id, quantity: 4, address: '1 Race Street', phone: '5550100' },
    });
    expect(ordered.status).toBe(201);
    await editor.getByRole('button', { name: 'Save' }).click();

    const left = disc.availableQuantity - 4;
    await editor.getByText(`The stock changed to ${left} while you edited it`).first().waitFor();
    await screenshot(page, 'edit-stock-changed-phone');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Product updated').waitFor();
    await row(page, disc.name).getByText('300').waitFor();
  });

  it('when an admin makes the rider an admin and then removes them, then the list reloads with an Admin badge, then without', async () => {
    const page = await shop.open('phone');
    await openSignedIn(page, '/dashboard/users', admin);
    await page.getByRole('heading', { name: /^Total User : \d+$/ }).waitFor();

    await row(page, rider)
      .getByRole('button', { name: /^Make Admin/ })
      .click();

    await page.getByText('Make Admin Done').waitFor();
    await row(page, rider).getByText('Admin', { exact: true }).waitFor();
    await screenshot(page, 'users-phone');

    await row(page, rider)
      .getByRole('button', { name: /^Remove Admin/ })
      .click();

    await page.getByText('Remove Admin Done').waitFor();
    await row(page, rider)
      .getByRole('button', { name: /^Make Admin/ })
      .waitFor();
  });
});

describe('customer', () => {
  it('when the rider updates their profile, then it is saved and shown again after a reload', async () => {
    const page = await shop.open('phone');
    await openSignedIn(page, '/dashboard/my-profile', rider);
    await page.getByLabel('Username').waitFor();

    await page.getByLabel('Username').fill('Demo Rider');
    await page.getByLabel('Phone').fill('01134960000');
    await page.getByLabel('Education').fill('Motorcycle mechanics');
    await page.getByLabel('Location').fill('Leeds');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/demo-rider');
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Profile updated').waitFor();
    await screenshot(page, 'my-profile-phone');

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Location').inputValue(), { timeout: 10_000 })
      .toBe('Leeds');
  });

  it('when the rider turns order emails off, then the choice is saved, shown after a reload, and can be turned on again', async () => {
    const page = await shop.open('phone');
    await openSignedIn(page, '/dashboard/my-profile', rider);
    const choice = page.getByLabel('Order emails');
    await page.getByLabel('Username').fill('Demo Rider');
    await page.getByLabel('Phone').fill('01134960000');
    await page.getByLabel('Education').fill('Motorcycle mechanics');
    await page.getByLabel('Location').fill('Leeds');
    await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/demo-rider');
    expect(await choice.inputValue()).toBe('all');

    await choice.selectOption({ label: 'Only receipts and refunds' });
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Profile updated').waitFor();
    await screenshot(page, 'my-profile-order-emails-off-phone');
    await page.reload();
    await page.getByLabel('Location').waitFor();
    await expect.poll(() => choice.inputValue(), { timeout: 10_000 }).toBe('money');

    await choice.selectOption({ label: 'Email me about my orders' });
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByText('Profile updated').waitFor();
    await page.reload();
    await page.getByLabel('Location').waitFor();
    await expect.poll(() => choice.inputValue(), { timeout: 10_000 }).toBe('all');
  });

  it.each(['/dashboard/add-product', '/dashboard/manage-product', '/dashboard/users'])(
    'when a customer types %s, then they land on the dashboard without the admin screen',
    async (path) => {
      const page = await shop.open();
      await page.goto(path);
      await page.waitForURL('**/signin');
      await signInWithEmail(page, rider);

      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { name: 'Welcome to the Dashboard' }).waitFor();
      expect(await page.getByRole('heading', { name: /Total|Add A Product/ }).count()).toBe(0);
    },
  );
});
