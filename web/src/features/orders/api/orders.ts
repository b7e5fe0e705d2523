import {
  myOrderPath,
  myOrdersPath,
  orderCountsPath,
  orderHistoryPath,
  orderPath,
  ordersPath,
  orderShipmentsPath,
  partStockPath,
  partsPath,
  partsPageSizeMax,
  recallAnswerPath,
  recallsPath,
  orderReturnPath,
  orderReturnsPath,
  orderStatusPath,
  returnReceiptPath,
  returnSettingsPath,
  returnsPath,
  shipmentDeliveryPath,
  wrongFitReturnsPath,
  type AdminOrderStatus,
  type AdminOrderView,
  type Bike,
  type DeletedResponse,
  type Order,
  type OrderCounts,
  type OrderEvent,
  type Part,
  type Recall,
  type RecallInput,
  type RecallReport,
  type StockHistory,
  type ReturnDecisionInput,
  type ReturnReceiptInput,
  type ReturnRequestInput,
  type ReturnSettings,
  type ShipmentInput,
  type WrongFitReturns,
} from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /my-order?email=` (signed in, own email): the caller's newest orders (a page of 100), and how many. */
export function getMyOrders(email: string) {
  return api.getPage<Order>(`${myOrdersPath}?${new URLSearchParams({ email }).toString()}`);
}

export function useMyOrders(email: string) {
  return useApiQuery(`my-orders:${email}`, () => getMyOrders(email));
}

/** `DELETE /my-order/{id}` (its owner): removes an unpaid order; its quantity goes back to stock. */
export function removeMyOrder(id: string) {
  return api.delete<DeletedResponse>(apiPath(myOrderPath, { id }));
}

/** How many orders Manage Order shows at a time. */
export const ordersPageSize = 20;

/** What Manage Order lists: one status, or all orders; or, with `search`, what it finds among all. */
export interface OrdersQuery {
  view: AdminOrderView;
  /** The search as typed (checked by `orderSearchSchema`); empty for none. */
  search?: string;
}

/**
 * `GET /order` (admins): a page of the orders of one status or of all, newest first, after the
 * order `after`, or of those a search finds among all (an order number, a buyer's email or
 * the start of their name); and how many the view or search has (`X-Total-Count`).
 */
export function getOrders({ view, search }: OrdersQuery, after?: string) {
  const q = search?.trim();
  // A search looks through every order, whatever the view (the server refuses a status with it).
  const query = new URLSearchParams(q ? { q } : { status: view });
  query.set('limit', String(ordersPageSize));
  if (after) query.set('after', after);
  return api.getPage<Order>(`${ordersPath}?${query.toString()}`);
}

export function useOrders(orders: OrdersQuery, after?: string) {
  return useApiQuery(`orders:${orders.view}:${orders.search?.trim() ?? ''}:${after ?? ''}`, () =>
    getOrders(orders, after),
  );
}

/** `GET /order/counts` (admins): how many orders have each status; `enabled` only for an admin. */
export function useOrderCounts(enabled = true) {
  return useApiQuery(enabled ? 'order-counts' : null, () => api.get<OrderCounts>(orderCountsPath));
}

/**
 * How many orders have returns that wait for the shop: to decide (`requested`) and to receive
 * (`approved`), each the count of `GET /returns` with one order asked for; `enabled` only for
 * an admin.
 */
export function useReturnsWaitingCounts(enabled: boolean) {
  return useApiQuery(enabled ? 'returns:waiting-counts' : null, async () => {
    const count = async (status: 'requested' | 'approved') =>
      (
        await api.getPage<Order>(
          `${returnsPath}?${new URLSearchParams({ status, limit: '1' }).toString()}`,
        )
      ).total;
    const [toDecide, toReceive] = await Promise.all([count('requested'), count('approved')]);
    return { toDecide, toReceive };
  });
}

/**
 * `PATCH /order/{id}/status` (admins): ship a paid order, or cancel a pending one or refund
 * a paid one through Stripe (its quantity goes back to stock). Answers the updated order.
 */
export function setOrderStatus(id: string, status: AdminOrderStatus) {
  return api.patch<Order>(apiPath(orderStatusPath, { id }), { status });
}

/** `GET /order/{id}` (its buyer, or an admin) and `GET /order/{id}/history`, together. */
export function useOrderWithHistory(id: string) {
  return useApiQuery(`order-with-history:${id}`, async () => {
    const [order, history] = await Promise.all([
      api.get<Order>(apiPath(orderPath, { id })),
      api.get<OrderEvent[]>(apiPath(orderHistoryPath, { id })),
    ]);
    return { order, history };
  });
}

/** `POST /order/{id}/shipments` (admins): a parcel of the order leaves, with its tracking. */
export function shipParcel(id: string, parcel: ShipmentInput) {
  return api.post<Order>(apiPath(orderShipmentsPath, { id }), parcel);
}

/** `POST /order/{id}/shipments/{shipmentId}/delivery`: its buyer, or an admin, says it arrived. */
export function markParcelDelivered(id: string, shipmentId: string) {
  return api.post<Order>(apiPath(shipmentDeliveryPath, { id, shipmentId }));
}

/** What the buyer asks to return: the bike only for a wrong fit. */
export type ReturnRequest = Omit<ReturnRequestInput, 'bike'> & { bike?: Bike };

/** `POST /order/{id}/returns` (its buyer): units of a delivered line go back, for a reason. */
export function requestReturn(id: string, request: ReturnRequest) {
  return api.post<Order>(apiPath(orderReturnsPath, { id }), request);
}

/** `PATCH /order/{id}/returns/{returnId}` (admins): approve or refuse a requested return. */
export function decideReturn(id: string, returnId: string, decision: ReturnDecisionInput) {
  return api.patch<Order>(apiPath(orderReturnPath, { id, returnId }), decision);
}

/** `POST /order/{id}/returns/{returnId}/receipt` (admins): it came back; refunded through Stripe. */
export function receiveReturn(id: string, returnId: string, receipt: ReturnReceiptInput) {
  return api.post<Order>(apiPath(returnReceiptPath, { id, returnId }), receipt);
}

/** `GET /returns` (admins): the orders whose returns wait for the shop, newest first. */
export function useWaitingReturns() {
  return useApiQuery('returns:waiting', () =>
    api.getPage<Order>(`${returnsPath}?${new URLSearchParams({ limit: '100' }).toString()}`),
  );
}

/** `GET /returns/fitment` (admins): the wrong-fit returns, per part and bike, most first. */
export function useWrongFitReturns() {
  return useApiQuery('returns:fitment', () => api.get<WrongFitReturns[]>(wrongFitReturnsPath));
}

/** `GET /return-settings`: the return window. */
export function useReturnSettings() {
  return useApiQuery('return-settings', () => api.get<ReturnSettings>(returnSettingsPath));
}

/** `PUT /return-settings` (admins). */
export function saveReturnSettings(settings: ReturnSettings) {
  return api.put<ReturnSettings>(returnSettingsPath, settings);
}

/** `POST /order/{id}/recalls/{recallId}/answer` (its buyer): they have read the recall. */
export function answerRecall(id: string, recallId: string) {
  return api.post<Order>(apiPath(recallAnswerPath, { id, recallId }));
}

/** `GET /recalls` (admins): every recall, newest first, with what it reached; `enabled` only for an admin. */
export function useRecalls(enabled = true) {
  return useApiQuery(enabled ? 'recalls' : null, () => api.get<RecallReport[]>(recallsPath));
}

/** `POST /recalls` (admins): lots of a part are bad; their buyers are told. */
export function createRecall(recall: RecallInput) {
  return api.post<Recall>(recallsPath, recall);
}

/** The lots of a part on the shelf (`GET /parts/{id}/stock`, admins), or none for no part. */
export function usePartLots(partId: string | null) {
  return useApiQuery(partId === null ? null : `part-lots:${partId}`, async () => {
    const { lots } = await api.get<StockHistory>(
      `${apiPath(partStockPath, { id: partId ?? '' })}?limit=1`,
    );
    return lots;
  });
}

/** The catalogue's newest parts (`GET /parts`), by name, to choose the one a recall is about. */
export function usePartChoices() {
  return useApiQuery('recall-part-choices', async () => {
    const { items } = await api.getPage<Part>(`${partsPath}?limit=${partsPageSizeMax}`);
    return items.toSorted((a, b) => a.name.localeCompare(b.name, 'en'));
  });
}
