import type { OrderStatus } from '@moto-parts/contracts';

/** How the screens name where an order stands: its badge (orders) and the sales reports (admin). */
export const orderStatusNames: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  'partially-shipped': 'Partly shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  'partially-returned': 'Partly returned',
  returned: 'Returned',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};
