import type { AppDeps } from '../deps.ts';
import { callerOf } from '../middleware/authenticate.ts';
import type { CallHandlers } from './call-handler.ts';

// Loaded on the first recall's call: rare, and no shopper's cold start pays for it.
const recalls = () => import('../services/recalls.ts');

export const recallsHandlers = (deps: AppDeps) =>
  ({
    createRecall: async ({ req, body }) => {
      const { createRecall } = await recalls();
      return createRecall(deps.db, callerOf(req), body);
    },

    listRecalls: async () => {
      const { listRecalls } = await recalls();
      return listRecalls(deps.db);
    },

    answerRecall: async ({ req }) => {
      const { answerRecall } = await recalls();
      return answerRecall(deps.db, callerOf(req), req.params.id, req.params.recallId);
    },
  }) satisfies Partial<CallHandlers>;
