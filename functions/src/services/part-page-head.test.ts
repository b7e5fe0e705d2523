import { describe, expect, it } from 'vitest';
import {
  absoluteImageUrl,
  partHeadTags,
  unavailablePage,
  type PagePart,
} from './part-page-head.ts';

const origin = 'https://shop.example';
const pads: PagePart = {
  name: 'Sintered Brake Pads',
  sku: 'SBP-0451',
  description: 'Sintered pads for the front caliper.\nWet or dry.',
  image: '/images/parts/sintered-brake-pads.svg',
};
/** What an admin may type: every character HTML gives a meaning. */
const tricky: PagePart = {
  name: `"Pads" <b>&</b> 'Co'`,
  sku: 'AB-1234',
  description: `Fits "all" <script>alert(1)</script> & more`,
  image: 'https://cdn.example/pads.png?a=1&b="2"',
};

describe('partHeadTags', () => {
  it('when a part is shown, then its head has the title, description, canonical link, Open Graph product and Twitter card', () => {
    const tags = partHeadTags(origin, 'sintered-brake-pads', pads);

    const url = 'https://shop.example/parts/sintered-brake-pads';
    expect(tags.split('\n').map((line) => line.trim())).toEqual([
      '<title>Sintered Brake Pads · SBP-0451 — moto-parts</title>',
      '<meta name="description" content="Sintered pads for the front caliper. Wet or dry." />',
      `<link rel="canonical" href="${url}" />`,
      '<meta property="og:type" content="product" />',
      '<meta property="og:site_name" content="moto-parts" />',
      '<meta property="og:title" content="Sintered Brake Pads · SBP-0451" />',
      '<meta property="og:description" content="Sintered pads for the front caliper. Wet or dry." />',
      `<meta property="og:url" content="${url}" />`,
      '<meta property="og:image" content="https://shop.example/images/parts/sintered-brake-pads.svg" />',
      '<meta property="og:image:alt" content="Sintered Brake Pads" />',
      '<meta name="twitter:card" content="summary_large_image" />',
    ]);
  });

  it('when a name, description or image holds " < > & \', then each is escaped wherever it appears', () => {
    const tags = partHeadTags(origin, 'tricky', tricky);

    expect(tags).toContain(
      '<title>&quot;Pads&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;Co&#39; · AB-1234 — moto-parts</title>',
    );
    expect(tags).toContain(
      '<meta name="description" content="Fits &quot;all&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; more" />',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://cdn.example/pads.png?a=1&amp;b=%222%22" />',
    );
    expect(tags).not.toMatch(/<script|<b>|"Pads"|'Co'/);
  });

  it('when an id has characters a path escapes, then the URLs carry it escaped', () => {
    expect(partHeadTags(origin, 'a b', pads)).toContain(
      '<link rel="canonical" href="https://shop.example/parts/a%20b" />',
    );
  });

  it('when an image is not an http(s) URL, then there is no og:image', () => {
    const tags = partHeadTags(origin, 'pads', { ...pads, image: 'javascript:alert(1)' });

    expect(tags).not.toContain('og:image');
  });
});

describe('absoluteImageUrl', () => {
  it.each([
    ['/images/a.svg', 'https://shop.example/images/a.svg'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['data:image/png;base64,AAAA', undefined],
  ])('when the image is %j, then the tag names %j', (image, expected) => {
    expect(absoluteImageUrl(origin, image)).toBe(expected);
  });
});

describe('unavailablePage', () => {
  it('when the shell cannot be had, then the page keeps the part’s tags and links to itself, with no script', () => {
    const page = unavailablePage('/parts/pads?"x"', '<title>Pads — moto-parts</title>');

    expect(page).toContain('<title>Pads — moto-parts</title>');
    expect(page).toContain('<a href="/parts/pads?&quot;x&quot;">Try again</a>');
    expect(page).not.toContain('<script');
  });
});
