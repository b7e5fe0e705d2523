// What a part's page says of the part in its <head>, for search engines and link previews
// (docs/decisions/0038-links-that-last.md). The SPA sets the same title and description when
// it shows the part (packages/contracts/src/part-pages.ts).
import {
  partPageDescription,
  partPageHeading,
  partPageTitle,
  siteName,
} from '@moto-parts/contracts';
import escapeHtml from 'escape-html';

/** The fields of a part its page's head tells. */
export interface PagePart {
  name: string;
  /** Empty on a part stored before part numbers. */
  sku: string;
  description: string;
  image: string;
}

/** The page of part `id` at the shop `origin`, as its canonical URL. */
export const partPageUrl = (origin: string, id: string) =>
  `${origin}/parts/${encodeURIComponent(id)}`;

/** `image` as an absolute http(s) URL (the seed's are site-relative), or none. */
export function absoluteImageUrl(origin: string, image: string): string | undefined {
  try {
    const url = new URL(image, `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The head tags of part `id`'s page: its title, description, canonical link, Open Graph
 * (a product) and the Twitter card. Every text and URL is HTML-escaped: a name, a
 * description or an image URL is text an admin typed.
 */
export function partHeadTags(origin: string, id: string, part: PagePart): string {
  const url = partPageUrl(origin, id);
  const description = partPageDescription(part);
  const image = absoluteImageUrl(origin, part.image);
  return [
    `<title>${escapeHtml(partPageTitle(part))}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', partPageHeading(part)),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    ...(image
      ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', part.name)]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}

/**
 * The page sent when the app's shell cannot be had: `tags` (a part's, or none) and a line
 * that says to try again, with a link to the same page. No script: nothing to boot.
 */
export function unavailablePage(path: string, tags = `<title>${siteName}</title>`): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    ${tags}
  </head>
  <body>
    <h1>The shop could not be loaded just now</h1>
    <p><a href="${escapeHtml(path)}">Try again</a> in a minute.</p>
  </body>
</html>
`;
}
