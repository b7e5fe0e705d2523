// `orders/{id}`: the orders' documents, and the queries the rules of holds and limits ask.
import {
  type Bike,
  type CarrierId,
  type LotUnits,
  type OrderShippingMethod,
  type OrderStatus,
  type RefundStatus,
  type ReturnCondition,
  type ReturnReason,
  type ReturnStatus,
  type ShippingAddress,
} from '@moto-parts/contracts';
import { unpaidOrdersMax } from '../lib/limits.ts';
import type { DocumentReference, Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** One part of an order, its name and price copied from the part at placement. */
export interface OrderLineDoc {
  partId: string;
  name: string;
  /** The part's number when it was ordered; absent on orders placed before part numbers. */
  sku?: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

/** One line's units in a parcel. */
export interface ShipmentLineDoc {
  partId: string;
  quantity: number;
  /** The lots they came from (services/lots.ts); absent on parcels shipped before lots. */
  lots?: LotUnits[];
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

/** A return of units of one line (services/returns.ts, services/return-refunds.ts). */
export interface ReturnDoc {
  id: string;
  partId: string;
  quantity: number;
  reason: ReturnReason;
  note: string | null;
  bike: Bike | null;
  status: ReturnStatus;
  adminNote: string | null;
  condition: ReturnCondition | null;
  refundId: string | null;
  /**
   * What its refund is for, decided once, before Stripe is asked (so a retry, or a second
   * admin, asks Stripe for the same refund); null until then.
   */
  refundCents: number | null;
  /** Whether that refund takes the order's shipping. */
  refundsShipping: boolean;
  requestedAt: Timestamp;
  decidedAt: Timestamp | null;
  /** The admin who approved or refused it. */
  decidedBy: string | null;
  receivedAt: Timestamp | null;
  /** The admin who received it. */
  receivedBy: string | null;
  /** Once received: the lots its units came back from (services/lots.ts, `returnedLots`). */
  lots?: LotUnits[];
}

/** A recall of lots the order's parcels held (services/recalls.ts). */
export interface OrderRecallDoc {
  id: string;
  partId: string;
  message: string;
  /** The recalled lots its parcels held. */
  lots: string[];
  /** Units of them in its parcels. */
  units: number;
  recalledAt: Timestamp;
  /** When the buyer said they read it. */
  answeredAt: Timestamp | null;
}

/** One Stripe refund of the order's payment (services/refunds.ts). */
export interface RefundDoc {
  id: string;
  /** The return it refunds; null for the whole order's. */
  returnId: string | null;
  amountCents: number;
  status: RefundStatus;
  failureReason: string | null;
  /** When Stripe made it (its `created`); absent on refunds recorded before the reports. */
  createdAt?: Timestamp;
}

/** An order's lines: one at least. */
export type OrderLines = [OrderLineDoc, ...OrderLineDoc[]];

/** `orders/{id}`: written only by the API. Money in integer cents. */
export interface OrderDoc {
  /**
   * Its number for people (`#1001`), from its instance's block of the counter
   * (store/order-numbers.ts); orders stored before numbers get theirs from the migration.
   */
  orderNumber: number;
  uid: string;
  email: string;
  customerName: string;
  /**
   * `customerName` lowercased (customerNameKey): Manage Order's search by the start of a
   * buyer's name. Absent on orders placed before it until `npm run migrate-orders`.
   */
  customerNameKey?: string;
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
  /**
   * The lots its parcels took, each once as `{partId}/{code}` (`lotKey`): what a recall asks
   * for to find the orders that got a lot (`array-contains-any`).
   */
  shippedLots?: string[];
  /** Recalls of lots its parcels held, oldest first (services/recalls.ts). */
  recalls?: OrderRecallDoc[];
  /** When its last parcel arrived. */
  deliveredAt?: Timestamp;
  /** The return window in force then, in days (services/return-window.ts). */
  returnWindowDays?: number;
  /** Its returns, oldest first (services/returns.ts). */
  returns?: ReturnDoc[];
  /**
   * The statuses its returns are in, each once: the flag `GET /returns` asks for the returns
   * that wait for the shop (requested or approved), or of one status (`array-contains-any`).
   */
  returnStatuses?: ReturnStatus[];
  /** The reasons of its returns, each once: what the wrong-fit report asks for. */
  returnReasons?: ReturnReason[];
  /** When its latest return was asked for: `GET /returns` lists the newest first. */
  lastReturnAt?: Timestamp;
  paid: boolean;
  /**
   * When its payment was kept, which makes it a sale in the reports; absent on an order never
   * paid, and on one whose payment came after its hold and was refunded at once.
   */
  paidAt?: Timestamp;
  transactionId: string | null;
  /** The one Stripe PaymentIntent created for this order (see services/payments.ts). */
  paymentIntentId?: string;
  /** When an unpaid order stops holding its units (services/order-holds.ts). */
  holdEndsAt: Timestamp;
  /** The Stripe Refund of a `refunded` order (services/refunds.ts) and its status there. */
  refundId?: string;
  refundStatus?: RefundStatus;
  refundFailureReason?: string;
  /** Every Stripe refund of its payment, the whole order's or the returns' (services/refunds.ts). */
  refunds?: RefundDoc[];
  /** What has gone back to the buyer: the refunds that have not failed. */
  refundedCents?: number;
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

/** How an order's `shippedLots` names lot `code` of part `partId`. */
export const lotKey = (partId: string, code: string) => `${partId}/${code}`;

/**
 * The order's refunds: an order refunded before refunds were listed has its one whole-order
 * refund in `refundId` (docs/decisions/0034-returns-and-partial-refunds.md).
 */
export function recordedRefunds(order: OrderDoc): RefundDoc[] {
  if (order.refunds) return order.refunds;
  if (!order.refundId) return [];
  return [
    {
      id: order.refundId,
      returnId: null,
      amountCents: order.totalPriceCents,
      status: order.refundStatus ?? 'succeeded',
      failureReason: order.refundFailureReason ?? null,
    },
  ];
}

/** Whether a refund's money went back, or is on its way: all but those that failed or were cancelled. */
export const isLiveRefund = ({ status }: RefundDoc) => status !== 'failed' && status !== 'canceled';

/** What the live refunds gave back, in cents. */
export const liveRefundCents = (refunds: readonly RefundDoc[]) =>
  refunds.filter(isLiveRefund).reduce((cents, { amountCents }) => cents + amountCents, 0);

/** What the order's refunds gave back, in cents. */
export const refundedCentsOf = (order: OrderDoc) =>
  order.refundedCents ?? liveRefundCents(recordedRefunds(order));

/** What an order stores beside its returns, for the queries that find them. */
export const returnsFields = (returns: ReturnDoc[]) => ({
  returns,
  returnStatuses: [...new Set(returns.map(({ status }) => status))],
  returnReasons: [...new Set(returns.map(({ reason }) => reason))],
});

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

/** Orders with a return in one of `statuses`, the newest return first. */
export const ordersWithReturns = (db: Firestore, statuses: readonly ReturnStatus[]) =>
  ordersCollection(db)
    .where('returnStatuses', 'array-contains-any', statuses)
    .orderBy('lastReturnAt', 'desc');

/** The returns of the orders that have a wrong-fit return, and their lines, newest first. */
export const ordersWithWrongFitReturns = (db: Firestore) =>
  ordersCollection(db)
    .where('returnReasons', 'array-contains', 'wrong-fit')
    .orderBy('lastReturnAt', 'desc')
    .select('lines', 'returns', 'lastReturnAt')
    .withConverter(storedAs<Pick<OrderDoc, 'lines' | 'returns' | 'lastReturnAt'>>());

/** Orders whose parcels took any of lots `codes` (at most 30) of part `partId`. */
export const ordersWithLots = (db: Firestore, partId: string, codes: readonly string[]) =>
  ordersCollection(db).where(
    'shippedLots',
    'array-contains-any',
    codes.map((code) => lotKey(partId, code)),
  );

/** Pending orders whose hold has ended by `now`, of one part (any of their lines) or of all. */
export function endedHolds(db: Firestore, now: Timestamp, partId?: string) {
  let pending = ordersCollection(db).where('status', '==', 'pending');
  if (partId !== undefined) pending = pending.where('partIds', 'array-contains', partId);
  return pending.where('holdEndsAt', '<=', now);
}

/** The unpaid order of part `partId` whose hold ends first after `now`, if any. */
export const nextHoldToEnd = (db: Firestore, now: Timestamp, partId: string) =>
  ordersCollection(db)
    .where('status', '==', 'pending')
    .where('partIds', 'array-contains', partId)
    .where('holdEndsAt', '>', now)
    .orderBy('holdEndsAt')
    .limit(1);
