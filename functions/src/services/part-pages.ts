// The short links `/p/{sku}` and the part pages `/parts/{id}` that the `pages` function serves
// (docs/decisions/0038-links-that-last.md).
import {
  normalizePartNumber,
  partNumberMaxLength,
  partNumberMinCharacters,
  searchMaxLength,
} from '@moto-parts/contracts';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { isDocumentId } from '../lib/document-id.ts';
import { withHeadTags } from '../lib/html-head.ts';
import { partSkuRef } from '../store/part-skus.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { partHeadTags, unavailablePage, type PagePart } from './part-page-head.ts';

/** Each answer's `Cache-Control`, and why. */
export const pageCacheControls = {
  /**
   * A sku's part. Without a lifetime a browser keeps a 301 for good, but a number can move (an
   * admin corrects it; a removed part's number goes to a new one): an hour bounds that, and
   * the CDN answers the repeated scans of one printed link meanwhile.
   */
  partRedirect: 'public, max-age=3600',
  /** A number no part has (yet): the CDN keeps it a minute, browsers ask every time. */
  searchRedirect: 'public, max-age=0, s-maxage=60',
  /**
   * A page (and a 404): its HTML names the shell's hashed scripts, so it lives no longer than
   * the shell. Hosting empties its CDN at each release, and browsers always ask again (as for
   * app.html); the CDN shares a page for a minute, as it does a catalogue page.
   */
  page: 'public, max-age=0, s-maxage=60',
  /** Something failed on the way: nobody keeps the answer. */
  failed: 'no-store',
} as const;

/** An answer of the `pages` function. */
export interface PageAnswer {
  status: number;
  cacheControl: string;
  /** Where a redirect leads (a path on the shop). */
  location?: string;
  html?: string;
  /** What went wrong, to log, when the answer stands in for a failure. */
  failure?: unknown;
}

/**
 * The sku written after `/p/`, from the path as sent (`%2F` is a slash of the number): decoded
 * when it can be, else as it came; the slashes around it dropped.
 */
export function writtenSku(encoded: string): string {
  let text = encoded;
  try {
    text = decodeURIComponent(encoded);
  } catch {
    // Not valid percent-encoding: searched as sent.
  }
  return text.replace(/^\/+|\/+$/g, '');
}

/**
 * The catalogue's search for `text`: a number no part has may still be one a part replaces
 * or the start of one, and a sticker for a removed part still leads to its kind.
 */
export function searchRedirect(
  text: string,
  cacheControl: string = pageCacheControls.searchRedirect,
): PageAnswer {
  // One line of printable text, as long as a search may be.
  const q = text
    .replace(/[\p{Cc}\s]+/gu, ' ')
    .trim()
    .slice(0, searchMaxLength)
    .trim();
  const location = q ? `/parts?${new URLSearchParams({ q }).toString()}` : '/parts';
  return { status: 302, cacheControl, location };
}

/**
 * `/p/{sku}`: 301 to the page of the part whose sku it is, in any spelling (dashes, dots,
 * spaces, case: `partSkus` is keyed by the normalised number), in one read; else 302 to the
 * search for it. A text that cannot be a sku is not looked up.
 */
export async function followShortLink(db: Firestore, encoded: string): Promise<PageAnswer> {
  const sku = writtenSku(encoded);
  const number = normalizePartNumber(sku);
  if (number.length < partNumberMinCharacters || number.length > partNumberMaxLength) {
    return searchRedirect(sku);
  }
  const holder = (await partSkuRef(db, sku).get()).data();
  if (!holder) return searchRedirect(sku);
  return {
    status: 301,
    cacheControl: pageCacheControls.partRedirect,
    location: `/parts/${encodeURIComponent(holder.partId)}`,
  };
}

/** The fields a page reads: not the catalogue keys, which may be most of a part's document. */
const pagePartFields = [
  'name',
  'sku',
  'description',
  'image',
] as const satisfies readonly (keyof PartDoc)[];

/** Part `id`'s fields for its page, or undefined when there is no such part. */
async function pagePart(db: Firestore, id: string): Promise<PagePart | undefined> {
  if (!isDocumentId(id)) return undefined;
  const [snapshot] = await db.getAll(partsCollection(db).doc(id), {
    fieldMask: [...pagePartFields],
  });
  const part = (snapshot as DocumentSnapshot<Partial<PartDoc>> | undefined)?.data();
  if (!part) return undefined;
  return {
    name: part.name ?? '',
    sku: part.sku ?? '',
    description: part.description ?? '',
    image: part.image ?? '',
  };
}

/** What serving a page needs: the shop's origin, and a way to fetch its HTML documents. */
export interface PageSources {
  origin: string;
  fetchHtml: (url: string) => Promise<string>;
}

/** The SPA's shell, as Hosting serves it (`app.html`, at `/app` with cleanUrls). */
const shellOf = ({ origin, fetchHtml }: PageSources) => fetchHtml(`${origin}/app`);

/**
 * `/parts/{id}`: the SPA's shell, fetched from the shop's Hosting, with the part's title,
 * description, canonical link and Open Graph tags in its head; the SPA boots on it as on any
 * page. No such part: the shell as it is, 404. The part and the shell are read together.
 * - No shell: 503 with a small page of the part's tags and a link to try again.
 * - The part cannot be read: the shell as it is (the SPA loads the part itself), 503.
 */
export async function partPage(
  db: Firestore,
  sources: PageSources,
  id: string,
): Promise<PageAnswer> {
  const [shell, part] = await Promise.allSettled([shellOf(sources), pagePart(db, id)]);
  const tags =
    part.status === 'fulfilled' && part.value
      ? partHeadTags(sources.origin, id, part.value)
      : undefined;
  if (shell.status === 'rejected') {
    return unavailable(`/parts/${encodeURIComponent(id)}`, shell.reason, tags);
  }
  if (part.status === 'rejected') {
    return {
      status: 503,
      cacheControl: pageCacheControls.failed,
      html: shell.value,
      failure: part.reason,
    };
  }
  if (!tags) return { status: 404, cacheControl: pageCacheControls.page, html: shell.value };
  try {
    return {
      status: 200,
      cacheControl: pageCacheControls.page,
      html: withHeadTags(shell.value, tags),
    };
  } catch (error) {
    return unavailable(`/parts/${encodeURIComponent(id)}`, error, tags);
  }
}

/** Any other path the function is sent: the shell, 404, as Hosting would answer it. */
export async function missingPage(sources: PageSources, path: string): Promise<PageAnswer> {
  try {
    return { status: 404, cacheControl: pageCacheControls.page, html: await shellOf(sources) };
  } catch (error) {
    return unavailable(path, error);
  }
}

function unavailable(path: string, failure: unknown, tags?: string): PageAnswer {
  return {
    status: 503,
    cacheControl: pageCacheControls.failed,
    html: unavailablePage(path, tags),
    failure,
  };
}
