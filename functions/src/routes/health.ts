import { Router } from 'express';
import type { HealthResponse } from '@moto-parts/contracts';

export function healthRouter() {
  const router = Router();
  router.get('/health', (_req, res) => {
    const body: HealthResponse = { status: 'ok' };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
