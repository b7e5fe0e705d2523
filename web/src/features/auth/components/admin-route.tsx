import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useIsAdmin } from '../hooks/use-is-admin';

/**
 * The admin screens' guard. The server refuses their calls to anyone else anyway; this
 * spares a customer who types the URL a screen of errors (docs/product.md §6).
 */
export function AdminRoute() {
  const { loading, admin } = useIsAdmin();

  if (loading) return <PageSpinner />;
  return admin ? <Outlet /> : <Navigate to={paths.dashboard.root.getHref()} replace />;
}
