import toast from 'react-hot-toast';
import { unreachableMessage } from './api-client';

/** What to tell the user about a failure: its own message (an ApiError's is the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : unreachableMessage;
}

/**
 * The one way to report a failed call: a toast with the error's message. The toast's id is
 * its text, so a burst of identical failures shows one toast.
 */
export function notifyError(error: unknown) {
  const message = errorMessage(error);
  toast.error(message, { id: message });
}
