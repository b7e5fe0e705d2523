import { useUser } from 'reactfire';

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

export function useCurrentUser(): CurrentUser {
  const { status, data } = useUser();
  if (status === 'loading') return { status: 'loading', user: null };
  if (!data) return { status: 'signed-out', user: null };
  const { uid, email, displayName } = data;
  return { status: 'signed-in', user: { uid, email, displayName } };
}
