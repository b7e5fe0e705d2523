// The one way an order changes status: through the state machine of packages/contracts
// (`orderTransitions`), with one event in its history for each change, in the transaction that
// makes it (docs/decisions/0033-order-states-and-parcels.md).
import { canBecome, type OrderEventKind, type OrderStatus } from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { conflict } from '../lib/http-error.ts';
import { recordOrderEvent, type OrderEventDoc } from '../store/order-history.ts';
import type { FoundOrder, OrderDoc } from '../store/orders.ts';
import { recordSalesIn } from './sales-rollups.ts';

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
  /** The return the change is about. */
  returnId?: string;
  /** The recall the change is about. */
  recallId?: string;
  /** What else the change writes on the order (`updatedAt` is also the event's time). */
  fields?: Partial<OrderDoc>;
}

/**
 * Events about one parcel, one return or one recall, which may leave the order's status as it
 * is (another parcel is still due; a return asked for, decided, or refunded; a recall of lots
 * its parcels held, and its buyer's answer, whatever the order's status). A return's refund is
 * `refunded` with the return's id; the whole order's `refunded` changes its status.
 */
const partEvents: readonly OrderEventKind[] = [
  'shipped',
  'delivered',
  'return-requested',
  'return-approved',
  'return-refused',
  'return-received',
  'recalled',
  'recall-answered',
];

const keepsStatus = ({ kind, returnId }: StatusChange) =>
  partEvents.includes(kind) || (kind === 'refunded' && returnId !== undefined);

/**
 * Inside `tx`: the order becomes `to` (409 when its state machine forbids it), with `fields`,
 * its history gains the event, and the sales rollups the change. Only writes: call after the transaction's reads. Answers
 * the order as it is after.
 */
export function changeStatusIn(
  db: Firestore,
  tx: Transaction,
  { ref, order }: FoundOrder,
  change: StatusChange,
): OrderDoc {
  const { to, kind, by, shipmentId, returnId, recallId, fields = {} } = change;
  if (to !== order.status || !keepsStatus(change)) refuseIllegalChange(order.status, to);
  const changed = { updatedAt: Timestamp.now(), ...fields, status: to };
  tx.update(ref, changed);
  const after = { ...order, ...changed };
  recordSalesIn(db, tx, order, after);
  recordOrderEvent(db, tx, ref.id, {
    kind,
    status: to,
    ...by,
    ...(shipmentId ? { shipmentId } : {}),
    ...(returnId ? { returnId } : {}),
    ...(recallId ? { recallId } : {}),
    at: changed.updatedAt,
  });
  return after;
}
