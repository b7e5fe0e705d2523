import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Part } from '@moto-parts/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchHtml } from '../../functions/src/lib/fetch-html.ts';
import { createPagesApp } from '../../functions/src/pages-app.ts';
import { partPage } from '../../functions/src/services/part-pages.ts';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { shopUrl } from '../../scripts/lib/local-contract.ts';
import { seedParts } from '../../scripts/seed/catalogue.ts';
import { callApi, resetToSeed, signInToApi } from '../support/emulators.ts';
import { testLot } from '../support/lots.ts';

// The short links `/p/{sku}` and the part pages `/parts/{id}`, through the Hosting rewrites
// to the `pages` function, as a browser, a crawler or a link preview reads them
// (docs/decisions/0038-links-that-last.md).

/** Every character HTML gives a meaning, in what an admin types. */
const trickyName = `"Pads" <&> 'Co'`;
const trickyDescription = `Fits "all" <script>alert(1)</script> & more.\nSintered, front.`;
const newPart = {
  name: trickyName,
  sku: 'MP-7731-X',
  image: 'https://example.com/pads.png?size=large&fit="crop"',
  price: 19.99,
  availableQuantity: 40,
  lot: testLot,
  minOrder: 1,
  description: trickyDescription,
  category: 'brakes',
  fitsAllBikes: true,
  fitment: [],
};

let partId: string;
let admin: Awaited<ReturnType<typeof signInToApi>>;
/** The `pages` function's app, served in this process against the emulators. */
let pagesInProcess: string;
let closePages: () => Promise<unknown>;

// These read, but for one removal at the end of its own test: one seed for the file.
beforeAll(async () => {
  await resetToSeed();
  admin = await signInToApi('links@example.com', { admin: true });
  const created = await callApi('POST', '/parts', { token: admin.accessToken, body: newPart });
  expect(created.status).toBe(201);
  partId = (created.body as Part)._id;
  const server = createPagesApp({
    db: emulatorAdmin().db,
    shopUrl: () => shopUrl,
    fetchHtml,
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  pagesInProcess = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closePages = () => new Promise((resolve) => server.close(resolve));
});
afterAll(() => closePages());

/** A GET through Hosting that does not follow redirects: what a sticker's scan gets first. */
const get = (path: string) => fetch(`${shopUrl}${path}`, { redirect: 'manual' });

/** The SPA's shell as built (web/dist/app.html), which Hosting serves at /app. */
const shell = readFileSync(new URL('../../web/dist/app.html', import.meta.url), 'utf8');
const shellScript = /<script type="module"[^>]*src="\/assets\/[^"]+\.js"><\/script>/.exec(
  shell,
)?.[0];

