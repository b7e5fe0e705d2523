/**
 * An order's life (docs/decisions/0019-order-lifecycle.md):
 *
 *     pending ──paid by card──▶ paid ──admin ships──▶ shipped
 *        │                        └──admin cancels──▶ refunded (through Stripe)
 *        ├──hold ends unpaid──▶ expired    (units back to stock)
 *        └──buyer or admin removes──▶ cancelled (units back to stock)
 *
 * A payment that completes on an expired or cancelled order is refunded through Stripe and
 * the order becomes `refunded` too.
 */
export const orderStatuses = [
  'pending',
  'paid',
  'shipped',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses an admin may set by hand; only a verified payment makes an order `paid`. */
export const adminOrderStatuses = ['shipped', 'cancelled'] as const;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/**
 * What an admin may ask of an order of each status (a shipped order has left the shop).
 * Cancelling a paid order refunds it: it becomes `refunded`, not `cancelled`.
 */
export const adminStatusChanges: Record<OrderStatus, readonly AdminOrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

/** The statuses Manage Order opens on: what needs the shop's hand (paid, to ship). */
export const defaultAdminOrderView: OrderStatus = 'paid';

/**
 * A Stripe Refund's status (Stripe's own values): most card refunds are `succeeded` at once;
 * `failed` when the card can no longer take the money back.
 */
export const refundStatuses = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** An order as the API answers it. Money in dollars; the server keeps integer cents. */
export interface Order {
  _id: string;
  partId: string;
  /** The part's name (docs/product.md §3 calls the product name `name`). */
  name: string;
  /** The buyer, from their account. */
  customerName: string;
  email: string;
  address: string;
  phone: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice, computed by the server. */
  totalPrice: number;
  status: OrderStatus;
  /** True once a payment was verified; stays true when the payment is refunded. */
  paid: boolean;
  /** The Stripe PaymentIntent that paid the order. */
  transactionId: string | null;
  /**
   * ISO 8601: when an unpaid order stops holding its units (and can no longer be paid).
   * @format date-time
   */
  holdEndsAt: string;
  /** The Stripe Refund of a `refunded` order, and its status at Stripe. */
  refundId: string | null;
  refundStatus: RefundStatus | null;
  /** Stripe's reason when the refund failed (e.g. `expired_or_canceled_card`). */
  refundFailureReason: string | null;
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

/** Whether the buyer can still pay `order` at `now`: unpaid, and its hold has not ended. */
export const isPayable = (order: Pick<Order, 'status' | 'holdEndsAt'>, now: Date) =>
  order.status === 'pending' && Date.parse(order.holdEndsAt) > now.getTime();

/** Answer of `DELETE /my-order/{id}` (docs/product.md §3). */
export interface DeletedResponse {
  deletedCount: 1;
}

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
