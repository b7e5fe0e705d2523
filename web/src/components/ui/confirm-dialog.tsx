import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState, type ReactNode } from 'react';
import { notifyError } from '@/lib/notify';

interface ConfirmDialogProps {
  open: boolean;
  /**
   * Does the act (deletes the item). The dialog stays open and busy until it settles, reports
   * a failure with the server's message, then closes.
   */
  onConfirm: () => Promise<unknown>;
  /** Called when the dialog closes: cancelled, dismissed, or done. */
  onClose: () => void;
  /** What else to know before confirming, said under the question. */
  children?: ReactNode;
  /** The question; docs/product.md's delete confirmation unless another act is asked about. */
  title?: string;
  /** The confirming button, and what it says while the act is under way. */
  confirmLabel?: string;
  busyLabel?: string;
}

/**
 * A question before an act that cannot be undone by the one who does it: by default
 * docs/product.md's delete confirmation ('Are you sure you want to delete the item?', Cancel,
 * Delete).
 */
export function ConfirmDialog({
  open,
  onConfirm,
  onClose,
  children,
  title = 'Are you sure you want to delete the item?',
  confirmLabel = 'Delete',
  busyLabel = 'Deleting…',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // The act cannot be undone: Enter on a freshly opened dialog must not do it.
  const cancelButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog.Root
      // The recipe comes with the screens that delete, not the theme: Home's bundle does not
      // carry it.
      recipe={dialogSlotRecipe}
      role="alertdialog"
      placement="center"
      open={open}
      initialFocusEl={() => cancelButton.current}
      // Once the act is confirmed the call is under way: the dialog waits for its answer.
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children && (
              <Dialog.Body>
                <Dialog.Description>{children}</Dialog.Description>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button
                ref={cancelButton}
                variant="outline"
                colorPalette="gray"
                disabled={busy}
                onClick={onClose}
              >
                Cancel
              </Button>
              <Button colorPalette="red" loading={busy} loadingText={busyLabel} onClick={confirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
