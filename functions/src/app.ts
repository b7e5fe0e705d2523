import express from 'express';
import type { AppDeps } from './deps.ts';
import { errorHandler, unknownRoute } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';
import { accountRateLimits } from './middleware/rate-limit.ts';
import { healthRouter } from './routes/health.ts';
import { openapiRouter } from './routes/openapi.ts';
import { ordersRouter } from './routes/orders.ts';
import { partsRouter } from './routes/parts.ts';
import { paymentsRouter } from './routes/payments.ts';
import { reviewsRouter } from './routes/reviews.ts';
import { usersRouter } from './routes/users.ts';

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

  // One set of limiters per app: each counts in Firestore, shared with every other instance.
  const limits = accountRateLimits(deps.db);
  const api = express.Router();
  api.use(healthRouter());
  api.use(openapiRouter());
  api.use(usersRouter(deps, limits));
  api.use(partsRouter(deps, limits));
  api.use(reviewsRouter(deps, limits));
  api.use(ordersRouter(deps, limits));
  api.use(paymentsRouter(deps, limits));

  // Through the Hosting rewrite the app sees `/api/parts`; at the function's own URL, `/parts`.
  app.use('/api', api);
  app.use(api);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
