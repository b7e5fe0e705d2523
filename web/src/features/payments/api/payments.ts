import {
  orderPath,
  partsPath,
  paymentIntentPath,
  type ClientSecretResponse,
  type ConfirmPaymentInput,
  type CreatePaymentIntentInput,
  type Order,
  type Part,
} from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /order/{id}` (its owner or an admin): the order to pay; 404 for anyone else's. */
export function getOrder(id: string) {
  return api.get<Order>(apiPath(orderPath, { id }));
}

export function useOrder(id: string) {
  return useApiQuery(`order:${id}`, () => getOrder(id));
}

/**
 * `POST /create-payment-intent` (the order's owner): the client secret Stripe.js confirms the
 * card payment with. The server takes the amount from the order, and answers 409 once the
 * order is paid or cancelled.
 */
export async function createPaymentIntent(orderId: string) {
  const body: CreatePaymentIntentInput = { orderId };
  const { clientSecret } = await api.post<ClientSecretResponse>(paymentIntentPath, body);
  return clientSecret;
}

export function useClientSecret(orderId: string) {
  return useApiQuery(`client-secret:${orderId}`, () => createPaymentIntent(orderId));
}

/**
 * `PATCH /order/{id}`: marks the order paid by the PaymentIntent `transactionId`. The server
 * asks Stripe whether that intent succeeded for this order, and answers 409 if it did not.
 */
export function recordPayment(orderId: string, transactionId: string) {
  const body: ConfirmPaymentInput = { transactionId };
  return api.patch<Order>(apiPath(orderPath, { id: orderId }), body);
}

/**
 * `GET /parts?ids=` (public): the order's parts still in the catalogue, for their pictures on
 * the thank-you page (an order's lines keep no picture; a part removed since has none).
 */
export function useOrderParts(partIds: readonly string[]) {
  const query = new URLSearchParams({ ids: partIds.join(',') });
  return useApiQuery(partIds.length > 0 ? `order-parts:${query.toString()}` : null, () =>
    api.get<Part[]>(`${partsPath}?${query.toString()}`, { anonymous: true }),
  );
}
