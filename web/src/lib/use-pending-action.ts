import { useState } from 'react';
import { notifyError } from './notify';

/**
 * What a button's action needs: `pending` while it runs (the button shows it and takes no
 * second press), and its failure told in a toast.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (failure) {
      notifyError(failure);
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
