import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { demoPassword } from '../../../scripts/lib/local-contract.ts';

/** Serves the gapi stand-in where Google's loader is asked for (docs/decisions/0008-google-sign-in-offline.md). */
export async function standInForGoogleLoader(context: BrowserContext) {
  const body = readFileSync(new URL('gapi-stand-in.js', import.meta.url), 'utf8');
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body }),
  );
}

/**
 * The navbar. The footer also links to sign-in ("Sign in") and hydrates later, so a locator
 * on the whole page may match one link or two depending on timing: look inside the navbar.
 */
export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

export async function signInWithEmail(page: Page, email: string, password = demoPassword) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export const accessToken = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('accessToken'));

/** Opens a signed-in page: the guard sends the shopper to sign in, then back to `path`. */
export async function openSignedIn(page: Page, path: string, email: string) {
  await page.goto(path);
  await page.waitForURL('**/signin');
  await signInWithEmail(page, email);
  await page.waitForURL(`**${path}`);
}
