import { Button, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState } from 'react';

interface OwnRoleDialogProps {
  open: boolean;
  /** Removes the admin's own role; the dialog stays busy until it settles. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asked before an admin removes their own admin role: unlike another's, it takes the screen
 * they are on away from them, and only another admin can give it back. The server refuses it
 * for the shop's last admin (409), whose message the Users screen shows.
 */
export function OwnRoleDialog({ open, onConfirm, onClose }: OwnRoleDialogProps) {
  const [busy, setBusy] = useState(false);
  // Losing one's own role is not undone by oneself: Enter on the fresh dialog must not do it.
  const cancelButton = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog.Root
      // The recipe comes with the screen, not the theme: Home's bundle does not carry it.
      recipe={dialogSlotRecipe}
      role="alertdialog"
      placement="center"
      open={open}
      initialFocusEl={() => cancelButton.current}
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
              <Dialog.Title>Remove your own admin role?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                You will lose the admin screens (Manage Order, Returns, Manage Product, Users and
                the rest) as soon as it is done, and land on My Profile. Only another admin can make
                you admin again.
              </Dialog.Description>
            </Dialog.Body>
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
              <Button colorPalette="red" loading={busy} loadingText="Removing…" onClick={confirm}>
                Remove my admin role
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
