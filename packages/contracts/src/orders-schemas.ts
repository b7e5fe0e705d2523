import { array, mixed, number, object, string, type InferType } from 'yup';
import { shippingAddressSchema } from './address-schemas.ts';
import {
  addressMaxLength,
  adminOrderStatuses,
  defaultAdminOrderView,
  orderLinesMax,
  orderQuantityMax,
  orderStatuses,
  ordersPageSizeMax,
  type AdminOrderStatus,
  type OrderStatus,
} from './orders.ts';
import { pageLimitSchema } from './paging.ts';
import { phoneSchema } from './phone.ts';
import { emailSchema } from './users.ts';

export const addressSchema = string()
  .trim()
  .required('Address is required')
  .max(addressMaxLength, `Address must be at most ${addressMaxLength} characters`);

/** How many units of a part: a whole number from 1 to `orderQuantityMax`. */
export const quantitySchema = number()
  .strict()
  .typeError('Quantity must be a whole number')
  .required('Quantity is required')
  .integer('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(orderQuantityMax, `Quantity must be at most ${orderQuantityMax}`);

/** A part's id, as an order's line or a return names it. */
export const partIdSchema = string()
  .trim()
  .required('Part is required')
  .max(128, 'Part is unknown');

/**
 * Body of `POST /order` from the 2022 client: one part. The server takes the product name, the buyer's name and email and
 * the price from its own data: the `name`, `email` and `totalPrice` that the 2022 client
 * sent are accepted and dropped, so they can never decide anything.
 */
export const placeOrderInputSchema = object({
  partId: partIdSchema,
  quantity: quantitySchema,
  address: addressSchema,
  phone: phoneSchema,
  name: mixed().strip(),
  email: mixed().strip(),
  totalPrice: mixed().strip(),
});

export type PlaceOrderInput = InferType<typeof placeOrderInputSchema>;

/** One line of a cart's order: a part and how many. */
export const orderLineInputSchema = object({
  partId: partIdSchema.strict(),
  quantity: quantitySchema,
})
  .noUnknown('A line has only partId and quantity')
  .strict();

/** 1 to `orderLinesMax` lines (`line`s, a cart's unless told), each part once; `missing` when there are none. */
export const orderLinesInputSchema = <Line extends typeof orderLineInputSchema>(
  missing: string,
  line: Line = orderLineInputSchema as Line,
) =>
  array(line)
    .required(missing)
    .min(1, missing)
    .max(orderLinesMax, `An order has at most ${orderLinesMax} lines`)
    .test('one-line-per-part', 'Give each part once', (lines) => {
      const ids = (lines ?? []).map((line) => (line as { partId?: unknown } | null)?.partId);
      return new Set(ids).size === ids.length;
    });

/**
 * Body of `POST /order` from a cart (docs/decisions/0032-orders-with-lines.md): 1 to 50 lines,
 * each part once, the address checked for its country, and a shipping method of that
 * country's zone (`GET /shipping-methods`). Prices, names and shipping come from the server:
 * a `subtotal`, `shipping` or `totalPrice` sent is dropped.
 */
export const cartOrderInputSchema = object({
  lines: orderLinesInputSchema('Give the lines'),
  shippingAddress: shippingAddressSchema.required('Shipping address is required'),
  shippingMethod: string()
    .trim()
    .required('Shipping method is required')
    .max(128, 'No such shipping method'),
  phone: phoneSchema,
  // Figures a client may show its buyer: accepted and dropped, the server prices the order.
  subtotal: mixed().strip(),
  shipping: mixed().strip(),
  totalPrice: mixed().strip(),
});

export type CartOrderInput = InferType<typeof cartOrderInputSchema>;

/**
 * Query of `GET /my-order`: the caller's own email (docs/product.md §6), and a page of their orders,
 * newest first: `limit` orders after the order `after`. `X-Total-Count` carries how many.
 */
export const myOrdersQuerySchema = object({
  email: emailSchema.required('Email is required'),
  limit: pageLimitSchema(ordersPageSizeMax, 100),
  after: string().trim().max(128, 'after is too long').optional(),
});

/**
 * Query of `GET /order` (admins): the newest `limit` orders of one `status` (by default what
 * needs the shop's hand: paid, to ship), after the order `after` (the last `_id` of the
 * previous page). `X-Total-Count` carries how many orders have that status.
 */
export const listOrdersQuerySchema = object({
  status: mixed<OrderStatus>()
    .oneOf(orderStatuses, `status must be one of: ${orderStatuses.join(', ')}`)
    .default(defaultAdminOrderView),
  limit: pageLimitSchema(ordersPageSizeMax, 20),
  after: string().trim().max(128, 'after is too long').optional(),
});

export type MyOrdersQuery = InferType<typeof myOrdersQuerySchema>;

export type ListOrdersQuery = InferType<typeof listOrdersQuerySchema>;

/** Body of `PATCH /order/{id}/status` (admins): ship a paid order, or cancel one. */
export const orderStatusInputSchema = object({
  status: mixed<AdminOrderStatus>()
    .required('Status is required')
    .oneOf(adminOrderStatuses, `Status must be one of: ${adminOrderStatuses.join(', ')}`),
});

export type OrderStatusInput = InferType<typeof orderStatusInputSchema>;
