import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  seedParts,
  seedReviews,
  type SeedPart,
  type SeedReview,
} from '../../scripts/seed/catalogue.ts';
import { chunkNamesOf } from '../../scripts/lib/bundle-sizes.ts';
import { stats } from '../../web/src/features/home/components/stats.ts';
import { screenshot, viewports } from './support/browser.ts';
import { shopperSession } from './support/session.ts';
import { mainNavigation, signInWithEmail } from './support/shop.ts';

const shop = shopperSession();

/** The Layout Instability API's entry, which TypeScript's DOM types lack. */
interface LayoutShiftEntry {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}
const newestReviews = [...seedReviews].sort((a, b) => a.daysAgo - b.daysAgo);
const purchaseLinks = { name: /^Purchase/ } as const;
const partAt = (index: number) => seedParts[index] as SeedPart;

/** Every rule Emotion inserted into the page after it arrived (not the prerendered ones). */
const insertedRules = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-emotion]')).flatMap((style) =>
      Array.from((style as HTMLStyleElement).sheet?.cssRules ?? [], (rule) => rule.cssText),
    ),
  );
/** The rules among `rules` that style one of `classes` (Emotion's `css-…` class names). */
const rulesFor = (rules: string[], classes: Set<string>) =>
  rules.filter((rule) =>
    [...rule.matchAll(/\.(css-[a-z0-9]+)/g)].some((match) => classes.has(match[1] ?? '')),
  );
const reviewAt = (index: number) => newestReviews[index] as SeedReview;

