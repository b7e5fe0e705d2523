import { array, mixed, number, object, string, type InferType } from 'yup';
import { shippingAddressSchema } from './address-schemas.ts';
import {
  addressMaxLength,
  adminOrderStatuses,
  orderLinesMax,
  orderQuantityMax,
  ordersPageSizeMax,
  type AdminOrderStatus,
} from './orders.ts';
import {
  adminOrderViews,
  allOrdersView,
  orderNumberMaxDigits,
  orderSearchMaxLength,
  readOrderSearch,
  type AdminOrderView,
} from './order-search.ts';
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
 * Manage Order's search text (`q`), in the form and in `GET /order`: an order number (`#1001`
 * or `1001`), a buyer's whole email, or the start of a buyer's name (readOrderSearch).
 */
export const orderSearchSchema = string()
  .trim()
  .max(orderSearchMaxLength, `Search for at most ${orderSearchMaxLength} characters`)
  .test('order-search', 'Search for an order number, an email or a name', function readable(q) {
    const search = q === undefined ? undefined : readOrderSearch(q);
    if (search?.by === 'orderNumber' && String(search.orderNumber).length > orderNumberMaxDigits) {
      return this.createError({
        message: `An order number has at most ${orderNumberMaxDigits} digits`,
      });
    }
    if (search?.by === 'email' && !emailSchema.isValidSync(search.email)) {
      return this.createError({
        message: 'Enter a whole email address, such as rider@example.com',
      });
    }
    if (search?.by === 'name' && q?.trim().startsWith('#')) {
      return this.createError({ message: 'An order number is digits after #, such as #1001' });
    }
    return true;
  });

/**
 * Query of `GET /order` (admins): the newest `limit` orders of one `status` (by default what
 * needs the shop's hand: paid, to ship) or of all (`all`), after the order `after` (the last
 * `_id` of the previous page); or, with `q`, the orders a search finds among all, whatever
 * their status (a `status` other than `all` beside it is refused, rather than ignored).
 * `X-Total-Count` carries how many orders the view or the search has.
 */
export const listOrdersQuerySchema = object({
  status: mixed<AdminOrderView>().oneOf(
    adminOrderViews,
    `status must be one of: ${adminOrderViews.join(', ')}`,
  ),
  q: orderSearchSchema.optional(),
  limit: pageLimitSchema(ordersPageSizeMax, 20),
  after: string().trim().max(128, 'after is too long').optional(),
}).test(
  'search-every-status',
  'A search looks through every order: send status all, or no status',
  ({ q, status }) => !q || status === undefined || status === allOrdersView,
);

export type MyOrdersQuery = InferType<typeof myOrdersQuerySchema>;

export type ListOrdersQuery = InferType<typeof listOrdersQuerySchema>;

/** Body of `PATCH /order/{id}/status` (admins): ship a paid order, or cancel one. */
export const orderStatusInputSchema = object({
  status: mixed<AdminOrderStatus>()
    .required('Status is required')
    .oneOf(adminOrderStatuses, `Status must be one of: ${adminOrderStatuses.join(', ')}`),
});

export type OrderStatusInput = InferType<typeof orderStatusInputSchema>;
