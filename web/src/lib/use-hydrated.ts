import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the page is prerendered and while the browser hydrates that HTML, true from then
 * on (and at once when the browser renders from scratch): for what only a browser can run,
 * so that the first render matches the prerendered page.
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
