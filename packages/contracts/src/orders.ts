import type { ShippingAddress } from './addresses.ts';
import type { OrderRecall } from './lots.ts';
import type { OrderRefund, OrderReturn, RefundStatus } from './returns.ts';
import type { Shipment } from './shipments.ts';

/**
 * An order's life, one state machine for the server and the screens
 * (docs/decisions/0019-order-lifecycle.md, 0033-order-states-and-parcels.md,
 * 0034-returns-and-partial-refunds.md):
 *
 *     pending ──paid by card──▶ paid ──a parcel ships──▶ partially-shipped ──the last one──▶ shipped
 *        │                        │  └──every unit in one parcel──────────────────────────▶ shipped
 *        │                        └──admin cancels──▶ refunded (through Stripe)           │
 *        ├──hold ends unpaid──▶ expired    (units back to stock)          every parcel arrived
 *        └──buyer or admin removes──▶ cancelled (units back to stock)                     ▼
 *                                                                                   delivered
 *                       a return of some units is received (the rest stay with the buyer) │
 *                    partially-returned ◀─────────────────────────────────────────────────┤
 *                            │ the last units are received             every unit at once │
 *                            └──────────────────────────────▶ returned ◀──────────────────┘
 *
 * A payment that completes on an expired or cancelled order is refunded through Stripe and
 * the order becomes `refunded` too; each received return is refunded in part. Every change
 * writes one event to the order's history.
 */
export const orderStatuses = [
  'pending',
  'paid',
  'partially-shipped',
  'shipped',
  'delivered',
  'partially-returned',
  'returned',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where an order of each status may go next: any other change is refused (409). A shipped
 * order becomes `refunded` only when an admin's cancellation, refunded at Stripe first, met a
 * parcel shipped meanwhile: the money is back with the buyer, and the record says so. A
 * delivered order comes back in returns, each received return refunded in part; a returned
 * order (every unit back) goes nowhere.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'expired', 'cancelled'],
  paid: ['partially-shipped', 'shipped', 'refunded'],
  'partially-shipped': ['shipped', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['partially-returned', 'returned'],
  'partially-returned': ['returned'],
  returned: [],
  expired: ['refunded'],
  cancelled: ['refunded'],
  refunded: [],
};

export const canBecome = (from: OrderStatus, to: OrderStatus) =>
  orderTransitions[from].includes(to);

/** The statuses of orders that wait for (more of) their parcels: what the shop has to pack. */
export const toShipStatuses: readonly OrderStatus[] = ['paid', 'partially-shipped'];

/** The statuses an admin may set by hand; only a verified payment makes an order `paid`. */
export const adminOrderStatuses = ['shipped', 'cancelled'] as const;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/**
 * What an admin may ask of an order of each status with `PATCH /order/{id}/status`: `shipped`
 * sends what has not shipped in one parcel without tracking (the 2022 button); cancelling a
 * paid order refunds it (it becomes `refunded`, not `cancelled`). A shipped order has left
 * the shop.
 */
export const adminStatusChanges: Record<OrderStatus, readonly AdminOrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['shipped', 'cancelled'],
  'partially-shipped': ['shipped'],
  shipped: [],
  delivered: [],
  'partially-returned': [],
  returned: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

/** The statuses Manage Order opens on: what needs the shop's hand (paid, to ship). */
export const defaultAdminOrderView: OrderStatus = 'paid';

/**
 * What happened to an order: each status change, each parcel shipped or delivered, each
 * step of a return (asked, approved or refused, received, and its refund: `refunded` with the
 * return's id), and each recall of lots its parcels held, and its buyer's answer.
 */
export const orderEventKinds = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'expired',
  'removed',
  'cancelled',
  'refunded',
  'return-requested',
  'return-approved',
  'return-refused',
  'return-received',
  'recalled',
  'recall-answered',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/** The most events `GET /order/{id}/history` answers: far more than any order's life writes. */
export const orderHistoryMax = 200;

