import { unreachableMessage } from './api-client';

/** What to tell the user about a failure: its own message (an ApiError's is the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : unreachableMessage;
}

let resolveFirstToast: () => void = () => undefined;
/**
 * Settles when the first toast is raised: the app mounts its toaster then (app/providers.tsx),
 * not with the page, because the toast library adds a stylesheet as it loads, and a new
 * stylesheet makes the browser restyle the whole page, a long task on a phone.
 */
export const firstToast = new Promise<void>((resolve) => {
  resolveFirstToast = resolve;
});

/** The toast library, loaded with the first toast. */
function toasts() {
  resolveFirstToast();
  return import('react-hot-toast').then((module) => module.default);
}

/** The one way to confirm that something worked: a success toast. */
export function notifySuccess(message: string) {
  void toasts().then((toast) => toast.success(message));
}

/**
 * The one way to report a failure: an error toast with the error's message, or with the text
 * given. The toast's id is its text, so a burst of identical failures shows one toast.
 */
export function notifyError(error: unknown) {
  const message = typeof error === 'string' ? error : errorMessage(error);
  void toasts().then((toast) => toast.error(message, { id: message }));
}
