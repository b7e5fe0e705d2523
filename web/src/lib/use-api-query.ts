import { startTransition, useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = Exclude<QueryState<T>, { status: 'loading' }>;

/**
 * Runs `load` when `key` changes and gives the screen its state: loading, the data, or the
 * error (screens show an error state; `reload` tries again). A `null` key loads nothing.
 * An answer that arrives after the key has changed is dropped. While `reload` runs after a
 * success, the screen keeps the data it shows (an order placed or removed): no flash back to
 * a skeleton, no lost scroll or form state; the new data replaces it when it comes.
 */
export function useApiQuery<T>(key: string | null, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${attempt}:${key}`;
  const [settled, setSettled] = useState<{
    key: string;
    queryKey: string;
    state: Settled<T>;
  } | null>(null);

  useEffect(() => {
    if (requestKey === null || key === null) return;
    let current = true;
    // As a transition: a page of results renders in slices that yield to the browser, rather
    // than in one long task that would freeze a phone as the answer arrives.
    const settle = (state: Settled<T>) => {
      if (current) startTransition(() => setSettled({ key: requestKey, queryKey: key, state }));
    };
    load().then(
      (data) => settle({ status: 'success', data }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `load` belongs to `key`: a new function for the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  let state: QueryState<T> = { status: 'loading' };
  if (settled !== null && settled.key === requestKey) state = settled.state;
  else if (settled?.queryKey === key && settled.state.status === 'success') state = settled.state;
  return { ...state, reload };
}
