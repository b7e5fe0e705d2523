import { Text } from '@chakra-ui/react';
import { isPayable, type Order } from '@moto-parts/contracts';
import { formatClockTime } from '@/lib/format-clock-time';

/**
 * When an unpaid order's hold ends ("Pay by 15:42"), or that it has ("Expired at 15:42"): past
 * it the parts are back on sale and the order can no longer be paid.
 */
export function HoldDeadline({ order }: { order: Pick<Order, 'status' | 'holdEndsAt'> }) {
  const at = formatClockTime(order.holdEndsAt);
  if (isPayable(order, new Date())) {
    return (
      <Text as="span" color="fg.muted" textStyle="xs">
        Pay by {at}
      </Text>
    );
  }
  if (order.status !== 'pending' && order.status !== 'expired') return null;
  return (
    <Text as="span" color="fg.error" textStyle="xs">
      Expired at {at}: the parts went back to stock
    </Text>
  );
}
