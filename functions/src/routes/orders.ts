import {
  cartOrderInputSchema,
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  placeOrderInputSchema,
} from '@moto-parts/contracts';
import type { Request } from 'express';
import { logger } from 'firebase-functions';
import type { AppDeps } from '../deps.ts';
import { validationFailed } from '../lib/http-error.ts';
import { callerOf, isAdminNow } from '../middleware/authenticate.ts';
import { parseBody } from '../middleware/validate.ts';
import { orderNumberSource, placeOrder } from '../services/order-placement.ts';
import { getOrder, getOrderHistory, listMyOrders, removeMyOrder } from '../services/orders.ts';
import type { CallHandlers } from './call-handler.ts';

// Admin-only code, loaded on an admin's first call: no shopper's cold start pays for it.
const ordersAdmin = () => import('../services/orders-admin.ts');
// Loaded on the first parcel's call: the shop's work once an order is paid.
const shipments = () => import('../services/shipments.ts');

/** The optional `Idempotency-Key` header: 8 to 100 letters, digits, `-` or `_`. */
function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(idempotencyKeyHeader);
  if (key === undefined) return undefined;
  if (!idempotencyKeyPattern.test(key)) {
    throw validationFailed(`${idempotencyKeyHeader} must be 8 to 100 letters, digits, - or _`);
  }
  return key;
}

export const ordersHandlers = (deps: AppDeps) => {
  // This app's (this instance's) order numbers, a block at a time.
  const nextOrderNumber = orderNumberSource(deps.db);
  return {
    // Two bodies, told apart by `lines`: a cart's, and the 2022 client's one part.
    placeOrder: async ({ req }) => {
      const key = idempotencyKeyOf(req);
      const body: unknown = req.body;
      const input =
        typeof body === 'object' && body !== null && 'lines' in body
          ? await parseBody(req, cartOrderInputSchema)
          : await parseBody(req, placeOrderInputSchema);
      const order = await placeOrder(deps.db, callerOf(req), input, {
        holdMinutes: deps.orderHoldMinutes(),
        nextOrderNumber,
        idempotencyKey: key,
      });
      // If queueing fails the order still stands: reads of its part and the next expiry task's
      // sweep release it once its hold has ended (services/order-holds.ts).
      await deps
        .scheduleHoldExpiry(order._id, new Date(order.holdEndsAt))
        .catch((error: unknown) =>
          logger.error(`Could not queue the end of order ${order._id}'s hold`, error),
        );
      return order;
    },

    listMyOrders: async ({ req, query }) => {
      const { orders, total } = await listMyOrders(deps.db, callerOf(req), query);
      return { items: orders, total };
    },

    removeMyOrder: ({ req }) => removeMyOrder(deps.db, callerOf(req), req.params.id),

    listOrders: async ({ query }) => {
      const { listOrders } = await ordersAdmin();
      const { orders, total } = await listOrders(deps.db, query);
      return { items: orders, total };
    },

    countOrders: async () => {
      const { countOrders } = await ordersAdmin();
      return countOrders(deps.db);
    },

    getOrder: ({ req }) => {
      const caller = callerOf(req);
      return getOrder(deps.db, caller, req.params.id, () => isAdminNow(deps, caller));
    },

    getOrderHistory: ({ req }) => {
      const caller = callerOf(req);
      return getOrderHistory(deps.db, caller, req.params.id, () => isAdminNow(deps, caller));
    },

    shipParcel: async ({ req, body }) => {
      const { shipParcel } = await shipments();
      return shipParcel(deps.db, callerOf(req), req.params.id, body);
    },

    markParcelDelivered: async ({ req }) => {
      const { markDelivered } = await shipments();
      const caller = callerOf(req);
      return markDelivered(deps.db, caller, req.params.id, req.params.shipmentId, () =>
        isAdminNow(deps, caller),
      );
    },

    changeOrderStatus: async ({ req, body }) => {
      const { changeOrderStatus } = await ordersAdmin();
      return changeOrderStatus(deps.db, deps.stripe, callerOf(req), req.params.id, body.status);
    },
  } satisfies Partial<CallHandlers>;
};
