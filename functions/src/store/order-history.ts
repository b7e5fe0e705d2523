// `orders/{id}/history/{eventId}`: what happened to an order, one document per event, written
// in the transaction of the change it records (services/order-state.ts). Server-only.
import type { OrderEventKind, OrderStatus } from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

export interface OrderEventDoc {
  kind: OrderEventKind;
  /** The order's status after the event. */
  status: OrderStatus;
  /** The buyer's or the admin's uid; null for the shop itself (a hold's end, a webhook). */
  uid: string | null;
  actor: 'buyer' | 'admin' | 'shop';
  shipmentId: string | null;
  /** The return it was about (the return events, and a return's refund). */
  returnId: string | null;
  /** The recall it was about (`recalled`, `recall-answered`). */
  recallId: string | null;
  at: Timestamp;
}

export const orderHistoryCollection = (db: Firestore, orderId: string) =>
  db
    .collection('orders')
    .doc(orderId)
    .collection('history')
    .withConverter(storedAs<OrderEventDoc>());

/** Writes one event of order `orderId` inside the transaction that makes the change. */
export function recordOrderEvent(
  db: Firestore,
  tx: Transaction,
  orderId: string,
  event: Omit<OrderEventDoc, 'at' | 'shipmentId' | 'returnId' | 'recallId'> & {
    shipmentId?: string;
    returnId?: string;
    recallId?: string;
    at?: Timestamp;
  },
) {
  tx.create(orderHistoryCollection(db, orderId).doc(), {
    ...event,
    shipmentId: event.shipmentId ?? null,
    returnId: event.returnId ?? null,
    recallId: event.recallId ?? null,
    at: event.at ?? Timestamp.now(),
  });
}
