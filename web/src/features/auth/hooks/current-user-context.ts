import { createContext } from 'react';

/** The signed-in user as the rest of the app sees it (no Firebase types leave the feature). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

export type CurrentUser =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: AuthUser };

export const CurrentUserContext = createContext<CurrentUser>({ status: 'loading', user: null });
