// The one way an order changes status: through the state machine of packages/contracts
// (`orderTransitions`), with one event in its history for each change, in the transaction that
// makes it (docs/decisions/0033-order-states-and-parcels.md).
import { canBecome, type OrderEventKind, type OrderStatus } from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { conflict } from '../lib/http-error.ts';
import { recordOrderEvent, type OrderEventDoc } from '../store/order-history.ts';
import type { FoundOrder, OrderDoc } from '../store/orders.ts';

/** Who changed an order, as its history says. */
export type OrderActor = Pick<OrderEventDoc, 'uid' | 'actor'>;

/** The shop itself: a hold that ended, Stripe's webhook. */
export const theShop: OrderActor = { uid: null, actor: 'shop' };
export const theBuyer = (caller: Caller): OrderActor => ({ uid: caller.uid, actor: 'buyer' });
export const anAdmin = (caller: Caller): OrderActor => ({ uid: caller.uid, actor: 'admin' });

/** 409 unless an order of status `from` may become `to`. */
export function refuseIllegalChange(from: OrderStatus, to: OrderStatus) {
  if (canBecome(from, to)) return;
  throw conflict(
    from === to ? `This order is already ${from}` : `A ${from} order cannot become ${to}`,
  );
}

export interface StatusChange {
  to: OrderStatus;
  kind: OrderEventKind;
  by: OrderActor;
  /** The parcel the change is about. */
  shipmentId?: string;
  /** What else the change writes on the order. */
  fields?: Partial<OrderDoc>;
}

/** Events about one parcel: the order's status may stay as it is (another parcel is still due). */
const parcelEvents: readonly OrderEventKind[] = ['shipped', 'delivered'];

/**
 * Inside `tx`: the order becomes `to` (409 when its state machine forbids it), with `fields`,
 * and its history gains the event. Only writes: call after the transaction's reads. Answers
 * the order as it is after.
 */
export function changeStatusIn(
  db: Firestore,
  tx: Transaction,
  { ref, order }: FoundOrder,
  { to, kind, by, shipmentId, fields = {} }: StatusChange,
): OrderDoc {
  if (to !== order.status || !parcelEvents.includes(kind)) refuseIllegalChange(order.status, to);
  const changed = { updatedAt: Timestamp.now(), ...fields, status: to };
  tx.update(ref, changed);
  recordOrderEvent(db, tx, ref.id, {
    kind,
    status: to,
    ...by,
    ...(shipmentId ? { shipmentId } : {}),
    at: changed.updatedAt,
  });
  return { ...order, ...changed };
}
