import { lazy, startTransition, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { CurrentUserContext, type CurrentUser } from '../hooks/current-user-context';

// Firebase Auth and reactfire (~45 KB gzip) load in their own chunk, right after the first
// render, so public pages paint without waiting for them. Until they report, the user is
// 'loading': guarded routes show a spinner and the navbar holds its place. Never at build
// time: a prerendered page is the signed-out visitor's first render, still 'loading'.
const FirebaseSession = lazy(() => import('./firebase-session'));

export function AuthProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<CurrentUser>({ status: 'loading', user: null });
  const hydrated = useHydrated();
  // Who is signed in changes the navbar and the guarded screens: re-render them as a
  // transition, which yields to the browser, rather than in one blocking task.
  const report = useCallback(
    (user: CurrentUser) => startTransition(() => setCurrentUser(user)),
    [],
  );
  return (
    <CurrentUserContext.Provider value={currentUser}>
      {hydrated && (
        <Suspense fallback={null}>
          <FirebaseSession onChange={report} />
        </Suspense>
      )}
      {children}
    </CurrentUserContext.Provider>
  );
}
