import { orderPath, type Order } from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /order/{id}` (its owner, or an admin: any order). */
export function getOrder(id: string) {
  return api.get<Order>(apiPath(orderPath, { id }));
}

export function useOrder(id: string) {
  return useApiQuery(`order:${id}`, () => getOrder(id));
}

/**
 * The orders of `ids`, each by `GET /order/{id}`, all at once: a pick list holds a page of
 * Manage Order at most. None when `ids` is empty.
 */
export function useOrdersOf(ids: readonly string[]) {
  return useApiQuery(ids.length === 0 ? null : `orders-of:${JSON.stringify(ids)}`, () =>
    Promise.all(ids.map(getOrder)),
  );
}
