import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type ReactElement, type ReactNode } from 'react';

interface FormDialogProps {
  /** The button that opens it. */
  trigger: ReactElement;
  /** The form, given the way to close the dialog once it has saved. */
  children: (close: () => void) => ReactNode;
}

/**
 * A form in a dialog (an admin's Edit, Add a zone): a fresh form each time it opens, from the
 * data as it is then, scrolling inside the dialog when it is longer than a phone's screen.
 */
export function FormDialog({ trigger, children }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      // The recipe comes with the screen, not the theme: Home's bundle does not carry it.
      recipe={dialogSlotRecipe}
      placement="center"
      size="lg"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children(() => setOpen(false))}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FormDialogFooterProps {
  /** What the submit button says ("Save", "Save count"). */
  submitLabel: string;
  submitting: boolean;
  /** Nothing to send yet (an edit that changes nothing). */
  disabled?: boolean;
}

/** A form dialog's footer: Cancel, which closes it, and the submit button, busy while it saves. */
export function FormDialogFooter({ submitLabel, submitting, disabled }: FormDialogFooterProps) {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline" colorPalette="gray">
          Cancel
        </Button>
      </Dialog.ActionTrigger>
      <Button type="submit" disabled={disabled} loading={submitting} loadingText="Saving…">
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