/** Every layout shift since the page began, with what moved (none is the goal). */
function layoutShifts(page: Page) {
  return page.evaluate(async () => {
    const seen: string[] = [];
    // `buffered` replays the shifts since the page began; they arrive in a later task.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
        // What moved, named so that a failure says which element and how far.
        const moved = entry.sources
          .map(({ node, previousRect: from, currentRect: to }) => {
            const name =
              node instanceof Element
                ? (node.getAttribute('aria-label') ?? node.textContent?.slice(0, 30))
                : '';
            return `${node?.nodeName ?? '?'} "${name}" (${from.x},${from.y} ${from.width}x${from.height} → ${to.x},${to.y} ${to.width}x${to.height})`;
          })
          .join(', ');
        seen.push(`${entry.value.toFixed(4)}: ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    return seen;
  });
}

/** Scrolls Home to its reviews, which load and hydrate as they come near (docs/decisions/0017-hydration-without-long-tasks.md). */
async function scrollToReviews(page: Page) {
  await page.getByRole('heading', { name: 'What our clients say' }).scrollIntoViewIfNeeded();
}

describe('Home', () => {
  it.each(['desktop', 'phone'] as const)(
    'when Home opens (%s), then it shows the first 6 parts, its figures and the 4 newest reviews',
    async (viewport) => {
      const page = await shop.open(viewport);
      await page.goto('/');

      await page.getByRole('heading', { name: partAt(5).name }).waitFor();
      expect(await page.getByRole('link', purchaseLinks).count()).toBe(6);
      await screenshot(page, `home-first-screen-${viewport}`, { firstScreen: true });

      // The figures count up from 0 once their band is seen, and stop at the product's.
      await page.getByRole('heading', { name: 'moto-parts in numbers' }).scrollIntoViewIfNeeded();
      const figures = stats.map(({ value, suffix }) => `${value}${suffix}`);
      await page.waitForFunction(
        (expected) =>
          Array.from(document.querySelectorAll('[data-testid="count-up"]'), (figure) =>
            figure.textContent?.trim(),
          ).join(' ') === expected,
        figures.join(' '),
      );

      await scrollToReviews(page);
      await page.getByText(reviewAt(0).review).waitFor();
      for (const review of newestReviews.slice(0, 4)) {
        expect(await page.getByText(review.review).count()).toBe(1);
      }
      expect(await page.getByText(reviewAt(4).review).count()).toBe(0);
      await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded();
      await page
        .getByRole('button', { name: 'Send message' })
        .and(page.locator(':enabled'))
        .waitFor();
      // Back at the top, so that the sticky navbar is where a visitor first sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `home-full-${viewport}`);
    },
  );

  it('when a visitor opens Home on a phone, then the reviews load only as they scroll towards them', async () => {
    const page = await shop.open('phone');
    const reviewRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/reviews') reviewRequests.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: partAt(5).name }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(reviewRequests).toEqual([]);
    // Until then the section is the prerendered one: its heading, and skeletons.
    expect(await page.getByRole('heading', { name: 'What our clients say' }).count()).toBe(1);

    await scrollToReviews(page);
    await page.getByText(reviewAt(0).review).waitFor();
    expect(reviewRequests).toHaveLength(1);
  });

  it('when Home hydrates, then it keeps its prerendered stylesheets and inserts none of their rules again', async () => {
    const page = await shop.open('phone');
    await page.goto('/');
    await page.getByRole('heading', { name: partAt(5).name }).waitFor();
    await page.locator('button[aria-label="Open menu"]:enabled').waitFor({ state: 'attached' });

    const styles = await page.evaluate(() => {
      const prerendered = document.querySelector('style[data-emotion-ids]');
      return {
        prerenderedIds: prerendered?.getAttribute('data-emotion-ids')?.split(' ') ?? [],
        prerenderedInHead: prerendered?.parentElement === document.head,
        globalSheets: document.querySelectorAll('style[data-chakra-global]').length,
        chakraGlobalsInserted: document.querySelectorAll('style[data-emotion^="css-global"]')
          .length,
      };
    });
    const prerenderedClasses = new Set(styles.prerenderedIds.map((id) => `css-${id}`));
    expect(prerenderedClasses.size).toBeGreaterThan(50);
    expect(styles.prerenderedInHead).toBe(true);
    expect(styles.globalSheets).toBe(1);
    expect(styles.chakraGlobalsInserted).toBe(0);
    expect(rulesFor(await insertedRules(page), prerenderedClasses)).toEqual([]);
  });

  it.each(['/', '/parts'])(
    'when the parts arrive on %s, then the page already has every rule they need: Emotion inserts none',
    async (path) => {
      const page = await shop.open('phone');
      await page.goto(path);
      await page.getByRole('heading', { name: partAt(5).name }).waitFor();
      // Compiling and inserting rules as the parts came was a long task on a phone, and
      // made the browser restyle the whole page (docs/decisions/0017-hydration-without-long-tasks.md).
      expect(await insertedRules(page)).toEqual([]);
    },
  );

  it('when a first-time visitor opens Home, then it offers Sign In without loading Firebase Auth', async () => {
    const page = await shop.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await mainNavigation(page).getByRole('link', { name: 'Sign In', exact: true }).waitFor();
    await page.getByRole('heading', { name: partAt(5).name }).waitFor();
    await page.waitForLoadState('networkidle');

    const loaded = chunkNamesOf(scripts);
    expect(loaded).toContain('_react');
    expect(loaded.filter((chunk) => chunk.includes('firebase'))).toEqual([]);
  });

  it('when Home loads on a phone, then nothing moves as the app starts and the parts arrive', async () => {
    const page = await shop.open('phone');
    await page.goto('/');
    await page.getByRole('heading', { name: partAt(5).name }).waitFor();
    await page.locator('button[aria-label="Open menu"]:enabled').waitFor({ state: 'attached' });

    const shifts = await layoutShifts(page);
    expect(shifts).toEqual([]);
  });

  it('when 4 seconds pass, then the carousel moves on, and after the last slide it loops', async () => {
    const page = await shop.open();
    // The page's clock stands still until the test moves it. It runs from `start` once
    // installed, so it is paused a minute later: pausing at `start` itself is pausing in the
    // past as soon as a millisecond has gone by, which Playwright refuses.
    const start = new Date('2026-11-22T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto('/');
    // Home arrives prerendered and stands still until React has hydrated it: step the clock
    // 100 ms at a time until the carousel rotates (its live region then turns off). It starts
    // counting at that moment, give or take one step.
    const rotating = page.locator('[aria-roledescription="carousel"] [aria-live="off"]');
    for (let step = 0; !(await rotating.isVisible()); step++) {
      expect(step).toBeLessThan(300);
      await page.clock.runFor(100);
      await page.waitForTimeout(20);
    }
    const current = () =>
      page.locator('[aria-label^="Show slide"][aria-current="true"]').getAttribute('aria-label');

    expect(await current()).toMatch(/^Show slide 1/);
    await page.clock.runFor(3_800);
    expect(await current()).toMatch(/^Show slide 1/);
    await page.clock.runFor(300);
    expect(await current()).toMatch(/^Show slide 2/);
    await page.clock.runFor(4_000);
    expect(await current()).toMatch(/^Show slide 3/);
    await page.clock.runFor(4_000);
    expect(await current()).toMatch(/^Show slide 1/);
  });

  it('when a signed-out visitor presses Purchase, then they land on that part, with no sign-in on the way', async () => {
    const page = await shop.open();
    await page.goto('/');

    await page.getByRole('link', purchaseLinks).first().click();

    await page.waitForURL(`**/parts/${partAt(0).id}`);
    await page.getByRole('heading', { name: partAt(0).name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    await screenshot(page, 'part-details-desktop');
  });

  it('when a customer adds a review, then it shows first on Home', async () => {
    const page = await shop.open('phone');
    await page.goto('/dashboard/add-review');
    await page.waitForURL('**/signin');
    await signInWithEmail(page, 'rider@moto-parts.test');
    await page.getByLabel('Name').waitFor();
    await screenshot(page, 'add-review-phone');

    await page.getByLabel('Name').fill('Ravi from Pune');
    await page.getByLabel('Review').fill('The sprockets arrived in four days and fit perfectly.');
    await page.getByLabel('Rating').selectOption('4');
    await page.getByLabel('Picture').fill('https://example.com/ravi.jpg');
    await page.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText('Thank you for your review').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');

    await page.goto('/');
    await scrollToReviews(page);
    await page.getByText('The sprockets arrived in four days and fit perfectly.').waitFor();
    expect(await page.getByText(reviewAt(3).review).count()).toBe(0);
  });
});

describe('the catalogue', () => {
  it.each(['desktop', 'phone'] as const)(
    'when a shopper searches /parts for the start of a word of a name (%s), then that part is found',
    async (viewport) => {
      const page = await shop.open(viewport);
      await page.goto('/parts');
      await page.getByRole('heading', { name: partAt(11).name }).waitFor();
      expect(await page.getByRole('link', purchaseLinks).count()).toBe(12);
      // A card's picture fills its width on a wide screen, and is a small thumbnail on a phone.
      const picture = await page
        .getByRole('img', { name: partAt(0).name })
        .evaluate((image) => image.getBoundingClientRect().width);
      if (viewport === 'desktop') expect(picture).toBeGreaterThan(250);
      else expect(picture).toBeLessThan(viewports.phone.width / 3);
      await screenshot(page, `catalogue-${viewport}`, { firstScreen: viewport === 'phone' });

      await page.getByLabel('Search parts by name or part number').fill('drill');

      await page.waitForURL('**/parts?q=drill');
      await page.getByRole('heading', { name: 'Drilled Brake Disc' }).waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('a[href^="/parts/"]').length === 1,
      );
    },
  );

  it('when /parts opens on a phone with filters in its URL, then the prerendered page paints, becomes that list, and nothing moves', async () => {
    const page = await shop.open('phone');
    const response = await page.goto('/parts?category=drivetrain&make=Yamaha&model=MT-07');

    // The catalogue's frame comes with the HTML, before any script runs.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Search parts by name or part number');
    expect(html).toContain('Choose your bike');
    await page.getByRole('heading', { level: 1, name: 'Drivetrain' }).waitFor();
    await page.getByText('Fits your MT-07').first().waitFor();
    const shifts = await layoutShifts(page);

    expect(shifts).toEqual([]);
  });

  it('while the parts are on their way, then the stand-in cards pulse as one animation, not one per skeleton', async () => {
    const page = await shop.open('phone');
    let release: (() => Promise<void>) | undefined;
    await page.route(
      (url) => url.pathname === '/api/parts',
      (route: Route) => {
        release = () => route.continue();
      },
    );
    await page.goto('/parts');
    // The app has started and asked for the list: the stand-ins stay until it comes.
    await expect.poll(() => release !== undefined, { timeout: 10_000 }).toBe(true);

    // CSS animations only: a button the app enables fades in by a transition.
    const animated = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation)
        .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
        .map((target) => target?.getAttribute('data-testid') ?? target?.className),
    );
    expect(animated).toEqual(['part-grid-skeleton']);

    await release?.();
    await page.getByRole('heading', { name: partAt(0).name }).waitFor();
  });

  it('when /parts opens on a phone, then each part is a row with a small picture, and the largest thing painted is the introduction that comes with the HTML', async () => {
    const page = await shop.open('phone');
    await page.goto('/parts');
    await page.getByRole('heading', { name: partAt(11).name }).waitFor();
    await page
      .getByRole('img', { name: partAt(0).name })
      .evaluate(
        (image: HTMLImageElement) =>
          image.complete || new Promise((loaded) => image.addEventListener('load', loaded)),
      );

    // The last largest-contentful-paint entry is the page's LCP (docs/decisions/0022-catalogue-first-screen.md).
    const largest = await page.evaluate(
      () =>
        new Promise<string | undefined>((resolve) =>
          new PerformanceObserver((list) =>
            resolve(
              (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element
                ?.textContent ?? undefined,
            ),
          ).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    expect(largest).toBe('Every part we make, sold direct from the workshop.');
    const [picture, name] = await Promise.all([
      page.getByRole('img', { name: partAt(0).name }).evaluate((e) => e.getBoundingClientRect()),
      page
        .getByRole('heading', { name: partAt(0).name })
        .evaluate((e) => e.getBoundingClientRect()),
    ]);
    expect(picture.width).toBeLessThan(viewports.phone.width / 3);
    expect(name.left).toBeGreaterThan(picture.right);
    expect(await page.getByText(partAt(0).description).isVisible()).toBe(false);
  });

  it('when a search matches nothing, then a friendly empty state offers to clear it', async () => {
    const page = await shop.open();
    await page.goto('/parts?q=zzz');

    await page.getByRole('heading', { name: 'No parts match “zzz”' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();

    await page.getByRole('heading', { name: partAt(0).name }).waitFor();
  });
});

describe('static pages', () => {
  it.each([
    ['/blogs', 'blogs', 'desktop'],
    ['/blogs', 'blogs', 'phone'],
    ['/my-portfolio', 'portfolio', 'desktop'],
    ['/my-portfolio', 'portfolio', 'phone'],
  ] as const)(
    'when %s opens (%s, %s), then it renders its heading and hydrates without an error',
    async (path, name, viewport) => {
      const page = await shop.open(viewport);
      await page.goto(path);

      await page.getByRole('heading', { level: 1 }).waitFor();
      // The page arrives prerendered: wait until its chunks are in and React has adopted
      // the HTML (the phone menu's toggle is enabled then); a mismatch would have been
      // reported as a page error, which the session fails on.
      await page.waitForLoadState('networkidle');
      await page.locator('button[aria-label="Open menu"]:enabled').waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await screenshot(page, `${name}-${viewport}`);
    },
  );
});
