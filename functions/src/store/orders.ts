// `orders/{id}`: the orders' documents, and the queries the rules of holds and limits ask.
import {
  type CarrierId,
  type OrderShippingMethod,
  type OrderStatus,
  type RefundStatus,
  type ShippingAddress,
} from '@moto-parts/contracts';
import { unpaidOrdersMax } from '../lib/limits.ts';
import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** One part of an order, its name and price copied from the part at placement. */
export interface OrderLineDoc {
  partId: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** One line's units in a parcel. */
export interface ShipmentLineDoc {
  partId: string;
  quantity: number;
}

/** A parcel of the order (services/shipments.ts). */
export interface ShipmentDoc {
  id: string;
  /** Null for an order marked shipped as a whole without a carrier (the 2022 button). */
  carrier: CarrierId | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  lines: ShipmentLineDoc[];
  shippedAt: Timestamp;
  /** Who shipped it: an admin. */
  shippedBy: string;
  deliveredAt: Timestamp | null;
  /** Who said it arrived: an admin, or the buyer. */
  deliveredBy: string | null;
}

/** An order's lines: one at least. */
export type OrderLines = [OrderLineDoc, ...OrderLineDoc[]];

/** `orders/{id}`: written only by the API. Money in integer cents. */
export interface OrderDoc {
  uid: string;
  email: string;
  customerName: string;
  lines: OrderLines;
  /** The lines' parts, for the queries that ask which orders hold a part (`endedHolds`). */
  partIds: string[];
  subtotalCents: number;
  shippingCents: number;
  /** subtotalCents + shippingCents: what the PaymentIntent is for. */
  totalPriceCents: number;
  /** The address as text: the 2022 body's, or `shippingAddress` written out. */
  address: string;
  shippingAddress: ShippingAddress | null;
  shippingMethod: OrderShippingMethod;
  phone: string;
  status: OrderStatus;
  /** Its parcels, oldest first; none before it ships (orders placed before parcels have none). */
  shipments?: ShipmentDoc[];
  /** When its last parcel arrived. */
  deliveredAt?: Timestamp;
  paid: boolean;
  transactionId: string | null;
  /** The one Stripe PaymentIntent created for this order (see services/payments.ts). */
  paymentIntentId?: string;
  /** When an unpaid order stops holding its units (services/order-holds.ts). */
  holdEndsAt: Timestamp;
  /** The Stripe Refund of a `refunded` order (services/refunds.ts) and its status there. */
  refundId?: string;
  refundStatus?: RefundStatus;
  refundFailureReason?: string;
  /** Who removed or cancelled the order: its buyer or an admin. */
  cancelledBy?: string;
  /** When a removal, a cancellation or the hold's end gave its units back. */
  releasedAt?: Timestamp;
  /** A dispute (chargeback) on the payment, as Stripe's webhook last told it (services/payments.ts). */
  disputeId?: string;
  disputeReason?: string;
  disputeStatus?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** How many units of part `partId` have left in `shipments`. */
export const shippedUnitsOf = (shipments: readonly ShipmentDoc[], partId: string) =>
  shipments
    .flatMap((shipment) => shipment.lines)
    .filter((line) => line.partId === partId)
    .reduce((units, line) => units + line.quantity, 0);

/** An order as a transaction or a read found it, with its reference to write it back. */
export interface FoundOrder {
  ref: DocumentReference<OrderDoc>;
  order: OrderDoc;
}

export const ordersCollection = (db: Firestore) =>
  db.collection('orders').withConverter(storedAs<OrderDoc>());

/** Live unpaid orders of one buyer, what each holds: pending, and still inside their hold. */
export const unpaidOrdersOf = (db: Firestore, uid: string, now: Timestamp) =>
  ordersCollection(db)
    .where('uid', '==', uid)
    .where('status', '==', 'pending')
    .where('holdEndsAt', '>', now)
    .select('lines')
    .withConverter(storedAs<Pick<OrderDoc, 'lines'>>())
    .limit(unpaidOrdersMax);

/** Pending orders whose hold has ended by `now`, of one part (any of their lines) or of all. */
export function endedHolds(db: Firestore, now: Timestamp, partId?: string) {
  let pending = ordersCollection(db).where('status', '==', 'pending');
  if (partId !== undefined) pending = pending.where('partIds', 'array-contains', partId);
  return pending.where('holdEndsAt', '<=', now);
}
