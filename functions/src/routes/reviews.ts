import type { AppDeps } from '../deps.ts';
import { callerOf } from '../middleware/authenticate.ts';
import { createReview, listReviews } from '../services/reviews.ts';
import type { CallHandlers } from './call-handler.ts';

export const reviewsHandlers = (deps: AppDeps) =>
  ({
    listReviews: ({ query }) => listReviews(deps.db, query.limit),
    createReview: ({ req, body }) => createReview(deps.db, callerOf(req), body),
  }) satisfies Partial<CallHandlers>;
