import { Text } from '@chakra-ui/react';
import type { Order } from '@moto-parts/contracts';

/** A dispute (chargeback) the buyer's bank opened: the admin answers it at Stripe. */
export function DisputeNote({ order }: { order: Order }) {
  if (!order.dispute) return null;
  const { reason, status } = order.dispute;
  return (
    <Text color="fg.error" textStyle="xs" fontWeight="semibold">
      Disputed ({reason.replaceAll('_', ' ')}): {status.replaceAll('_', ' ')} at Stripe
    </Text>
  );
}
