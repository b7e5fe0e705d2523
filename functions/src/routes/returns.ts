import type { AppDeps } from '../deps.ts';
import { callerOf } from '../middleware/authenticate.ts';
import { getReturnSettings, replaceReturnSettings } from '../services/return-window.ts';
import { decideReturn, requestReturn } from '../services/returns.ts';
import type { CallHandlers } from './call-handler.ts';

// Loaded on an admin's first call: no buyer's cold start pays for receiving and refunding
// returns, or for their reports.
const returnsAdmin = () => import('../services/returns-admin.ts');
const returnRefunds = () => import('../services/return-refunds.ts');

export const returnsHandlers = (deps: AppDeps) =>
  ({
    requestReturn: ({ req, body }) => requestReturn(deps.db, callerOf(req), req.params.id, body),

    decideReturn: ({ req, body }) =>
      decideReturn(deps.db, callerOf(req), req.params.id, req.params.returnId, body),

    receiveReturn: async ({ req, body }) => {
      const { receiveReturn } = await returnRefunds();
      return receiveReturn(
        deps.db,
        deps.stripe,
        callerOf(req),
        req.params.id,
        req.params.returnId,
        body,
      );
    },

    listReturns: async ({ query }) => {
      const { listReturns } = await returnsAdmin();
      const { orders, total } = await listReturns(deps.db, query);
      return { items: orders, total };
    },

    listWrongFitReturns: async ({ query }) => {
      const { wrongFitReturns } = await returnsAdmin();
      return wrongFitReturns(deps.db, query);
    },

    getReturnSettings: () => getReturnSettings(deps.db),
    replaceReturnSettings: ({ body }) => replaceReturnSettings(deps.db, body),
  }) satisfies Partial<CallHandlers>;
