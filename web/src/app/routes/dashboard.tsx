import { Route, Routes } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { AdminRoute, useIsAdmin, VerifyEmailAlert } from '@/features/auth';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useRecalls } from '@/features/orders/api/orders';
import { lazyScreen } from '../lazy-screen';
import { figureOf, useAdminWaiting, type AdminWaiting } from '../use-admin-waiting';
import { useBuyer } from '../use-buyer';

// The dashboard's routes, here rather than in the app's router: a shopper who never signs in
// never downloads them. Each screen is a chunk of its own, loaded on first visit.
const MyProfile = lazyScreen(
  () => import('@/features/profile/components/my-profile'),
  (m) => m.MyProfile,
);
const AddReview = lazyScreen(
  () => import('@/features/reviews/components/add-review'),
  (m) => m.AddReview,
);
const MyOrders = lazyScreen(
  () => import('@/features/orders/components/my-orders'),
  (m) => m.MyOrders,
);
const MyOrder = lazyScreen(
  () => import('@/features/orders/components/my-order-page'),
  (m) => m.MyOrderPage,
);
const ManageOneOrder = lazyScreen(
  () => import('@/features/orders/components/manage-order-page'),
  (m) => m.ManageOrderPage,
);
const Payment = lazyScreen(
  () => import('@/features/payments/components/payment'),
  (m) => m.Payment,
);
const ManageOrders = lazyScreen(
  () => import('@/features/orders/components/manage-orders'),
  (m) => m.ManageOrders,
);
const Returns = lazyScreen(
  () => import('@/features/orders/components/returns-screen'),
  (m) => m.ReturnsScreen,
);
const Recalls = lazyScreen(
  () => import('@/features/orders/components/recalls-screen'),
  (m) => m.RecallsScreen,
);
const ManageParts = lazyScreen(
  () => import('@/features/admin/components/manage-parts'),
  (m) => m.ManageParts,
);
const AddPart = lazyScreen(
  () => import('@/features/admin/components/add-part'),
  (m) => m.AddPart,
);
const ShippingZones = lazyScreen(
  () => import('@/features/admin/components/shipping-zones'),
  (m) => m.ShippingZones,
);
const Users = lazyScreen(
  () => import('@/features/admin/components/users'),
  (m) => m.Users,
);
const AdminOverview = lazyScreen(
  () => import('@/features/dashboard/components/admin-overview'),
  (m) => m.AdminOverview,
);
const Exports = lazyScreen(
  () => import('@/features/admin/components/exports'),
  (m) => m.Exports,
);
const PartsImport = lazyScreen(
  () => import('@/features/admin/components/parts-import'),
  (m) => m.PartsImport,
);
const Reports = lazyScreen(
  () => import('@/features/admin/components/reports'),
  (m) => m.Reports,
);
const PackingSlip = lazyScreen(
  () => import('@/features/packing/components/packing-slip'),
  (m) => m.PackingSlip,
);
const PickList = lazyScreen(
  () => import('@/features/packing/components/pick-list'),
  (m) => m.PickList,
);

// The server sends an unverified address only what concerns paid orders (docs/decisions/
// 0042-third-review.md): where orders are, an unverified shopper is told, and can have the
// verification email again.
function PaymentPage() {
  return <Payment email={useBuyer().email} notice={<VerifyEmailAlert />} />;
}

function MyProfilePage() {
  const { email, uid } = useBuyer();
  return <MyProfile email={email} uid={uid} />;
}

function MyOrdersPage() {
  return <MyOrders email={useBuyer().email} notice={<VerifyEmailAlert />} />;
}

function UsersPage() {
  // A whole new page: every role check of the app (menu, guards) asks the server afresh.
  const leaveAdminScreens = () => window.location.assign(paths.dashboard.root.getHref());
  return <Users ownEmail={useBuyer().email} onOwnRoleRemoved={leaveAdminScreens} />;
}

/** The admins' overview, with the buyers yet to answer a recall (its own call: see useAdminWaiting). */
function OverviewPage({ waiting }: { waiting: AdminWaiting }) {
  const recalls = useRecalls();
  const recallAnswers = figureOf(recalls, (reports) =>
    reports.reduce((sum, { buyers, buyersAnswered }) => sum + buyers - buyersAnswered, 0),
  );
  return <AdminOverview figures={{ ...waiting.figures, recallAnswers }} />;
}

/** The dashboard's index: an admin's overview of what waits, a customer's profile. */
function IndexPage({ isAdmin, waiting }: { isAdmin?: boolean; waiting: AdminWaiting }) {
  if (isAdmin === undefined) return <PageSpinner />;
  return isAdmin ? <OverviewPage waiting={waiting} /> : <MyProfilePage />;
}

const { dashboard } = paths;
/** A dashboard path as its routes take it: below `/dashboard/`, where they are mounted. */
const below = (path: string) => path.slice(dashboard.root.path.length + 1);

/** `/dashboard/*` (signed in): the menu, and the screen of the path. */
export function Component() {
  // Features never import each other: the dashboard learns the role from here.
  const { loading, admin } = useIsAdmin();
  const isAdmin = loading ? undefined : admin;
  // What waits for the admins: counted in the menu and on the overview, asked once.
  const waiting = useAdminWaiting(isAdmin === true);
  return (
    <Routes>
      <Route element={<DashboardLayout isAdmin={isAdmin} waiting={waiting.menu} />}>
        <Route index element={<IndexPage isAdmin={isAdmin} waiting={waiting} />} />
        <Route path={below(dashboard.myProfile.path)} element={<MyProfilePage />} />
        <Route path={below(dashboard.addReview.path)} element={<AddReview />} />
        <Route path={below(dashboard.myOrders.path)} element={<MyOrdersPage />} />
        <Route path={below(dashboard.myOrder.path)} element={<MyOrder />} />
        <Route path={below(dashboard.payment.path)} element={<PaymentPage />} />
        <Route element={<AdminRoute />}>
          <Route path={below(dashboard.manageOrder.path)} element={<ManageOrders />} />
          <Route path={below(dashboard.manageOneOrder.path)} element={<ManageOneOrder />} />
          <Route path={below(dashboard.returns.path)} element={<Returns />} />
          <Route path={below(dashboard.recalls.path)} element={<Recalls />} />
          <Route path={below(dashboard.manageParts.path)} element={<ManageParts />} />
          <Route path={below(dashboard.addPart.path)} element={<AddPart />} />
          <Route path={below(dashboard.shipping.path)} element={<ShippingZones />} />
          <Route path={below(dashboard.users.path)} element={<UsersPage />} />
          <Route path={below(dashboard.reports.path)} element={<Reports />} />
          <Route path={below(dashboard.exports.path)} element={<Exports />} />
          <Route path={below(dashboard.import.path)} element={<PartsImport />} />
        </Route>
      </Route>
      {/* Pages to print: the paper alone, without the dashboard's menu. */}
      <Route element={<AdminRoute />}>
        <Route path={below(dashboard.packingSlip.path)} element={<PackingSlip />} />
        <Route path={below(dashboard.pickList.path)} element={<PickList />} />
      </Route>
    </Routes>
  );
}
