import { addressLines, type Order } from '@moto-parts/contracts';

/**
 * The ship-to block of a packing slip, a line each: the shipping address as its country writes
 * it (its first line names who the parcel is for); for an order placed with the 2022 body,
 * which has no such address, the buyer and the free-text address they typed.
 */
export const shipToLines = (order: Pick<Order, 'customerName' | 'shippingAddress' | 'address'>) =>
  order.shippingAddress ? addressLines(order.shippingAddress) : [order.customerName, order.address];
