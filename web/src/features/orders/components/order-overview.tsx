import { Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { addressLines, formatOrderNumber, type Order } from '@moto-parts/contracts';
import { formatPrice } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An order at a glance: its status, where it goes, and each line with how much has shipped. */
export function OrderOverview({ order }: { order: Order }) {
  const shipTo = order.shippingAddress ? addressLines(order.shippingAddress) : [order.address];
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          Order {formatOrderNumber(order.orderNumber)}
        </Heading>
        <OrderStatusBadge status={order.status} />
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="0" textStyle="sm">
          <Text fontWeight="semibold">Ship to</Text>
          {shipTo.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Text color="fg.muted">{order.phone}</Text>
        </Stack>
        <Stack gap="0" textStyle="sm">
          <Text>Placed {day.format(new Date(order.createdAt))}</Text>
          <Text>
            {order.shippingMethod.name},{' '}
            {order.shipping === 0 ? 'free' : formatPrice(order.shipping)}
          </Text>
          <Text fontWeight="semibold">Total {formatPrice(order.totalPrice)}</Text>
          {order.deliveredAt && <Text>Delivered {day.format(new Date(order.deliveredAt))}</Text>}
        </Stack>
      </SimpleGrid>
      <Table.ScrollArea>
        <Table.Root recipe={tableSlotRecipe} size="sm" aria-label="Parts in the order">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Part</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Ordered</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Shipped</Table.ColumnHeader>
              {/* On a phone the total above says it: the parts' names get the width. */}
              <Table.ColumnHeader textAlign="end" hideBelow="md">
                Price
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.lines.map((line) => (
              <Table.Row key={line.partId}>
                <Table.Cell>{line.name}</Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end">{line.shippedQuantity}</Table.Cell>
                <Table.Cell textAlign="end" hideBelow="md">
                  {formatPrice(line.lineTotal)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
