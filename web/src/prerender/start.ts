/** Lets the browser paint and handle input before the next step. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Settles once the browser has shown the page's first content: the paint timing entry, which
 * comes when the frame is on screen, not merely drawn. Where the browser does not report it,
 * or not within `fallbackMs`, the next frame will do.
 */
function firstContentfulPaint(fallbackMs = 3000) {
  return new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(fallback);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const fallback = setTimeout(done, fallbackMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * A prerendered page is whole without its scripts: let the browser show it first, then fetch
 * and run the app (not fetched before: on a slow link its chunks held back the paint and the
 * page's largest picture, docs/decisions/0022-catalogue-first-screen.md). Evaluating them at once would be one task of
 * half a second on a phone, blocking every tap; evaluated a few at a time (React, Chakra with
 * the theme, the Chakra system built from it in Chakra's own steps, the app) with the browser
 * given a turn in between, no task is as long. The empty shell has nothing to show, so it
 * starts at once.
 */
export async function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    await firstContentfulPaint();
    await import('react-dom/client');
    await yieldToBrowser();
    const { buildShopSystem } = await import('@/app/theme');
    await yieldToBrowser();
    await buildShopSystem(yieldToBrowser);
    await yieldToBrowser();
  }
  const { boot } = await import('./boot');
  boot(root);
}