/** One entry of an order's history (`GET /order/{id}/history`), oldest first. */
export interface OrderEvent {
  kind: OrderEventKind;
  /** The order's status after it. */
  status: OrderStatus;
  /** Who did it: the buyer, an admin, or the shop itself (a hold's end, Stripe's webhook). */
  actor: 'buyer' | 'admin' | 'shop';
  /** The parcel it was about, for `shipped` and `delivered`. */
  shipmentId: string | null;
  /** The return it was about, for the return events and a return's `refunded`. */
  returnId?: string;
  /** The recall it was about, for `recalled` and `recall-answered`. */
  recallId?: string;
  /** @format date-time */
  at: string;
}

/** One part of an order: its name and price copied from the part when the order was placed. */
export interface OrderLine {
  partId: string;
  name: string;
  /** The part's number when it was ordered; null on an order placed before part numbers. */
  sku: string | null;
  unitPrice: number;
  quantity: number;
  /** quantity × unitPrice. */
  lineTotal: number;
  /** How many of `quantity` have left in parcels. */
  shippedQuantity: number;
}

/** The units of a line still to pack. */
export const unitsToShip = (line: Pick<OrderLine, 'quantity' | 'shippedQuantity'>) =>
  line.quantity - line.shippedQuantity;

/** How an order ships: the method it was priced by (its name as it was then). */
export interface OrderShippingMethod {
  id: string;
  name: string;
}

/** An order as the API answers it. Money in dollars; the server keeps integer cents. */
export interface Order {
  _id: string;
  /**
   * The order's number for people, shown `#1001` (`formatOrderNumber`): unique, never reused,
   * roughly in the order orders were placed, with gaps (docs/decisions/0043-order-numbers-and-thank-you.md).
   * `_id` stays the order's name for machines and URLs.
   */
  orderNumber: number;
  /** 1 to `orderLinesMax` lines, one per part, in the order they were sent. */
  lines: OrderLine[];
  /** The lines' totals together. */
  subtotal: number;
  /** What shipping costs, priced by the server from the shop's rates. */
  shipping: number;
  /** subtotal + shipping, computed by the server: what the buyer pays. */
  totalPrice: number;
  /** Where it ships; null for an order placed with the 2022 body's free-text `address`. */
  shippingAddress: ShippingAddress | null;
  shippingMethod: OrderShippingMethod;
  /** The 2022 client's fields: the first line's part (read `lines`). */
  partId: string;
  /** The part's name, or for several lines "{first} and N more" (docs/product.md §3's `name`). */
  name: string;
  /** Units of every line together. */
  quantity: number;
  /** The first line's unit price (read `lines`). */
  unitPrice: number;
  /** The buyer, from their account. */
  customerName: string;
  email: string;
  /** The address as text: the 2022 body's, or `shippingAddress` written out. */
  address: string;
  phone: string;
  status: OrderStatus;
  /** The parcels it left in, oldest first. */
  shipments: Shipment[];
  /**
   * When its last parcel arrived (the order became `delivered`).
   * @format date-time
   */
  deliveredAt: string | null;
  /** True once a payment was verified; stays true when the payment is refunded. */
  paid: boolean;
  /** The Stripe PaymentIntent that paid the order. */
  transactionId: string | null;
  /**
   * ISO 8601: when an unpaid order stops holding its units (and can no longer be paid).
   * @format date-time
   */
  holdEndsAt: string;
  /**
   * The Stripe Refund of a `refunded` order, and its status at Stripe (the 2022 screens'
   * fields: `refunds` lists every refund, the returns' too).
   */
  refundId: string | null;
  refundStatus: RefundStatus | null;
  /** Stripe's reason when the refund failed (e.g. `expired_or_canceled_card`). */
  refundFailureReason: string | null;
  /**
   * Until when its buyer may ask to return units: its delivery plus the return window in
   * force when it was delivered; null before delivery.
   * @format date-time
   */
  returnableUntil: string | null;
  /** The returns its buyer asked for, oldest first. */
  returns: OrderReturn[];
  /** Every Stripe refund of its payment, oldest first: the whole order's, or one per return. */
  refunds: OrderRefund[];
  /** What has gone back to the buyer's card: the refunds that have not failed, in dollars. */
  refunded: number;
  /** Recalls of lots its parcels held, oldest first (docs/decisions/0035-lots-and-recalls.md). */
  recalls: OrderRecall[];
  /**
   * A dispute (chargeback) the buyer's bank opened on the payment, with Stripe's reason
   * (e.g. `fraudulent`) and status (e.g. `needs_response`): admins answer it at Stripe.
   */
  dispute: { reason: string; status: string } | null;
  /**
   * ISO 8601.
   * @format date-time
   */
  createdAt: string;
  /** @format date-time */
  updatedAt: string;
}

