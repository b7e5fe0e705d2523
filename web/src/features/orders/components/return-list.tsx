import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe, cardSlotRecipe } from '@chakra-ui/react/theme';
import {
  returnReasonLabel,
  type Order,
  type OrderReturn,
  type ReturnStatus,
} from '@moto-parts/contracts';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format';

const looks: Record<ReturnStatus, { label: string; colorPalette: string }> = {
  requested: { label: 'Asked', colorPalette: 'yellow' },
  approved: { label: 'Approved: send it back', colorPalette: 'blue' },
  refused: { label: 'Refused', colorPalette: 'red' },
  received: { label: 'Received', colorPalette: 'green' },
};

/** One return: what, why, where it stands, and its refund. */
function ReturnCard({
  order,
  asked,
  actions,
}: {
  order: Order;
  asked: OrderReturn;
  actions?: ReactNode;
}) {
  const refund = order.refunds.find(({ returnId }) => returnId === asked.id);
  return (
    <Card.Root recipe={cardSlotRecipe} size="sm" variant="outline" as="li">
      <Card.Body gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h3" size="sm">
            Return {asked.id}: {asked.quantity} × {asked.name}
          </Heading>
          <Badge recipe={badgeRecipe} colorPalette={looks[asked.status].colorPalette}>
            {looks[asked.status].label}
          </Badge>
        </HStack>
        <Text textStyle="sm">
          {returnReasonLabel(asked.reason)}
          {asked.bike && ` (${asked.bike.make} ${asked.bike.model} ${asked.bike.year})`}
          {asked.note && `: “${asked.note}”`}
        </Text>
        {asked.adminNote && (
          <Text textStyle="sm" color="fg.muted">
            The shop: {asked.adminNote}
          </Text>
        )}
        {refund && (
          <Text textStyle="sm" fontWeight="semibold">
            {refund.status === 'failed'
              ? `Refund of ${formatPrice(refund.amount)} failed${refund.failureReason ? ` (${refund.failureReason})` : ''}`
              : `Refunded ${formatPrice(refund.amount)}${asked.refundsShipping ? ', shipping included' : ''}`}
          </Text>
        )}
        {actions}
      </Card.Body>
    </Card.Root>
  );
}

interface ReturnListProps {
  order: Order;
  /** What the reader may do about each return (the admins' decisions). */
  actions?: (asked: OrderReturn) => ReactNode;
}

/** An order's returns, each with its reason, where it stands and its refund; and the total refunded. */
export function ReturnList({ order, actions }: ReturnListProps) {
  if (order.returns.length === 0) return null;
  return (
    <Stack as="section" aria-label="Returns" gap="3">
      <Heading as="h2" size="md">
        Returns
      </Heading>
      <Stack as="ul" listStyleType="none" gap="3">
        {order.returns.map((asked) => (
          <ReturnCard key={asked.id} order={order} asked={asked} actions={actions?.(asked)} />
        ))}
      </Stack>
      {order.refunded > 0 && (
        <Text textStyle="sm">
          Refunded to the card so far: <strong>{formatPrice(order.refunded)}</strong> of{' '}
          {formatPrice(order.totalPrice)}
        </Text>
      )}
    </Stack>
  );
}
