import { lazy, Suspense, useState, type ReactNode } from 'react';
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
  return (
    <CurrentUserContext.Provider value={currentUser}>
      {hydrated && (
        <Suspense fallback={null}>
          <FirebaseSession onChange={setCurrentUser} />
        </Suspense>
      )}
      {children}
    </CurrentUserContext.Provider>
  );
}
