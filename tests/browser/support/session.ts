import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetToSeed } from '../../support/emulators.ts';
import { launchBrowser, newShopper, type ViewportName } from './browser.ts';
import { standInForGoogleLoader } from './shop.ts';

/**
 * One Chromium for a test file, the seed before each test, and a fresh shopper (browser
 * profile) per test. After each test, nothing may have been blocked by the page's
 * Content-Security-Policy: the headers must allow everything the app needs.
 */
export function shopperSession() {
  let browser: Browser;
  let current: { context: BrowserContext; blockedByPolicy: string[] } | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(resetToSeed);
  afterEach(async () => {
    if (!current) return;
    const { context, blockedByPolicy } = current;
    current = undefined;
    await context.close();
    expect(blockedByPolicy).toEqual([]);
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
      current = { context, blockedByPolicy };
      return page;
    },
  };
}
