import { Button, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';

interface PartActionDialogProps {
  /** The action, the button's word ("Edit", "Stocktake"); the part's name follows it for screen readers. */
  action: string;
  partName: string;
  /** Called once the server has the change, to reload the list. */
  onSaved: () => void;
  /** The form, given what to call once it has saved: the dialog closes and the list reloads. */
  children: (saved: () => void) => ReactNode;
}

/** One of Manage Product's row actions: a small button that opens the part's form in a dialog. */
export function PartActionDialog({ action, partName, onSaved, children }: PartActionDialogProps) {
  return (
    <FormDialog
      trigger={
        <Button size="xs" variant="outline">
          {action} <VisuallyHidden>{partName}</VisuallyHidden>
        </Button>
      }
    >
      {(close) =>
        children(() => {
          close();
          onSaved();
        })
      }
    </FormDialog>
  );
}
