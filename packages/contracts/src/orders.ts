/**
 * An order's life (DECISIONS.md "Money and stock"): `pending` until Stripe says it is paid,
 * `paid`, then `shipped` by an admin. `cancelled` when the customer removes an unpaid order
 * or an admin removes an order that has not shipped; its quantity goes back to stock.
 */
export const orderStatuses = ['pending', 'paid', 'shipped', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The statuses an admin may set by hand; only a verified payment makes an order `paid`. */
export const adminOrderStatuses = ['shipped', 'cancelled'] as const;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/** What an admin may turn an order of each status into (a shipped order has left the shop). */
export const adminStatusChanges: Record<OrderStatus, readonly AdminOrderStatus[]> = {
  pending: ['cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

/** An order as the API answers it. Money in dollars; the server keeps integer cents. */
export interface Order {
  _id: string;
  partId: string;
  /** The part's name (SPEC.md §3 calls the product name `name`). */
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
  /** True once a payment was verified; stays true if an admin cancels a paid order. */
  paid: boolean;
  /** The Stripe PaymentIntent that paid the order. */
  transactionId: string | null;
  /**
   * A payment that completed after the order was removed (a Payment tab left open): the
   * order stays unpaid and cancelled, and an admin refunds this PaymentIntent in Stripe.
   */
  refundDueTransactionId: string | null;
  /** ISO 8601. */
  createdAt: string;
  updatedAt: string;
}

/** Answer of `DELETE /my-order/{id}` (DECISIONS.md "Shapes on the wire"). */
export interface DeletedResponse {
  deletedCount: 1;
}

/** Far above any real order of one part, low enough that a total in cents stays exact. */
export const orderQuantityMax = 100_000;
export const addressMaxLength = 200;

/** Optional header of `POST /order`: the same key twice places one order, the replay gets 409. */
export const idempotencyKeyHeader = 'Idempotency-Key';

export const ordersPageSizeMax = 500;

/** SPEC.md §4: the toast when a quantity is out of range, or a stepper is at its bound. */
export const quantityRangeMessage = (minOrder: number, availableQuantity: number) =>
  `You can order min ${minOrder} and max ${availableQuantity}!`;

export type QuantityProblem = 'not-a-whole-number' | 'below-minimum' | 'above-stock';

/**
 * Why `quantity` of this part cannot be ordered, or null when it can: a whole number with
 * `minOrder ≤ quantity ≤ availableQuantity`. The purchase page and the server's transaction
 * both decide with this.
 */
export function quantityProblem(
  quantity: number,
  part: { minOrder: number; availableQuantity: number },
): QuantityProblem | null {
  if (!Number.isSafeInteger(quantity)) return 'not-a-whole-number';
  if (quantity < part.minOrder) return 'below-minimum';
  if (quantity > part.availableQuantity) return 'above-stock';
  return null;
}
