import type { AppDeps } from '../deps.ts';
import { cacheControls } from '../lib/cache-control.ts';
import { callerOf, isAdminRequest } from '../middleware/authenticate.ts';
import { getFitmentOptions } from '../services/fitment-summary.ts';
import { getPart, listParts } from '../services/parts.ts';
import type { CallHandlers } from './call-handler.ts';

// Admin-only code, loaded on an admin's first call: no shopper's cold start pays for it.
const partsAdmin = () => import('../services/parts-admin.ts');
const stockHistoryOf = () => import('../services/stock-history.ts');
const stockAdmin = () => import('../services/stock-admin.ts');

export const partsHandlers = (deps: AppDeps) =>
  ({
    listParts: async ({ req, res, query }) => {
      const { parts, total } = await listParts(deps.db, query);
      // Only an admin (Manage Product) must see their own changes at once. Every other caller,
      // whatever its Authorization header (none, a customer's token, garbage), gets the answer
      // the CDN shares: a header cannot make a request skip the cache (docs/decisions/0020-security-review.md).
      const admin = await isAdminRequest(req, deps);
      res
        .set('Cache-Control', cacheControls[admin ? 'privateNoStore' : 'publicList'])
        .set('Vary', 'Authorization');
      return { items: parts, total };
    },

    // The bikes the catalogue's parts fit, for the shop-by-bike pickers: one read, shared by the CDN.
    getFitmentOptions: () => getFitmentOptions(deps.db),

    // Public, as the part's page is (docs/decisions/0044-one-way-to-buy.md): cached as the
    // catalogue is, for the same reasons; an admin checking a change sees it at once.
    getPart: async ({ req, res }) => {
      const part = await getPart(deps.db, req.params.id);
      const admin = await isAdminRequest(req, deps);
      res
        .set('Cache-Control', cacheControls[admin ? 'privateNoStore' : 'publicList'])
        .set('Vary', 'Authorization');
      return part;
    },

    createPart: async ({ req, body }) => {
      const { createPart } = await partsAdmin();
      return createPart(deps.db, callerOf(req), body);
    },

    // The stock counted on the shelf and/or a new price (docs/decisions/0012-orders-and-stock.md).
    updatePart: async ({ req, body }) => {
      const { updatePart } = await partsAdmin();
      return updatePart(deps.db, callerOf(req), req.params.id, body);
    },

    // A part's stock against its history, so an admin can reconcile the books.
    getStockHistory: async ({ req, query }) => {
      const { stockHistory } = await stockHistoryOf();
      return stockHistory(deps.db, req.params.id, query);
    },

    // The parts at or below their reorder point (docs/decisions/0039-low-stock-and-stocktakes.md).
    listLowStockParts: async ({ query }) => {
      const { listLowStockParts } = await stockAdmin();
      return listLowStockParts(deps.db, query);
    },

    // A counted figure with its reason, applied only on the stock the admin counted against.
    stocktakePart: async ({ req, body }) => {
      const { stocktakePart } = await stockAdmin();
      return stocktakePart(deps.db, callerOf(req), req.params.id, body);
    },

    deletePart: async ({ req }) => {
      const { deletePart } = await partsAdmin();
      return deletePart(deps.db, callerOf(req), req.params.id);
    },
  }) satisfies Partial<CallHandlers>;
