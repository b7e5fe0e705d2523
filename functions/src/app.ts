import express from 'express';
import { apiRouter } from './api-router.ts';
import type { AppDeps } from './deps.ts';
import { errorHandler, unknownRoute } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';

/**
 * The whole API as one Express app. Built from its dependencies so that tests and
 * benchmarks can run it in-process as well as inside the Functions emulator.
 */
export function createApp(deps: AppDeps) {
  const app = express();
  app.disable('x-powered-by');
  // Only the hops that really are in front of the app: `true` trusted every address a client
  // wrote into X-Forwarded-For, so a per-address limit could be dodged with one header. Read
  // per request: a Functions param has its value only while a request runs.
  app.set('trust proxy', (_address: string, hop: number) => hop < deps.trustProxyHops());
  app.use(jsonBody());

  const api = apiRouter(deps);
  // Through the Hosting rewrite the app sees `/api/parts`; at the function's own URL, `/parts`.
  app.use('/api', api);
  app.use(api);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
