import { useEffect, useState } from 'react';
import { fetchIsAdmin } from '../api/admin-check';
import { useCurrentUser } from './use-current-user';

export interface IsAdmin {
  /** True while the role of the signed-in user is not known yet. */
  loading: boolean;
  admin: boolean;
}

/** Whether the signed-in user is an admin, as the server says (`GET /admin/{email}`). */
export function useIsAdmin(): IsAdmin {
  const { status, user } = useCurrentUser();
  const email = user?.email ?? null;
  const [answer, setAnswer] = useState<{ email: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (!email) return;
    let current = true;
    void fetchIsAdmin(email).then((admin) => {
      if (current) setAnswer({ email, admin });
    });
    return () => {
      current = false;
    };
  }, [email]);

  if (status === 'loading') return { loading: true, admin: false };
  if (!email) return { loading: false, admin: false };
  if (answer?.email !== email) return { loading: true, admin: false };
  return { loading: false, admin: answer.admin };
}
