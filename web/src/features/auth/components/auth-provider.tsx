import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CurrentUserContext, type CurrentUser } from '../hooks/current-user-context';

// Firebase Auth and reactfire (~45 KB gzip) load in their own chunk, right after the first
// render, so public pages paint without waiting for them. Until they report, the user is
// 'loading': guarded routes show a spinner and the navbar holds its place.
const FirebaseSession = lazy(() => import('./firebase-session'));

export function AuthProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<CurrentUser>({ status: 'loading', user: null });
  return (
    <CurrentUserContext.Provider value={currentUser}>
      <Suspense fallback={null}>
        <FirebaseSession onChange={setCurrentUser} />
      </Suspense>
      {children}
    </CurrentUserContext.Provider>
  );
}
