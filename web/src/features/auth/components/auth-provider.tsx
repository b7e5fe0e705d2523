import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { whenSessionNeeded } from '../api/session-demand';
import { CurrentUserContext, type CurrentUser } from '../hooks/current-user-context';

// Firebase Auth and reactfire load in their own chunk, and only where a session can exist
// (session-demand.ts), so public pages paint and start without them. Until the user is known
// they are 'loading': guarded routes show a spinner and the navbar holds its place. Never at
// build time: a prerendered page is the visitor's first render, still 'loading'.
const FirebaseSession = lazy(() => import('./firebase-session'));

const loading: CurrentUser = { status: 'loading', user: null };

export function AuthProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<CurrentUser>(loading);
  const [followSession, setFollowSession] = useState(false);
  // Who is signed in changes the navbar and the guarded screens: re-render them as a
  // transition, which yields to the browser, rather than in one blocking task.
  const report = useCallback(
    (user: CurrentUser) => startTransition(() => setCurrentUser(user)),
    [],
  );

  // After hydration, as effects run: without a session to follow, the visitor is signed out.
  useEffect(() => {
    let needed = false;
    const stop = whenSessionNeeded(() => {
      if (needed) return;
      needed = true;
      // Loading again until Firebase answers: a guarded screen must wait for it rather than
      // send a visitor who has just signed in back to the sign-in page.
      startTransition(() => {
        setFollowSession(true);
        setCurrentUser((user) => (user.status === 'signed-out' ? loading : user));
      });
    });
    if (!needed) report({ status: 'signed-out', user: null });
    return stop;
  }, [report]);

  return (
    <CurrentUserContext.Provider value={currentUser}>
      {followSession && (
        <Suspense fallback={null}>
          <FirebaseSession onChange={report} />
        </Suspense>
      )}
      {children}
    </CurrentUserContext.Provider>
  );
}
