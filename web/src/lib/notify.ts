import { unreachableMessage } from './api-client';

/** What to tell the user about a failure: its own message (an ApiError's is the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : unreachableMessage;
}

/**
 * The one way to report a failed call: a toast with the error's message. The toast's id is
 * its text, so a burst of identical failures shows one toast. The toast library loads on
 * demand (it is not needed to paint a page).
 */
export function notifyError(error: unknown) {
  const message = errorMessage(error);
  void import('react-hot-toast').then(({ default: toast }) =>
    toast.error(message, { id: message }),
  );
}
