import { createContext } from 'react';

/** The signed-in user as the rest of the app sees it (no Firebase types leave the feature). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  /**
   * Whether Firebase Auth says the user proved they own their email, as of their ID token:
   * the server sends order emails only to such an address.
   */
  emailVerified: boolean;
}

export type CurrentUser =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: AuthUser };

export const CurrentUserContext = createContext<CurrentUser>({ status: 'loading', user: null });
