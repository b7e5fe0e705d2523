import { Box, EmptyState, Heading, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatOrderNumber, type Order } from '@moto-parts/contracts';
import { formatClockTime } from '@/lib/format-clock-time';
import { formatPrice } from '@/lib/format';
import { BackToOrders } from './back-to-orders';

/** Payment-shaped placeholders while the order loads. */
export function PaymentSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">Loading the order…</VisuallyHidden>
      <Stack gap="3" aria-hidden="true">
        <Skeleton height="8" width="80%" />
        <Skeleton height="6" width="50%" />
        <Skeleton height="11" mt="3" />
        <Skeleton height="10" width="32" />
      </Stack>
    </Box>
  );
}

/** A 404: the order is someone else's, was removed, or never was. */
export function OrderNotFound() {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <EmptyState.Title as="h2">This order was not found</EmptyState.Title>
        <EmptyState.Description>
          It may have been removed. Your orders are all in My Orders.
        </EmptyState.Description>
        <BackToOrders />
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Why an order takes no payment, as its heading and what it means for the buyer. */
function closedReason(order: Order): { title: string; detail?: string } {
  switch (order.status) {
    case 'refunded':
      return {
        title: 'This order was refunded',
        detail: 'The payment went back to your card.',
      };
    case 'cancelled':
      return { title: 'This order was cancelled' };
    case 'paid':
    case 'shipped':
      return { title: 'This order is paid' };
    default:
      return {
        title: `This order expired at ${formatClockTime(order.holdEndsAt)}`,
        detail:
          'It was not paid in time, so its parts went back to stock. Place a new order to buy them.',
      };
  }
}

/**
 * An order with nothing to pay: paid already (with the payment's id), refunded, cancelled, or
 * past its hold.
 */
export function ClosedOrder({ order }: { order: Order }) {
  const { title, detail } = closedReason(order);
  return (
    <>
      <Stack gap="1">
        <Text color="fg.muted" textStyle="sm" fontWeight="medium">
          Order {formatOrderNumber(order.orderNumber)}
        </Text>
        <Heading as="h2" size="xl">
          {title}
        </Heading>
        <Text textStyle="lg">
          {order.name}: {formatPrice(order.totalPrice)}
        </Text>
        {detail && <Text>{detail}</Text>}
        {order.transactionId && <Text color="fg.muted">Transaction id: {order.transactionId}</Text>}
      </Stack>
      <BackToOrders alignSelf="flex-start" />
    </>
  );
}
