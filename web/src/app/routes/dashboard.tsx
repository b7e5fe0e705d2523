import { useIsAdmin } from '@/features/auth';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';

// Features never import each other: the dashboard learns the role from here.
export function Component() {
  const { loading, admin } = useIsAdmin();
  return <DashboardLayout isAdmin={loading ? undefined : admin} />;
}
