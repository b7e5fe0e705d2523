import { Table, Text } from '@chakra-ui/react';
import type { Order } from '@moto-parts/contracts';
import { formatPrice } from '@/lib/format';

/** An order list's first cell: the part, and how many at what unit price. */
export function OrderItemCell({ order }: { order: Order }) {
  return (
    <Table.Cell>
      {order.name}
      <Text color="fg.muted" textStyle="xs">
        {order.quantity} × {formatPrice(order.unitPrice)}
      </Text>
    </Table.Cell>
  );
}
