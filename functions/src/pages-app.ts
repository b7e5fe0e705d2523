import express, { type ErrorRequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { pagesRouter, type PagesDeps } from './routes/pages.ts';

/**
 * The `pages` function's Express app: the short links `/p/{sku}` and the part pages
 * `/parts/{id}` with their head tags (docs/decisions/0038-links-that-last.md). Its own app,
 * beside the API's: the API answers JSON at `/parts/{id}` at its function's root.
 */
export function createPagesApp(deps: PagesDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.use(pagesRouter(deps));
  app.use(lastResort);
  return app;
}

/** The routes answer every failure they expect; anything else is a plain 503, kept by nobody. */
const lastResort: ErrorRequestHandler = (error, _req, res, _next) => {
  logger.error('Unhandled error in the pages', error);
  res
    .status(503)
    .set('Cache-Control', 'no-store')
    .set('Retry-After', '30')
    .type('text')
    .send('The shop could not answer just now; try again in a minute.');
};
