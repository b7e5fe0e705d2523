import { useCurrentUser } from '@/features/auth';

/**
 * The signed-in user, as the orders, payment and profile screens need them (features do not
 * import auth).
 */
export function useBuyer() {
  const { user } = useCurrentUser();
  return { name: user?.displayName ?? '', email: user?.email ?? '', uid: user?.uid ?? '' };
}
