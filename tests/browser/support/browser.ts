import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath, quietChromiumFlags } from '../../../scripts/lib/chromium.ts';
import { shopUrl } from '../../../scripts/lib/local-contract.ts';
import { expectNoAxeViolations } from './axe.ts';

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
 * page, or with `firstScreen` only what shows before scrolling. Waits for the dashboard's
 * menu, and (up to 2 s) for the animations that end (a dialog fading in), not for those that
 * loop (skeletons, spinners), with the motion the visitor can turn off held still. Then holds
 * the screen to axe (support/axe.ts): every journey
 * shows each of its screens here, so every screen the suite visits is checked, at the width
 * it runs at, once it has settled.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { firstScreen?: boolean } = {},
) {
  // Held still, as for a visitor who prefers less motion (the shop honours it): axe takes
  // seconds, and a carousel turning meanwhile would show it a slide half faded in. The
  // journey goes on with the motion it had.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await capture(page, name, options);
    await expectNoAxeViolations(page, name);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function capture(page: Page, name: string, { firstScreen = false }) {
  mkdirSync(screenshotDir, { recursive: true });
  // The dashboard's menu lists only My Profile until the server has said the user's role; an
  // admin's, on a phone, is then a button that opens it in a drawer.
  const dashboardMenu = page.getByRole('navigation', { name: 'Dashboard' });
  const drawerButton = page.getByRole('button', { name: /^Dashboard menu/ });
  if ((await dashboardMenu.count()) + (await drawerButton.count()) > 0) {
    await dashboardMenu.getByRole('link').nth(1).or(drawerButton).first().waitFor();
  }
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never ends.
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  if (firstScreen) {
    await page.screenshot({ path: `${screenshotDir}/${name}.png` });
    return;
  }
  // A capture of the whole page does not scroll, so what a scroll would bring is missing:
  // elements away from the screen skip their rendering (`content-visibility: auto`, the part
  // cards, docs/decisions/0017-hydration-without-long-tasks.md) and lazy pictures are not loaded. Both are brought in for the
  // capture, and the elements left as they were after it. Through the CSSOM and the DOM,
  // which the page's Content-Security-Policy does not restrict.
  const skipped = await page.evaluateHandle(async () => {
    const elements = Array.from(document.querySelectorAll<HTMLElement>('*')).filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of elements) element.style.contentVisibility = 'visible';
    const lazyPictures = Array.from(document.images).filter(({ loading }) => loading === 'lazy');
    for (const picture of lazyPictures) picture.loading = 'eager';
    await Promise.all(lazyPictures.map((picture) => picture.decode().catch(() => undefined)));
    return elements;
  });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
  await skipped.evaluate((elements) => {
    for (const element of elements) element.style.removeProperty('content-visibility');
  });
  await skipped.dispose();
}