describe('/p/{sku}', () => {
  it.each(['MP-7731-X', 'mp-7731-x', 'MP7731X', 'mp.7731.x', 'Mp%207731%20X', 'mp-7731-x/'])(
    'when %s is followed, then 301 to the part’s page, kept an hour',
    async (written) => {
      const response = await get(`/p/${written}`);

      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/parts/${partId}`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    },
  );

  it('when a seeded part’s number is followed in another spelling, then 301 to its page', async () => {
    const [first] = seedParts;
    if (!first) throw new Error('The seed has parts');
    const spelling = first.sku.replaceAll('-', '').toLowerCase();

    const response = await get(`/p/${spelling}`);

    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/parts/${first.id}`);
  });

  it('when a number no part has is followed, then 302 to the catalogue’s search for it', async () => {
    const response = await get('/p/zz-9999-q');

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/parts?q=zz-9999-q');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it.each([
    ['too short', '/p/ab', '/parts?q=ab'],
    ['nothing', '/p/', '/parts'],
    [
      'markup',
      '/p/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/parts?q=%3Cscript%3Ealert%281%29%3C%2Fscript%3E',
    ],
    ['an escaped slash', '/p/MP%2F7731', '/parts?q=MP%2F7731'],
    ['several segments', '/p/MP/7731/X/extra', '/parts?q=MP%2F7731%2FX%2Fextra'],
    ['500 characters', `/p/${'A1'.repeat(250)}`, `/parts?q=${'A1'.repeat(20)}`],
  ])('when the link holds %s, then 302 to the search, never a 5xx', async (_, path, location) => {
    const response = await get(path);

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  // The Hosting emulator answers these itself before any rewrite, for every path, /api
  // included: 500 for an escape that does not decode (superstatic's decodeURI throws), 404
  // for a `..`; and the Functions emulator answers 400 at the function's own URL. So the
  // `pages` app is served here, in this process, as its function serves it.
  it.each([
    ['/p/%E0%A4%A', 302, '/parts?q=%25E0%25A4%25A'],
    ['/p/..%2F..%2Fapi%2Fhealth', 302, '/parts?q=..%2F..%2Fapi%2Fhealth'],
    ['/p/%00%00MP-7731-X', 301, 'the part'],
    ['/parts/%E0%A4%A', 404, null],
    ['/parts/..%2F..%2Fapi%2Fhealth', 404, null],
  ])(
    'when %s reaches the pages app, then it answers %i, never a 5xx',
    async (path, status, location) => {
      const response = await fetch(`${pagesInProcess}${path}`, { redirect: 'manual' });

      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBe(
        location === 'the part' ? `/parts/${partId}` : location,
      );
    },
  );
});

describe('/parts/{id}', () => {
  it('when a part’s page is fetched, then 200 HTML: the shell, with the part’s title, description, canonical link and Open Graph tags, escaped', async () => {
    const response = await get(`/parts/${partId}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    const url = `${shopUrl}/parts/${partId}`;
    const description =
      'Fits &quot;all&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more. Sintered, front.';
    const title = '&quot;Pads&quot; &lt;&amp;&gt; &#39;Co&#39; · MP-7731-X';
    for (const tag of [
      `<title>${title} — moto-parts</title>`,
      `<meta name="description" content="${description}" />`,
      `<link rel="canonical" href="${url}" />`,
      '<meta property="og:type" content="product" />',
      '<meta property="og:site_name" content="moto-parts" />',
      `<meta property="og:title" content="${title}" />`,
      `<meta property="og:description" content="${description}" />`,
      `<meta property="og:url" content="${url}" />`,
      '<meta property="og:image" content="https://example.com/pads.png?size=large&amp;fit=%22crop%22" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]) {
      expect(html).toContain(tag);
    }
    // Nothing the admin typed arrives as markup; the page has one title and one description.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain(trickyName);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The SPA boots on it as on any page.
    expect(shellScript).toBeDefined();
    expect(html).toContain(shellScript);
    expect(html).toContain('<div id="root"></div>');
  });

  it('when a seeded part’s page is fetched, then its image is an absolute URL on the shop', async () => {
    const [first] = seedParts;
    if (!first) throw new Error('The seed has parts');

    const html = await (await get(`/parts/${first.id}`)).text();

    expect(html).toContain(`<meta property="og:image" content="${shopUrl}${first.image}" />`);
  });

  it.each(['no-such-part', '__proto__', 'x'.repeat(300)])(
    'when the part %s does not exist, then 404 with the shell and no part tags',
    async (id) => {
      const response = await get(`/parts/${id}`);
      const html = await response.text();

      expect(response.status).toBe(404);
      expect(html).toContain(shellScript);
      expect(html).not.toContain('og:');
      expect(html).not.toContain('rel="canonical"');
    },
  );

  it('when the catalogue /parts itself is fetched, then Hosting serves its prerendered page, not the function', async () => {
    const response = await get('/parts');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).not.toContain('og:type');
  });

  it('when the JSON API asks for the part, then it still answers JSON at /api/parts/{id}', async () => {
    const { status, body } = await callApi('GET', `/parts/${partId}`, { token: admin.accessToken });

    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: partId, sku: 'MP-7731-X' });
  });
});

describe('when something fails on the way', () => {
  const { db } = emulatorAdmin();

  it('when the shell cannot be fetched, then 503 with the part’s tags and a link to try again, kept by nobody', async () => {
    const answer = await partPage(
      db,
      { origin: shopUrl, fetchHtml: () => Promise.reject(new Error('Hosting is down')) },
      partId,
    );

    expect(answer).toMatchObject({ status: 503, cacheControl: 'no-store' });
    expect(answer.html).toContain('<meta property="og:type" content="product" />');
    expect(answer.html).toContain(`<a href="/parts/${partId}">Try again</a>`);
  });

  it('when what came for the shell is not a document, then 503 rather than a broken page', async () => {
    const answer = await partPage(
      db,
      { origin: shopUrl, fetchHtml: () => Promise.resolve('Service Unavailable') },
      partId,
    );

    expect(answer).toMatchObject({ status: 503, cacheControl: 'no-store' });
    expect(answer.html).not.toContain('Service Unavailable');
  });
});

describe('a removed part', () => {
  it('when its sticker is scanned after the part was removed, then 302 to the search for its number', async () => {
    const removed = await callApi('DELETE', `/parts/${partId}`, { token: admin.accessToken });
    expect(removed.status).toBe(200);

    const link = await get('/p/mp-7731-x');
    const page = await get(`/parts/${partId}`);

    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe('/parts?q=mp-7731-x');
    expect(page.status).toBe(404);
  });
});
