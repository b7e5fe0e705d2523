import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetToSeed } from '../../support/emulators.ts';
import { launchBrowser, newShopper, type ViewportName } from './browser.ts';
import { standInForGoogleLoader } from './shop.ts';

/**
 * One Chromium for a test file, the seed before each test, and a fresh shopper (browser
 * profile) per test. After each test, nothing may have been blocked by the page's
 * Content-Security-Policy (the headers must allow everything the app needs), and no error may
 * have escaped the page (a prerendered page that fails to hydrate reports one).
 */
/**
 * Errors a page may report that are not the shop's: after a Google popup sign-in, the Auth
 * SDK's helper iframe (loaded through the suite's stand-in for Google's script loader, see
 * docs/decisions/0008-google-sign-in-offline.md) rejects in the background; the sign-in itself succeeds, and the Google
 * journey checks that it does.
 */
const notTheShops = [/^Firebase: Error \(auth\/internal-error\)\.$/];

export function shopperSession() {
  let browser: Browser;
  let current:
    { context: BrowserContext; blockedByPolicy: string[]; pageErrors: string[] } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(resetToSeed);
  afterEach(async () => {
    if (!current) return;
    const { context, blockedByPolicy, pageErrors } = current;
    current = undefined;
    await context.close();
    expect(blockedByPolicy).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  return {
    async open(viewport: ViewportName = 'desktop'): Promise<Page> {
      const { context, page } = await newShopper(browser, viewport);
      await standInForGoogleLoader(context);
      const blockedByPolicy: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy'))
          blockedByPolicy.push(message.text());
      });
      const pageErrors: string[] = [];
      page.on('pageerror', ({ message }) => {
        if (!notTheShops.some((known) => known.test(message))) pageErrors.push(message);
      });
      current = { context, blockedByPolicy, pageErrors };
      return page;
    },
  };
}
