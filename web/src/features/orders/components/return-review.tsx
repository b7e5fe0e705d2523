import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { returnReasonLabel, type Bike, type ReturnReason } from '@moto-parts/contracts';
import { useEffect, useRef } from 'react';

export interface ReturnToReview {
  name: string;
  quantity: number;
  reason: ReturnReason;
  note: string;
  bike?: Bike;
}

/**
 * The return as it will be asked for, before it is sent: a return starts the shop's work and
 * the buyer's (a parcel to post), so the buyer reads it once more rather than file it by a tap.
 */
export function ReturnReview({ name, quantity, reason, note, bike }: ReturnToReview) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form's fields give way to this: a screen reader and the keyboard start here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm" ref={heading} tabIndex={-1} outline="none">
        Check your return
      </Heading>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>Part</DataList.ItemLabel>
          <DataList.ItemValue>{name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Units</DataList.ItemLabel>
          <DataList.ItemValue>{quantity}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Reason</DataList.ItemLabel>
          <DataList.ItemValue>
            {returnReasonLabel(reason)}
            {reason === 'wrong-fit' && bike && ` (${bike.make} ${bike.model} ${bike.year})`}
          </DataList.ItemValue>
        </DataList.Item>
        {note.trim() && (
          <DataList.Item>
            <DataList.ItemLabel>What went wrong</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{note.trim()}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
      <Text textStyle="sm">
        The shop will answer by email: if it approves, it tells you where to send the{' '}
        {quantity === 1 ? 'unit' : 'units'}, and refunds them once they arrive.
      </Text>
    </Stack>
  );
}
