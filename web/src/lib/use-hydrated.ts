import { startTransition, useEffect, useState } from 'react';

/**
 * False while the page is prerendered, while the browser hydrates that HTML, and in the
 * browser's first render; true from the next render on: for what only a browser can run, so
 * that the first render matches the prerendered page.
 *
 * Not `useSyncExternalStore` with a server snapshot: React re-renders such a component
 * synchronously after hydration, and the navbar, the carousel and Home's forms re-rendered in
 * one task blocked a phone for a third of a second. A transition yields instead.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
