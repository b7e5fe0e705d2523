import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import type { Order, OrderReturn, ReturnCondition } from '@moto-parts/contracts';
import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import { notifySuccess } from '@/lib/notify';
import { usePendingAction } from '@/lib/use-pending-action';
import { decideReturn, receiveReturn } from '../api/orders';

interface ReturnActionsProps {
  order: Order;
  asked: OrderReturn;
  onChanged: (order: Order) => void;
}

/**
 * What an admin does with a return: approve or refuse one asked for (a note says how to send
 * it back, or why not), then receive an approved one, fit to sell again or written off; its
 * refund goes through Stripe.
 */
export function ReturnActions({ order, asked, onChanged }: ReturnActionsProps) {
  const [note, setNote] = useState('');
  const [refundShipping, setRefundShipping] = useState(false);
  const { pending: busy, run } = usePendingAction();

  const act = (doing: () => Promise<Order>, done: string) =>
    run(async () => {
      onChanged(await doing());
      notifySuccess(done);
    });
  const decide = (decision: 'approve' | 'refuse') =>
    act(
      () => decideReturn(order._id, asked.id, { decision, ...(note.trim() ? { note } : {}) }),
      decision === 'approve' ? `Return ${asked.id} approved` : `Return ${asked.id} refused`,
    );
  const receive = (condition: ReturnCondition) =>
    act(
      () => receiveReturn(order._id, asked.id, { condition, refundShipping }),
      `Return ${asked.id} received and refunded`,
    );

  if (asked.status === 'requested') {
    return (
      <Stack gap="2">
        <TextField
          label={`Note to the buyer (return ${asked.id})`}
          helperText="How to send it back; or, to refuse, why"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <HStack gap="2">
          <Button size="xs" disabled={busy} onClick={() => void decide('approve')}>
            Approve return {asked.id}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            disabled={busy}
            onClick={() => void decide('refuse')}
          >
            Refuse return {asked.id}
          </Button>
        </HStack>
      </Stack>
    );
  }
  if (asked.status !== 'approved') return null;
  return (
    <Stack gap="2">
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        size="sm"
        checked={refundShipping}
        onCheckedChange={({ checked }) => setRefundShipping(checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Refund the shipping too</Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="2" wrap="wrap">
        <Button size="xs" disabled={busy} onClick={() => void receive('restock')}>
          Received: back on the shelf
        </Button>
        <Button size="xs" variant="outline" disabled={busy} onClick={() => void receive('scrap')}>
          Received: write off
        </Button>
      </HStack>
    </Stack>
  );
}
