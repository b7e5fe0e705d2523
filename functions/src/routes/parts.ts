import { Router, type Request } from 'express';
import { listPartsQuerySchema, restockInputSchema, totalCountHeader } from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { privateNoStore, publicListCache } from '../lib/cache-control.ts';
import { callerOf, requireAdmin, requireCaller } from '../middleware/authenticate.ts';
import { parseBody, parseQuery } from '../middleware/validate.ts';
import { getPart, listParts, setStock } from '../services/parts.ts';

export function partsRouter(deps: AppDeps) {
  const router = Router();

  router.get('/parts', async (req, res) => {
    const { parts, total } = await listParts(deps.db, await parseQuery(req, listPartsQuerySchema));
    res.set('Cache-Control', publicListCache).set(totalCountHeader, String(total)).json(parts);
  });

  // Signed in (DECISIONS.md): the purchase page's data, always fresh.
  router.get('/parts/:id', requireCaller(deps), async (req: Request<{ id: string }>, res) => {
    res.set('Cache-Control', privateNoStore).json(await getPart(deps.db, req.params.id));
  });

  // Admins: the stock counted on the shelf (docs/decisions/0012-orders-and-stock.md).
  router.put('/parts/:id', requireAdmin(deps), async (req: Request<{ id: string }>, res) => {
    const { newQuantity } = await parseBody(req, restockInputSchema);
    res.json(await setStock(deps.db, callerOf(req), req.params.id, newQuantity));
  });

  return router;
}
