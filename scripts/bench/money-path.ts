// The money path on Lighthouse (docs/decisions/0049-money-path-budgets.md): the demo rider's
// cart, checkout and Payment, signed in, each beside a static copy of itself as it showed (its
// HTML and styles, without any script), the limit it is held to as Home is held to its
// prerendered HTML. The rider signs in through the shop's own form, against the Auth emulator,
// in the Chromium that Lighthouse then runs in: Lighthouse clears the HTTP cache before each
// run, so every run is a first load, but not the session in local storage.
import { FieldValue } from 'firebase-admin/firestore';
import type { Order, SavedAddress, ShippingAddress } from '@moto-parts/contracts';
import { chromium, type Locator, type Page } from 'playwright-core';
import { moneyPathRoutes } from '../lib/bundle-sizes.ts';
import { emulatorAdmin } from '../lib/emulator-admin.ts';
import {
  lighthouseMediansIn,
  withChromium,
  type LighthouseMedian,
} from '../lib/lighthouse-runs.ts';
import { apiUrl, demoAccounts, demoPassword, host, shopUrl } from '../lib/local-contract.ts';
import { removeStaticCopy, writeStaticCopy } from './static-copies.ts';

type Route = keyof typeof moneyPathRoutes;

/** The demo customer (local-contract.ts lists the admin first). */
const rider = demoAccounts[1];
/** A returning rider's cart: three parts of the seed, each at its minimum order. */
const cartLines = [
  { partId: 'sintered-brake-pads', quantity: 10 },
  { partId: 'iridium-spark-plug', quantity: 20 },
  { partId: 'drilled-brake-disc', quantity: 4 },
];
const address: ShippingAddress = {
  name: 'Demo Rider',
  line1: '500 Market St',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  country: 'US',
};
const phone = '5550100';
/** The rider's saved address: checkout starts from it, as it does for a returning rider. */
const home: SavedAddress = { ...address, label: 'Home', default: true, phone };

const staticCopyName = (route: Route) => `bench-static-${route.toLowerCase()}`;

/** What each page shows once all it loads has come: then it is copied. */
const settled: Record<Route, (page: Page) => Locator> = {
  Cart: (page) => page.getByRole('link', { name: 'Check out', exact: true }),
  // The shipping methods' prices, the last of the checkout's calls to answer.
  Checkout: (page) => page.getByText(/^Shipping to /),
  // Pay turns on once Stripe.js, the card field and the payment intent are in.
  Payment: (page) => page.getByRole('button', { name: 'Pay', exact: true, disabled: false }),
};

/** The page's HTML as it shows now, with what the HTML does not carry written into it. */
const renderedHtml = (page: Page) =>
  page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    // Emotion inserts its rules through the CSSOM in a production build: its <style>
    // elements are empty in the HTML.
    const styles = document.querySelectorAll('style');
    copy.querySelectorAll('style').forEach((style, index) => {
      const rules = styles[index]?.sheet?.cssRules;
      if (rules) style.textContent = Array.from(rules, (rule) => rule.cssText).join('\n');
    });
    // What React set on the fields (the saved address, the quantities) is a property.
    const fields = document.querySelectorAll('input');
    copy.querySelectorAll('input').forEach((input, index) => {
      const field = fields[index];
      if (!field) return;
      input.setAttribute('value', field.value);
      input.toggleAttribute('checked', field.checked);
    });
    return `<!doctype html>${copy.outerHTML}`;
  });

/** Calls the shop's API as the signed-in rider, with the access token the shop stored. */
async function callAsRider(page: Page, method: string, path: string, body: object) {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  if (!token) throw new Error('The shop holds no access token: the sign-in has not finished');
  const answer = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`);
  return answer.json() as Promise<unknown>;
}

/**
 * In the Chromium at `port`: signs the rider in (the guard of checkout sends them to the
 * sign-in form, then back), gives them a saved address and an unpaid order of the cart's
 * parts, and copies each page of the money path once it has settled. Answers each route's
 * path and its static copy's.
 */
async function signInAndCopy(port: number) {
  const browser = await chromium.connectOverCDP(`http://${host}:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The Chromium has no default context');
    const page = await context.newPage();
    // Lighthouse's phone: the copies are laid out as the pages will be.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${shopUrl}${moneyPathRoutes.Checkout.path}`);
    await page.waitForURL('**/signin');
    await page.getByLabel('Email').fill(rider.email);
    await page.getByLabel('Password').fill(demoPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`**${moneyPathRoutes.Checkout.path}`);

    await callAsRider(page, 'PUT', '/address-book', { addresses: [home] });
    const { _id: orderId } = (await callAsRider(page, 'POST', '/order', {
      lines: cartLines,
      shippingAddress: address,
      shippingMethod: 'us-ground',
      phone,
    })) as Order;

    const paths = {} as Record<Route, { page: string; staticCopy: string }>;
    for (const route of Object.keys(moneyPathRoutes) as Route[]) {
      const path = moneyPathRoutes[route].path.replace(':id', encodeURIComponent(orderId));
      await page.goto(`${shopUrl}${path}`);
      await settled[route](page).waitFor();
      const staticCopy = writeStaticCopy(staticCopyName(route), await renderedHtml(page));
      paths[route] = { page: path, staticCopy };
    }
    await page.close();
    return paths;
  } finally {
    // Connected over CDP, Playwright only disconnects: the Chromium is chrome-launcher's.
    await browser.close();
  }
}

export interface MoneyPathFigures {
  route: Route;
  page: LighthouseMedian;
  staticCopy: LighthouseMedian;
  /** The page's LCP over its static copy's: 1 is the page as fast as its plain HTML. */
  lcpOverStatic: number;
}

/** Lighthouse's medians of the money path's pages and of their static copies, signed in. */
export async function measureMoneyPath(runs: number): Promise<MoneyPathFigures[]> {
  const { db } = emulatorAdmin();
  await db
    .collection('carts')
    .doc(rider.uid)
    .set({ lines: cartLines, updatedAt: FieldValue.serverTimestamp() });
  const routes = Object.keys(moneyPathRoutes) as Route[];
  try {
    return await withChromium(async (port) => {
      const paths = await signInAndCopy(port);
      const urls = routes.flatMap((route) =>
        [paths[route].page, paths[route].staticCopy].map((path) => `${shopUrl}${path}`),
      );
      const medians = await lighthouseMediansIn(port, urls, runs);
      return routes.map((route, index) => {
        const [page, staticCopy] = medians.slice(2 * index, 2 * index + 2) as [
          LighthouseMedian,
          LighthouseMedian,
        ];
        return {
          route,
          page,
          staticCopy,
          lcpOverStatic: Number((page.lcpMs / staticCopy.lcpMs).toFixed(2)),
        };
      });
    });
  } finally {
    for (const route of routes) removeStaticCopy(staticCopyName(route));
  }
}
