/** The `Cache-Control` of the API's answers, by name (the table of calls names one per call). */
export const cacheControls = {
  /**
   * Public lists (catalogue, reviews) may be cached by the CDN for a minute; browsers always
   * revalidate, so a shopper never sees a stock figure or review list older than that.
   */
  publicList: 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
  /** Per-user answers are never stored by a browser or a CDN. */
  privateNoStore: 'private, no-store',
  /**
   * The API's OpenAPI document changes only with a deploy: a browser or the CDN may keep it
   * for 5 minutes, so a client generator sees a new deploy's document soon after.
   */
  publicDocument: 'public, max-age=300',
  /** An answer about this moment (`GET /health`), kept by nobody. */
  noStore: 'no-store',
} as const;

export type CacheControl = keyof typeof cacheControls;
