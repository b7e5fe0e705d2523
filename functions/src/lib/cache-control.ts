/**
 * Public lists (catalogue, reviews) may be cached by the CDN for a minute; browsers always
 * revalidate, so a shopper never sees a stock figure or review list older than that.
 */
export const publicListCache = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

/** Per-user answers are never stored by a browser or a CDN. */
export const privateNoStore = 'private, no-store';

/**
 * The API's OpenAPI document changes only with a deploy: a browser or the CDN may keep it for
 * 5 minutes, so a client generator sees a new deploy's document soon after.
 */
export const publicDocumentCache = 'public, max-age=300';
