import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath, quietChromiumFlags } from '../../../scripts/lib/chromium.ts';
import { shopUrl } from '../../../scripts/lib/local-contract.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: quietChromiumFlags,
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/** A fresh browser profile (no session, no localStorage) at the given width. */
export async function newShopper(browser: Browser, viewport: ViewportName = 'desktop') {
  const context: BrowserContext = await browser.newContext({
    viewport: viewports[viewport],
    baseURL: shopUrl,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  return { context, page };
}

const screenshotDir = 'test-results/screenshots';

/**
 * Saves a screenshot for people to look at (test-results/screenshots/NAME.png): the whole
 * page, or with `firstScreen` only what shows before scrolling.
 */
export async function screenshot(page: Page, name: string, { firstScreen = false } = {}) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: !firstScreen });
}
