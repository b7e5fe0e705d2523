import { Text } from '@chakra-ui/react';
import type { Order } from '@moto-parts/contracts';

/** How a refunded order's money stands at Stripe, when it is not simply back with the buyer. */
export function RefundNote({ order }: { order: Order }) {
  if (order.status !== 'refunded' || order.refundStatus === 'succeeded') return null;
  if (order.refundStatus === 'failed' || order.refundStatus === 'canceled') {
    const reason = order.refundFailureReason ? ` (${order.refundFailureReason})` : '';
    return (
      <Text color="fg.error" textStyle="xs" fontWeight="semibold">
        Refund failed{reason}: refund the buyer another way
      </Text>
    );
  }
  return (
    <Text color="fg.muted" textStyle="xs">
      Refund pending at Stripe
    </Text>
  );
}