/** The first order number the shop gives: orders are numbered from here up. */
export const firstOrderNumber = 1001;

/** An order's number as people read and say it: `#1001`. */
export const formatOrderNumber = (orderNumber: number) => `#${orderNumber}`;

/** Whether the buyer can still pay `order` at `now`: unpaid, and its hold has not ended. */
export const isPayable = (order: Pick<Order, 'status' | 'holdEndsAt'>, now: Date) =>
  order.status === 'pending' && Date.parse(order.holdEndsAt) > now.getTime();

/** Answer of `DELETE /my-order/{id}` (docs/product.md §3). */
export interface DeletedResponse {
  deletedCount: 1;
}

/** The most lines (parts) one order holds. */
export const orderLinesMax = 50;

/**
 * How an order placed with the 2022 body (one part, a free-text address) shipped before the
 * third review: arranged by the shop at no charge. Orders from before then, and those
 * `npm run migrate-orders` gives lines, keep it; new ones are priced as the shop's home market
 * (docs/decisions/0042-third-review.md).
 */
export const arrangedShippingMethod: OrderShippingMethod = {
  id: 'arranged',
  name: 'Arranged by the shop',
};

/** The name an order goes by in lists and messages: its part's, or the first and how many more. */
export const orderTitle = (lines: readonly { name: string }[]) =>
  lines.length === 1
    ? (lines[0]?.name ?? '')
    : `${lines[0]?.name ?? ''} and ${lines.length - 1} more`;

/** What an order holds, in a few words: "4 × Drilled Brake Disc", or its title for several lines. */
export const orderSummary = (lines: readonly { name: string; quantity: number }[]) =>
  lines.length === 1 && lines[0] ? `${lines[0].quantity} × ${lines[0].name}` : orderTitle(lines);

/** Far above any real order of one part, low enough that a total in cents stays exact. */
export const orderQuantityMax = 100_000;
export const addressMaxLength = 200;

/** Optional header of `POST /order`: the same key twice places one order, the replay gets 409. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** What an `Idempotency-Key` may be: 8 to 100 letters, digits, `-` or `_` (a UUID fits). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export const ordersPageSizeMax = 500;

/** Answer of `GET /order/counts` (admins): how many orders have each status. */
export type OrderCounts = Record<OrderStatus, number>;

/** docs/product.md §5: the toast when a quantity is out of range, or a stepper is at its bound. */
export const quantityRangeMessage = (minOrder: number, most: number) =>
  `You can order min ${minOrder} and max ${most}!`;

/** The most of a part one order can take now: its stock, or its most per order if lower. */
export const orderableMost = (part: { availableQuantity: number; maxPerOrder: number }) =>
  Math.min(part.availableQuantity, part.maxPerOrder);

export type QuantityProblem =
  'not-a-whole-number' | 'below-minimum' | 'above-order-max' | 'above-stock';

/**
 * Why `quantity` of this part cannot be ordered, or null when it can: a whole number with
 * `minOrder ≤ quantity ≤ maxPerOrder` and `quantity ≤ availableQuantity`. The purchase page
 * and the server's transaction both decide with this.
 */
export function quantityProblem(
  quantity: number,
  part: { minOrder: number; availableQuantity: number; maxPerOrder: number },
): QuantityProblem | null {
  if (!Number.isSafeInteger(quantity)) return 'not-a-whole-number';
  if (quantity < part.minOrder) return 'below-minimum';
  if (quantity > part.maxPerOrder) return 'above-order-max';
  if (quantity > part.availableQuantity) return 'above-stock';
  return null;
}
