import type { AppDeps } from '../deps.ts';
import {
  createShippingZone,
  deleteShippingZone,
  listShippingZones,
  replaceShippingZone,
  shippingMethodsFor,
} from '../services/shipping.ts';
import type { CallHandlers } from './call-handler.ts';

export const shippingHandlers = (deps: AppDeps) =>
  ({
    listShippingMethods: ({ query }) => shippingMethodsFor(deps.db, query.country),
    listShippingZones: () => listShippingZones(deps.db),
    createShippingZone: ({ body }) => createShippingZone(deps.db, body),
    replaceShippingZone: ({ req, body }) => replaceShippingZone(deps.db, req.params.id, body),
    deleteShippingZone: ({ req }) => deleteShippingZone(deps.db, req.params.id),
  }) satisfies Partial<CallHandlers>;
