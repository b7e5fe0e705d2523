import { Button, Center, Dialog, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';

interface PartActionDialogProps {
  /** The action, the button's word ("Edit", "Stocktake"); the part's name follows it for screen readers. */
  action: string;
  partName: string;
  /** Called once the server has the change, to reload the list. */
  onSaved: () => void;
  /**
   * The form, given what to call once it has saved: the dialog closes and the list reloads.
   * It may be lazy: its code loads when the dialog first opens.
   */
  children: (saved: () => void) => ReactNode;
}

/**
 * While a lazy form's code loads: the dialog already says what it is for (the form's own title
 * replaces this one), and that it is loading.
 */
function FormLoading({ title }: { title: string }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Center role="status" minH="40">
          <Spinner size="lg" color="brand.solid" />
          <VisuallyHidden>Loading the form…</VisuallyHidden>
        </Center>
      </Dialog.Body>
    </>
  );
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
      {(close) => (
        <Suspense fallback={<FormLoading title={`${action} ${partName}`} />}>
          {children(() => {
            close();
            onSaved();
          })}
        </Suspense>
      )}
    </FormDialog>
  );
}
