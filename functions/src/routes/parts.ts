import { Router, type Request } from 'express';
import { listPartsQuerySchema, totalCountHeader } from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { privateNoStore, publicListCache } from '../lib/cache-control.ts';
import { requireCaller } from '../middleware/authenticate.ts';
import { parseQuery } from '../middleware/validate.ts';
import { getPart, listParts } from '../services/parts.ts';

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

  return router;
}
