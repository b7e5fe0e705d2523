import { Box, Link, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatOrderNumber, orderTitle, type Order } from '@moto-parts/contracts';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '@/lib/format';

/**
 * The order's number, what its buyer and the shop say on the phone, and the link to the
 * order's own page: its parcels, their tracking, its history. Below the part's name, which
 * starts the cell (and its name for a screen reader's table navigation).
 */
function NumberAndDetails({ order, href }: { order: Order; href: string }) {
  return (
    <Text textStyle="xs" fontWeight="normal">
      <Text as="span" color="fg.muted">
        Order {formatOrderNumber(order.orderNumber)} ·{' '}
      </Text>
      <Link asChild variant="underline">
        <RouterLink to={href}>
          Order details <VisuallyHidden>of {order.name}</VisuallyHidden>
        </RouterLink>
      </Link>
    </Text>
  );
}

/**
 * An order list's first cell: the part, and how many at what unit price; for an order of
 * several parts, its title with the lines folded under it (a disclosure, open on demand); and
 * its number with the link to the order's page (`href`).
 */
export function OrderItemCell({ order, href }: { order: Order; href: string }) {
  // One line: the order's own name, quantity and unit price are that line's.
  if (order.lines.length === 1) {
    return (
      <Table.Cell>
        {order.name}
        <Text color="fg.muted" textStyle="xs" fontWeight="normal">
          {order.quantity} × {formatPrice(order.unitPrice)}
        </Text>
        <NumberAndDetails order={order} href={href} />
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
      <NumberAndDetails order={order} href={href} />
    </Table.Cell>
  );
}
