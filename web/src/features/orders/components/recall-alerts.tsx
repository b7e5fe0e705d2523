import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import type { Order, OrderRecall } from '@moto-parts/contracts';
import { usePendingAction } from '@/lib/use-pending-action';
import { answerRecall } from '../api/orders';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface RecallAlertsProps {
  order: Order;
  /** The buyer answers; an admin only reads. */
  reader: 'buyer' | 'admin';
  onChanged: () => void;
}

function RecallAlert({
  order,
  recall,
  reader,
  onChanged,
}: RecallAlertsProps & { recall: OrderRecall }) {
  const { pending, run } = usePendingAction();
  const answer = () =>
    run(async () => {
      await answerRecall(order._id, recall.id);
      onChanged();
    });
  return (
    <Alert.Root recipe={alertSlotRecipe} status="error" variant="outline">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          Recall: {recall.units} × {recall.name} (lot {recall.lots.join(', ')})
        </Alert.Title>
        <Alert.Description>
          <Text whiteSpace="pre-line">{recall.message}</Text>
        </Alert.Description>
        {recall.answeredAt ? (
          <Text textStyle="sm">
            {reader === 'buyer' ? 'You' : 'The buyer'} read it on{' '}
            {day.format(new Date(recall.answeredAt))}.
          </Text>
        ) : reader === 'buyer' ? (
          <Button size="xs" alignSelf="flex-start" loading={pending} onClick={() => void answer()}>
            I have read this
          </Button>
        ) : (
          <Text textStyle="sm">The buyer has not answered yet.</Text>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The recalls of lots this order's parcels held: what is wrong, and whether its buyer read it. */
export function RecallAlerts(props: RecallAlertsProps) {
  if (props.order.recalls.length === 0) return null;
  return (
    <Stack as="section" aria-label="Recalls" gap="3">
      {props.order.recalls.map((recall) => (
        <RecallAlert key={recall.id} {...props} recall={recall} />
      ))}
    </Stack>
  );
}
