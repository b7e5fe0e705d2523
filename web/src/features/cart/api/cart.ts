import {
  idempotencyKeyHeader,
  ordersPath,
  partsPath,
  shippingMethodsPath,
  type CartOrderInput,
  type DeliveryCountry,
  type Order,
  type Part,
  type ShippingMethod,
} from '@moto-parts/contracts';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /parts?ids=` (public): the cart's parts still in the catalogue, with their stock now. */
export function getCartParts(ids: string[]) {
  const query = new URLSearchParams({ ids: ids.join(',') });
  return api.get<Part[]>(`${partsPath}?${query.toString()}`, { anonymous: true });
}

/**
 * The parts of the cart's lines, loaded again when a part comes into the cart: not for a
 * quantity, nor for a part that leaves it (its answer has the rest).
 */
export function useCartParts(ids: string[]) {
  const [asked, setAsked] = useState(ids);
  if (ids.some((id) => !asked.includes(id))) setAsked(ids);
  const key = [...asked].sort().join(',');
  return useApiQuery(asked.length > 0 ? `cart-parts:${key}` : null, () => getCartParts(asked));
}

/** `GET /shipping-methods?country=` (public): how the shop ships there, and for how much. */
export function useShippingMethods(country: DeliveryCountry | undefined) {
  return useApiQuery(country ? `shipping-methods:${country}` : null, () =>
    api.get<ShippingMethod[]>(`${shippingMethodsPath}?country=${country}`, { anonymous: true }),
  );
}

/** `POST /order` with the cart's lines: the server prices the lines and the shipping. */
export function placeCartOrder(order: CartOrderInput, idempotencyKey: string) {
  return api.post<Order>(ordersPath, order, {
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
}
