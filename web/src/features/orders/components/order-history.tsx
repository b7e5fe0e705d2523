import { Heading, Stack, Text, Timeline } from '@chakra-ui/react';
import { timelineSlotRecipe } from '@chakra-ui/react/theme';
import type { OrderEvent } from '@moto-parts/contracts';
import { historyWords } from '../utils/history-words';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface OrderHistoryProps {
  events: OrderEvent[];
  /** Whose page it is: the buyer reads "you", an admin "the buyer". */
  reader: 'buyer' | 'admin';
}

/** What happened to an order, oldest first: one entry per change (GET /order/{id}/history). */
export function OrderHistory({ events, reader }: OrderHistoryProps) {
  return (
    <Stack as="section" aria-label="History" gap="3">
      <Heading as="h2" size="md">
        History
      </Heading>
      {events.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          This order was placed before its history was kept.
        </Text>
      ) : (
        <Timeline.Root recipe={timelineSlotRecipe} size="sm" variant="subtle">
          {events.map((event) => (
            <Timeline.Item key={`${event.at}-${event.kind}-${event.shipmentId ?? ''}`}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator />
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title>{historyWords(event, reader)}</Timeline.Title>
                <Timeline.Description>
                  <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
                </Timeline.Description>
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      )}
    </Stack>
  );
}
