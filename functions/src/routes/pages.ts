// The `pages` function's routes (docs/decisions/0038-links-that-last.md): Hosting rewrites
// `/p/**` and `/parts/*` to it. Handlers only: what each answers is services/part-pages.ts's.
import type { Firestore } from 'firebase-admin/firestore';
import { Router, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import {
  followShortLink,
  missingPage,
  pageCacheControls,
  partPage,
  searchRedirect,
  writtenSku,
  type PageAnswer,
  type PageSources,
} from '../services/part-pages.ts';

/** What the pages need from the outside world; tests pass their own. */
export interface PagesDeps {
  db: Firestore;
  /** The shop's origin (`SHOP_URL`), read per request like any param. */
  shopUrl: () => string;
  /** Fetches an HTML document (the app's shell) over HTTP. */
  fetchHtml: (url: string) => Promise<string>;
}

function send(res: Response, answer: PageAnswer) {
  if (answer.failure !== undefined) logger.error('A page stood in for a failure', answer.failure);
  res.status(answer.status).set('Cache-Control', answer.cacheControl);
  if (answer.status === 503) res.set('Retry-After', '30');
  if (answer.location !== undefined) {
    // Relative: right whatever host the request came through (Hosting, a custom domain).
    res.location(answer.location).end();
    return;
  }
  res.type('html').send(answer.html ?? '');
}

/**
 * The path after `prefix` as it was sent, still percent-encoded: Express would decode a
 * route parameter itself and answer 400 to a malformed one, where these pages redirect.
 */
const restOf = (req: Request) => req.path.replace(/^\/+/, '');

export function pagesRouter(deps: PagesDeps) {
  const router = Router();
  const sources = (): PageSources => ({ origin: deps.shopUrl(), fetchHtml: deps.fetchHtml });

  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      next();
      return;
    }
    res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', pageCacheControls.failed).end();
  });

  // A short link, printed on a sticker or in a catalogue: never a 5xx, whatever it says.
  router.use('/p', async (req, res) => {
    const encoded = restOf(req);
    try {
      send(res, await followShortLink(deps.db, encoded));
    } catch (error) {
      send(res, {
        ...searchRedirect(writtenSku(encoded), pageCacheControls.failed),
        failure: error,
      });
    }
  });

  router.use('/parts', async (req, res) => {
    const id = restOf(req).replace(/\/$/, '');
    send(res, await partPage(deps.db, sources(), id));
  });

  router.use(async (req, res) => {
    send(res, await missingPage(sources(), req.path));
  });
  return router;
}
