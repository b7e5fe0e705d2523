import { Button, Group } from '@chakra-ui/react';
import {
  allOrdersView,
  orderStatuses,
  toShipStatuses,
  type AdminOrderView,
  type OrderCounts,
} from '@moto-parts/contracts';

/** How Manage Order names each view in its filter. */
const viewNames: Record<AdminOrderView, string> = {
  all: 'All',
  paid: 'Paid, to ship',
  'partially-shipped': 'Partly shipped',
  pending: 'Unpaid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  'partially-returned': 'Partly returned',
  returned: 'Returned',
  refunded: 'Refunded',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** What needs the shop's hand first (to ship, in whole or in part), then the rest, then all. */
const viewOrder: AdminOrderView[] = [
  ...toShipStatuses,
  ...orderStatuses.filter((status) => !toShipStatuses.includes(status)),
  allOrdersView,
];

/** How many orders a view has: all of them for All. */
const countOf = (counts: OrderCounts, view: AdminOrderView) =>
  view === allOrdersView
    ? Object.values(counts).reduce((sum, count) => sum + count, 0)
    : counts[view];

interface OrderStatusFilterProps {
  /** The view shown; none while a search shows what it found among all orders. */
  value: AdminOrderView | null;
  onChange: (view: AdminOrderView) => void;
  /** How many orders each status has, once known. */
  counts?: OrderCounts;
}

/**
 * Manage Order's choice of which orders to list, each with its count: a row of toggle
 * buttons (Chakra's Button, whose recipe Home's theme already carries, so the admin screen
 * adds nothing to Home's first load), wrapping on a phone.
 */
export function OrderStatusFilter({ value, onChange, counts }: OrderStatusFilterProps) {
  return (
    <Group role="group" aria-label="Show orders" flexWrap="wrap" gap="2">
      {viewOrder.map((status) => (
        <Button
          key={status}
          size="xs"
          variant={status === value ? 'solid' : 'outline'}
          aria-pressed={status === value}
          onClick={() => onChange(status)}
        >
          {viewNames[status]}
          {counts ? ` (${countOf(counts, status)})` : ''}
        </Button>
      ))}
    </Group>
  );
}
