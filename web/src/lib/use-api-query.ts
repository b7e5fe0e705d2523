import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = Exclude<QueryState<T>, { status: 'loading' }>;

/**
 * Runs `load` when `key` changes and gives the screen its state: loading, the data, or the
 * error (screens show an error state; `reload` tries again). A `null` key loads nothing.
 * An answer that arrives after the key has changed is dropped.
 */
export function useApiQuery<T>(key: string | null, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const requestKey = key === null ? null : `${attempt}:${key}`;
  const [settled, setSettled] = useState<{ key: string; state: Settled<T> } | null>(null);

  useEffect(() => {
    if (requestKey === null) return;
    let current = true;
    const settle = (state: Settled<T>) => current && setSettled({ key: requestKey, state });
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
  const state: QueryState<T> =
    settled !== null && settled.key === requestKey ? settled.state : { status: 'loading' };
  return { ...state, reload };
}
