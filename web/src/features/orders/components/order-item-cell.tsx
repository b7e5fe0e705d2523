import { Box, Table, Text } from '@chakra-ui/react';
import { orderTitle, type Order } from '@moto-parts/contracts';
import { formatPrice } from '@/lib/format';

/**
 * An order list's first cell: the part, and how many at what unit price; for an order of
 * several parts, its title with the lines folded under it (a disclosure, open on demand).
 */
export function OrderItemCell({ order }: { order: Order }) {
  // One line: the order's own name, quantity and unit price are that line's.
  if (order.lines.length === 1) {
    return (
      <Table.Cell>
        {order.name}
        <Text color="fg.muted" textStyle="xs" fontWeight="normal">
          {order.quantity} × {formatPrice(order.unitPrice)}
        </Text>
      </Table.Cell>
    );
  }
  return (
    <Table.Cell>
      <Box as="details" fontWeight="normal">
        <Box as="summary" cursor="pointer" fontWeight="semibold">
          {orderTitle(order.lines)}
          <Text as="span" color="fg.muted" textStyle="xs" fontWeight="normal">
            {' '}
            · {order.lines.length} parts
          </Text>
        </Box>
        <Box as="ul" listStyleType="none" textStyle="xs" color="fg.muted" mt="1">
          {order.lines.map((line) => (
            <li key={line.partId}>
              {line.quantity} × {line.name}, {formatPrice(line.lineTotal)}
            </li>
          ))}
          <li>
            {order.shippingMethod.name},{' '}
            {order.shipping === 0 ? 'free' : formatPrice(order.shipping)}
          </li>
        </Box>
      </Box>
    </Table.Cell>
  );
}
