import { useContext } from 'react';
import { CurrentUserContext, type CurrentUser } from './current-user-context';

export type { AuthUser, CurrentUser } from './current-user-context';

/** Loading until Firebase Auth has loaded and restored the session, then who is signed in. */
export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext);
}
