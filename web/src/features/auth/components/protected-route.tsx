import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCurrentUser } from '../hooks/use-current-user';

/**
 * Renders its children (or the child routes) for a signed-in user. Anyone else goes to the
 * sign-in page, which sends them back to where they were heading.
 */
export function ProtectedRoute({ children }: { children?: ReactNode }) {
  const { status } = useCurrentUser();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner />;
  if (status === 'signed-out') {
    return <Navigate to={paths.signin.getHref()} state={{ from: location }} replace />;
  }
  return children ?? <Outlet />;
}
