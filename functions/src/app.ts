import express from 'express';
import type { AppDeps } from './deps.ts';
import { errorHandler, unknownRoute } from './middleware/error-handler.ts';
import { jsonBody } from './middleware/json-body.ts';
import { healthRouter } from './routes/health.ts';
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
  app.set('trust proxy', true);
  app.use(jsonBody());

  const api = express.Router();
  api.use(healthRouter());
  api.use(usersRouter(deps));
  api.use(partsRouter(deps));
  api.use(reviewsRouter(deps));
  api.use(ordersRouter(deps));
  api.use(paymentsRouter(deps));

  // Through the Hosting rewrite the app sees `/api/parts`; at the function's own URL, `/parts`.
  app.use('/api', api);
  app.use(api);
  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
