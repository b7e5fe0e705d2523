import { Button } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

const question = 'Are you sure you want to delete the item?';

/** A screen with a Remove button that opens the dialog. */
function Screen({ onConfirm, note }: { onConfirm: () => Promise<unknown>; note?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Remove</Button>
      <ConfirmDialog open={open} onConfirm={onConfirm} onClose={() => setOpen(false)}>
        {note}
      </ConfirmDialog>
    </>
  );
}

async function openDialog(onConfirm: () => Promise<unknown>, note?: string) {
  renderWithProviders(<Screen onConfirm={onConfirm} note={note} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Remove' }));
  const dialog = await screen.findByRole('alertdialog', { name: question });
  // The dialog listens for Escape and outside clicks from the moment it takes the focus, a
  // step after it appears: no person is faster, and a test that was lost the key on a busy
  // machine.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('when opened, then it asks docs/product.md’s question, with Cancel and Delete', async () => {
    const { dialog } = await openDialog(vi.fn());

    expect(dialog).toHaveTextContent(question);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('when Cancel is pressed, then it closes and nothing is deleted', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = await openDialog(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when Escape is pressed, then it closes and nothing is deleted', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const { user } = await openDialog(onConfirm);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when Delete is pressed, then it is busy until the deletion is done, then closes', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await openDialog(onConfirm);

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /Deleting/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('when the deletion fails, then the server’s message shows and the dialog closes', async () => {
    const { user } = await openDialog(() =>
      Promise.reject(new ApiError(409, 'conflict', 'A paid order cannot be removed')),
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('A paid order cannot be removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('when given more to say, then it shows it under the question', async () => {
    const { dialog } = await openDialog(vi.fn(), 'Refund it in the Stripe dashboard.');

    expect(dialog).toHaveAccessibleDescription('Refund it in the Stripe dashboard.');
  });
});
