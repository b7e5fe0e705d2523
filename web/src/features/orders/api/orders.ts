import {
  idempotencyKeyHeader,
  ordersPageSizeMax,
  type AdminOrderStatus,
  type DeletedResponse,
  type Order,
  type PlaceOrderInput,
} from '@moto-parts/contracts';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** What the purchase page sends: the server takes names, email and prices from its own data. */
export type PlaceOrderRequest = Pick<PlaceOrderInput, 'partId' | 'quantity' | 'address' | 'phone'>;

/**
 * `POST /order` (signed in): answers 201 with the order. The same `idempotencyKey` sent twice
 * places one order, so retrying a submit whose answer was lost cannot order twice.
 */
export function placeOrder(order: PlaceOrderRequest, idempotencyKey: string) {
  return api.post<Order>('/order', order, { headers: { [idempotencyKeyHeader]: idempotencyKey } });
}

/** `GET /my-order?email=` (signed in, own email): the caller's live orders, newest first. */
export function getMyOrders(email: string) {
  return api.get<Order[]>(`/my-order?${new URLSearchParams({ email }).toString()}`);
}

export function useMyOrders(email: string) {
  return useApiQuery(`my-orders:${email}`, () => getMyOrders(email));
}

/** `DELETE /my-order/{id}` (its owner): removes an unpaid order; its quantity goes back to stock. */
export function removeMyOrder(id: string) {
  return api.delete<DeletedResponse>(`/my-order/${encodeURIComponent(id)}`);
}

/** `GET /order` (admins): the newest orders, and how many there are in all (`X-Total-Count`). */
export function getAllOrders() {
  return api.getPage<Order>(`/order?limit=${ordersPageSizeMax}`);
}

export function useAllOrders() {
  return useApiQuery('orders', getAllOrders);
}

/**
 * `PATCH /order/{id}/status` (admins): ship a paid order, or cancel a pending or paid one
 * (its quantity goes back to stock). Answers the updated order.
 */
export function setOrderStatus(id: string, status: AdminOrderStatus) {
  return api.patch<Order>(`/order/${encodeURIComponent(id)}/status`, { status });
}
