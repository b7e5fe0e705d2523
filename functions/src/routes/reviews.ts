import { Router } from 'express';
import { createReviewInputSchema, listReviewsQuerySchema } from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { publicListCache } from '../lib/cache-control.ts';
import { callerOf, requireCaller } from '../middleware/authenticate.ts';
import type { AccountRateLimits } from '../middleware/rate-limit.ts';
import { parseBody, parseQuery } from '../middleware/validate.ts';
import { createReview, listReviews } from '../services/reviews.ts';

export function reviewsRouter(deps: AppDeps, limits: AccountRateLimits) {
  const router = Router();

  router.get('/reviews', limits.publicRead, async (req, res) => {
    const { limit } = await parseQuery(req, listReviewsQuerySchema);
    res.set('Cache-Control', publicListCache).json(await listReviews(deps.db, limit));
  });

  router.post('/reviews', requireCaller(deps), limits.postReview, async (req, res) => {
    const input = await parseBody(req, createReviewInputSchema);
    res.status(201).json(await createReview(deps.db, callerOf(req), input));
  });

  return router;
}
