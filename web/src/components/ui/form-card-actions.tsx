import { Button, Card, HStack } from '@chakra-ui/react';

interface FormCardActionsProps {
  /** What the submit button says ("Save address"), and while it sends ("Saving…"). */
  submitLabel: string;
  busyLabel: string;
  submitting: boolean;
  onCancel: () => void;
}

/** The footer of a form drawn as a card: its submit button, busy while it sends, and Cancel. */
export function FormCardActions({
  submitLabel,
  busyLabel,
  submitting,
  onCancel,
}: FormCardActionsProps) {
  return (
    <Card.Footer>
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={submitting} loadingText={busyLabel}>
          {submitLabel}
        </Button>
        <Button variant="outline" colorPalette="gray" disabled={submitting} onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Card.Footer>
  );
}
