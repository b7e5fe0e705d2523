import type { OpenAPIObject, OperationObject } from 'openapi3-ts/oas31';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopUrl } from '../../scripts/lib/local-contract.ts';
import { screenshot } from './support/browser.ts';
import { shopperSession } from './support/session.ts';

// A developer reads the API's reference in the shop: the OpenAPI document the API serves,
// drawn by Scalar (docs/decisions/0025-api-reference-page.md). The session fails a test on any
// Content-Security-Policy violation or error that escapes the page; these tests also hold the
// renderer to the shop's own origin (no fonts, telemetry or proxy elsewhere), and check that
// its styles leave with the page.

const shop = shopperSession();

type HttpMethod = 'get' | 'post';

/** The document as the API serves it, which the page draws. */
async function servedDocument(page: Page) {
  const response = await page.request.get('/api/openapi.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as OpenAPIObject;
}

/** Every request the page makes to an origin other than the shop's, from now on. */
function requestsElsewhere(page: Page) {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== shopUrl) elsewhere.push(request.url());
  });
  return elsewhere;
}

/**
 * Scrolls to the call's tag, as a reader does (the renderer draws a section as it comes
 * near), checks that the call's section shows its summary, method and path, and returns the
 * section's heading.
 */
async function showCall(page: Page, openApi: OpenAPIObject, method: HttpMethod, path: string) {
  const operation = openApi.paths?.[path]?.[method] as OperationObject | undefined;
  const [tag] = operation?.tags ?? [];
  if (!operation?.summary || !tag) throw new Error(`${method} ${path}: no summary or tag`);
  await page.getByRole('heading', { name: tag, exact: true }).scrollIntoViewIfNeeded();
  const call = page.getByRole('region', { name: operation.summary, exact: true });
  const heading = call.getByRole('heading', { name: operation.summary, exact: true });
  await heading.waitFor();
  // The method is set in capitals by CSS: innerText is what a reader sees.
  expect(await call.innerText()).toMatch(new RegExp(`\\b${method.toUpperCase()}\\s*${path}\\b`));
  return heading;
}

describe('API reference', () => {
  it.each(['desktop', 'phone'] as const)(
    'when a developer opens /api-reference (%s), then the API document is drawn with its calls, and nothing is loaded from another origin',
    async (viewport) => {
      const page = await shop.open(viewport);
      const elsewhere = requestsElsewhere(page);
      const openApi = await servedDocument(page);
      await page.goto('/api-reference');

      await page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
      await page.getByRole('heading', { name: openApi.info.title, exact: true }).waitFor();
      expect(await page.getByRole('link', { name: '/api/openapi.json' }).count()).toBe(1);
      await screenshot(page, `api-reference-${viewport}`, { firstScreen: true });

      await showCall(page, openApi, 'get', '/parts');
      const order = await showCall(page, openApi, 'post', '/order');
      await order.scrollIntoViewIfNeeded();
      await screenshot(page, `api-reference-order-${viewport}`, { firstScreen: true });

      expect(elsewhere).toEqual([]);
    },
    // Axe reads the whole drawn reference (thousands of nodes) at each of the two screenshots:
    // beside the API suite on two cores, that alone has taken most of the default minute.
    120_000,
  );

  it('when a visitor follows API reference in the footer and then leaves, then the shop looks as before: the renderer takes its styles with it', async () => {
    const page = await shop.open();
    const openApi = await servedDocument(page);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const bodyBackground = () =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const homeBackground = await bodyBackground();

    await footer.getByRole('link', { name: 'API reference' }).click();
    await page.getByRole('heading', { name: openApi.info.title, exact: true }).waitFor();
    await footer.getByRole('link', { name: 'View All' }).click();
    await page.getByRole('heading', { level: 1, name: 'All parts' }).waitFor();

    expect(await bodyBackground()).toBe(homeBackground);
    // Scalar's stylesheet opens its cascade layers with `scalar-theme`.
    const scalarSheets = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll('style')).filter((style) =>
          style.textContent?.includes('@layer scalar-theme'),
        ).length,
    );
    expect(scalarSheets).toBe(0);
  });
});
