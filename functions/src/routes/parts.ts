import { Router, type Request } from 'express';
import {
  createPartInputSchema,
  listPartsQuerySchema,
  totalCountHeader,
  updatePartInputSchema,
} from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { privateNoStore, publicListCache } from '../lib/cache-control.ts';
import {
  callerOf,
  isAdminRequest,
  requireAdmin,
  requireCaller,
} from '../middleware/authenticate.ts';
import type { AccountRateLimits } from '../middleware/rate-limit.ts';
import { parseBody, parseQuery } from '../middleware/validate.ts';
import { getFitmentOptions } from '../services/fitment-summary.ts';
import { getPart, listParts } from '../services/parts.ts';

// Admin-only code, loaded on an admin's first call: no shopper's cold start pays for it.
const partsAdmin = () => import('../services/parts-admin.ts');
const stockHistoryOf = () => import('../services/stock-history.ts');

type WithId = Request<{ id: string }>;

export function partsRouter(deps: AppDeps, limits: AccountRateLimits) {
  const router = Router();

  router.get('/parts', limits.publicRead, async (req, res) => {
    const { parts, total } = await listParts(deps.db, await parseQuery(req, listPartsQuerySchema));
    // Only an admin (Manage Product) must see their own changes at once. Every other caller,
    // whatever its Authorization header (none, a customer's token, garbage), gets the answer
    // the CDN shares: a header cannot make a request skip the cache (decision 0020).
    const cache = (await isAdminRequest(req, deps)) ? privateNoStore : publicListCache;
    res
      .set('Cache-Control', cache)
      .set('Vary', 'Authorization')
      .set(totalCountHeader, String(total))
      .json(parts);
  });

  // The bikes the catalogue's parts fit, for the shop-by-bike pickers: one read, shared by the CDN.
  router.get('/fitment', limits.publicRead, async (_req, res) => {
    res.set('Cache-Control', publicListCache).json(await getFitmentOptions(deps.db));
  });

  // Signed in (docs/product.md §6): the purchase page's data, always fresh.
  router.get('/parts/:id', requireCaller(deps), async (req: WithId, res) => {
    const part = await limits.signedInRead(req, res, () => getPart(deps.db, req.params.id));
    res.set('Cache-Control', privateNoStore).json(part);
  });

  const admin = requireAdmin(deps);

  router.post('/parts', admin, async (req, res) => {
    const input = await parseBody(req, createPartInputSchema);
    const { createPart } = await partsAdmin();
    res.status(201).json(await createPart(deps.db, callerOf(req), input));
  });

  // The stock counted on the shelf and/or a new price (docs/decisions/0012-orders-and-stock.md).
  router.put('/parts/:id', admin, async (req: WithId, res) => {
    const input = await parseBody(req, updatePartInputSchema);
    const { updatePart } = await partsAdmin();
    res.json(await updatePart(deps.db, callerOf(req), req.params.id, input));
  });

  // A part's stock against its history, so an admin can reconcile the books.
  router.get('/parts/:id/stock', admin, async (req: WithId, res) => {
    const { stockHistory } = await stockHistoryOf();
    res.set('Cache-Control', privateNoStore).json(await stockHistory(deps.db, req.params.id));
  });

  router.delete('/parts/:id', admin, async (req: WithId, res) => {
    const { deletePart } = await partsAdmin();
    res.json(await deletePart(deps.db, callerOf(req), req.params.id));
  });

  return router;
}
