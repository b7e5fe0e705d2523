import { Router, type Request } from 'express';
import {
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  listOrdersQuerySchema,
  myOrdersQuerySchema,
  orderStatusInputSchema,
  placeOrderInputSchema,
  totalCountHeader,
} from '@moto-parts/contracts';
import { logger } from 'firebase-functions';
import type { AppDeps } from '../deps.ts';
import { privateNoStore } from '../lib/cache-control.ts';
import { validationFailed } from '../lib/http-error.ts';
import { callerOf, isAdminNow, requireAdmin, requireCaller } from '../middleware/authenticate.ts';
import type { AccountRateLimits } from '../middleware/rate-limit.ts';
import { parseBody, parseQuery } from '../middleware/validate.ts';
import { getOrder, listMyOrders, placeOrder, removeMyOrder } from '../services/orders.ts';

// Admin-only code, loaded on an admin's first call: no shopper's cold start pays for it.
const ordersAdmin = () => import('../services/orders-admin.ts');

/** The optional `Idempotency-Key` header: 8 to 100 letters, digits, `-` or `_`. */
function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(idempotencyKeyHeader);
  if (key === undefined) return undefined;
  if (!idempotencyKeyPattern.test(key)) {
    throw validationFailed(`${idempotencyKeyHeader} must be 8 to 100 letters, digits, - or _`);
  }
  return key;
}

type WithId = Request<{ id: string }>;

export function ordersRouter(deps: AppDeps, limits: AccountRateLimits) {
  const router = Router();
  const signedIn = requireCaller(deps);
  const admin = requireAdmin(deps);

  router.post('/order', signedIn, limits.placeOrder, async (req, res) => {
    const input = await parseBody(req, placeOrderInputSchema);
    const key = idempotencyKeyOf(req);
    const order = await placeOrder(deps.db, callerOf(req), input, deps.orderHoldMinutes(), key);
    // If queueing fails the order still stands: reads of its part and the next expiry task's
    // sweep release it once its hold has ended (services/order-holds.ts).
    await deps
      .scheduleHoldExpiry(order._id, new Date(order.holdEndsAt))
      .catch((error: unknown) =>
        logger.error(`Could not queue the end of order ${order._id}'s hold`, error),
      );
    res.status(201).json(order);
  });

  router.get('/my-order', signedIn, async (req, res) => {
    const { orders, total } = await limits.signedInRead(req, res, async () =>
      listMyOrders(deps.db, callerOf(req), await parseQuery(req, myOrdersQuerySchema)),
    );
    res.set('Cache-Control', privateNoStore).set(totalCountHeader, String(total)).json(orders);
  });

  router.delete('/my-order/:id', signedIn, async (req: WithId, res) => {
    res.json(await removeMyOrder(deps.db, callerOf(req), req.params.id));
  });

  router.get('/order', admin, async (req, res) => {
    const query = await parseQuery(req, listOrdersQuerySchema);
    const { listOrders } = await ordersAdmin();
    const { orders, total } = await listOrders(deps.db, query);
    res.set('Cache-Control', privateNoStore).set(totalCountHeader, String(total)).json(orders);
  });

  // Before `/order/:id`, which would otherwise take "counts" for an order id.
  router.get('/order/counts', admin, async (_req, res) => {
    const { countOrders } = await ordersAdmin();
    res.set('Cache-Control', privateNoStore).json(await countOrders(deps.db));
  });

  router.get('/order/:id', signedIn, async (req: WithId, res) => {
    const caller = callerOf(req);
    const order = await limits.signedInRead(req, res, () =>
      getOrder(deps.db, caller, req.params.id, () => isAdminNow(deps, caller)),
    );
    res.set('Cache-Control', privateNoStore).json(order);
  });

  router.patch('/order/:id/status', admin, async (req: WithId, res) => {
    const { status } = await parseBody(req, orderStatusInputSchema);
    const { changeOrderStatus } = await ordersAdmin();
    res.json(await changeOrderStatus(deps.db, deps.stripe, callerOf(req), req.params.id, status));
  });

  return router;
}
