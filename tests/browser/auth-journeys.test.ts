import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { host, ports, projectId } from '../../scripts/lib/local-contract.ts';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { screenshot, type ViewportName } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { accessToken, mainNavigation, signInWithEmail } from './support/shop.ts';

const shop = shopperSession();
let page: Page;

async function openShopper(viewport: ViewportName = 'desktop') {
  page = await shop.open(viewport);
}

const sideMenu = (p: Page) => p.getByRole('navigation', { name: 'Dashboard' });

/** The reset and verification links the Auth emulator has kept instead of emailing them. */
async function sentAuthLinks() {
  const response = await fetch(
    `http://${host}:${ports.auth}/emulator/v1/projects/${projectId}/oobCodes`,
  );
  return ((await response.json()) as { oobCodes: Record<string, string>[] }).oobCodes;
}

describe('signing up', () => {
  it.each(['desktop', 'phone'] as const)(
    'when a visitor sends the sign-up form empty (%s), then each field says what it needs',
    async (viewport) => {
      await openShopper(viewport);
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Sign Up' }).click();

      await page.getByText('Username is required').waitFor();
      await page.getByText('Email is required').waitFor();
      await page.getByText('Password is required').waitFor();
      expect(await page.getByText(/^Error: /).count()).toBe(0);
      await screenshot(page, `sign-up-errors-${viewport}`);
    },
  );

  it('when a visitor signs up, then they land on /home signed in under their name', async () => {
    await openShopper();
    await page.goto('/signup');
    await page.getByLabel('Username').waitFor();
    await screenshot(page, 'sign-up-desktop');

    await page.getByLabel('Username').fill('Nora Rider');
    await page.getByLabel('Email').fill('nora@example.com');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await page.waitForURL('**/home');
    await mainNavigation(page).getByText('Nora Rider').filter({ visible: true }).waitFor();
    expect(await accessToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('when a shopper who has not verified their email opens My Orders, then it says why no order email comes, and sends the verification again', async () => {
    await openShopper('phone');
    await page.goto('/signup');
    await page.getByLabel('Username').fill('Vera Rider');
    await page.getByLabel('Email').fill('vera@example.com');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL('**/home');

    await page.goto('/dashboard/my-orders');
    await page
      .getByText(
        'Until you verify vera@example.com, we email you only about orders you have paid for',
      )
      .waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();

    await page.getByText('Verification email sent to vera@example.com').waitFor();
    await screenshot(page, 'my-orders-unverified-phone');
    // Sign-up's and this one, kept by the Auth emulator rather than mailed (the README, "Demo accounts and ports").
    const verifications = (await sentAuthLinks()).filter(
      ({ email, requestType }) => email === 'vera@example.com' && requestType === 'VERIFY_EMAIL',
    );
    expect(verifications).toHaveLength(2);
  });
});

describe('the protected routes', () => {
  it('when a signed-out visitor opens the dashboard, then they sign in and come back to it', async () => {
    await openShopper();
    await page.goto('/dashboard/my-orders');

    await page.waitForURL('**/signin');
    await page.getByLabel('Email').waitFor();
    await screenshot(page, 'sign-in-desktop');
    await signInWithEmail(page, 'rider@moto-parts.test');

    await page.waitForURL('**/dashboard/my-orders');
    await page.getByRole('heading', { name: 'Welcome to the Dashboard' }).waitFor();
    expect(await accessToken(page)).toBeTruthy();
  });

  it('when the admin signs in, then the side menu shows the admin screens only', async () => {
    await openShopper();
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    await signInWithEmail(page, 'admin@moto-parts.test');

    await sideMenu(page).getByRole('link', { name: 'Manage Order' }).waitFor();
    for (const name of [
      'My Profile',
      'Manage Order',
      'Returns',
      'Manage Product',
      'Add Product',
      'All User',
    ]) {
      expect(await sideMenu(page).getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await sideMenu(page).getByRole('link', { name: 'My Orders' }).count()).toBe(0);
    await screenshot(page, 'dashboard-admin-desktop');
  });

  it('when a customer signs in, then the side menu shows the customer screens only', async () => {
    await openShopper('phone');
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    await page.getByLabel('Email').waitFor();
    await screenshot(page, 'sign-in-phone');
    await signInWithEmail(page, 'rider@moto-parts.test');

    await sideMenu(page).getByRole('link', { name: 'Add a Review' }).waitFor();
    for (const name of ['My Profile', 'My Orders', 'Add a Review']) {
      expect(await sideMenu(page).getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    expect(await sideMenu(page).getByRole('link', { name: 'Manage Order' }).count()).toBe(0);
    await screenshot(page, 'dashboard-customer-phone');
  });
});

describe('signing in and out', () => {
  it('when a signed-in user signs out, then the dashboard asks them to sign in again', async () => {
    await openShopper();
    await page.goto('/signin');
    await signInWithEmail(page, 'rider@moto-parts.test');
    await page.waitForURL((url) => url.pathname === '/');

    await mainNavigation(page).getByRole('button', { name: 'Sign Out' }).click();
    await mainNavigation(page).getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    await page.goto('/dashboard');

    await page.waitForURL('**/signin');
    expect(await accessToken(page)).toBeNull();
  });

  it.each(['desktop', 'phone'] as const)(
    'when the password is wrong or the email has no account (%s), then the same plain error shows in red and the email is kept',
    async (viewport) => {
      await openShopper(viewport);
      await page.goto('/signin');

      await signInWithEmail(page, 'rider@moto-parts.test', 'wrong-password');

      const error = page.getByText(/^Error: /);
      await error.waitFor();
      expect(await error.textContent()).toBe('Error: Wrong email or password');
      expect(await error.evaluate((el) => getComputedStyle(el).color)).toMatch(
        /rgb\((1\d\d|2\d\d), \d{1,2}, \d{1,2}\)/,
      );
      expect(await page.getByLabel('Email').inputValue()).toBe('rider@moto-parts.test');
      await screenshot(page, `sign-in-error-${viewport}`);

      const answered = page.waitForResponse((response) =>
        response.url().includes('accounts:signInWithPassword'),
      );
      await signInWithEmail(page, 'nobody@moto-parts.test', 'wrong-password');
      await answered;
      await error.waitFor();
      expect(await error.textContent()).toBe('Error: Wrong email or password');
    },
  );

  it('when a visitor signs in with Google, then the emulator account chooser signs them in', async () => {
    await openShopper();
    await page.goto('/signin');

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: /Google/ }).click(),
    ]);
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill('gina@example.com');
    await popup.locator('#display-name-input').fill('Gina Google');
    await popup.locator('#sign-in').click();

    await page.waitForURL((url) => url.pathname === '/');
    await mainNavigation(page).getByText('Gina Google').filter({ visible: true }).waitFor();
    expect(await accessToken(page)).toBeTruthy();
  });

  it('when Forgot Password is pressed, then it asks for the email, then sends the reset email', async () => {
    await openShopper();
    await page.goto('/signin');

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByText('Please enter your email').waitFor();

    await page.getByLabel('Email').fill('rider@moto-parts.test');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByText('Email Sent').waitFor();

    // It never reaches the mailbox: the Auth emulator keeps the link (the README, "Demo accounts and ports").
    expect(await sentAuthLinks()).toContainEqual(
      expect.objectContaining({
        email: 'rider@moto-parts.test',
        requestType: 'PASSWORD_RESET',
        oobLink: expect.stringContaining('mode=resetPassword') as string,
      }),
    );
  });
});

describe('pages', () => {
  it.each(['desktop', 'phone'] as const)(
    'when an unknown path is opened (%s), then the not-found page says so under its heading',
    async (viewport) => {
      await openShopper(viewport);
      await page.goto('/no/such/page');

      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await page.locator('img[src="/images/not-found.svg"]').waitFor();
      await screenshot(page, `not-found-${viewport}`);
    },
  );

  it.each(['desktop', 'phone'] as const)(
    'when Home is opened (%s), then the shop shell shows with its navigation',
    async (viewport) => {
      await openShopper(viewport);
      await page.goto('/');

      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      await page.getByRole('link', { name: 'Blogs' }).first().waitFor();
      // The featured parts, not their pulsing stand-ins, are the screen a visitor reads.
      const [firstPart] = seedParts;
      if (!firstPart) throw new Error('The seed has parts');
      await page.getByRole('heading', { name: firstPart.name }).waitFor();
      await screenshot(page, `home-${viewport}`);
    },
  );
});
