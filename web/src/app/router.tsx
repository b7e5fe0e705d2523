import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { AdminRoute, ProtectedRoute, useCurrentUser } from '@/features/auth';
import { RootLayout } from './root-layout';

// Every screen is its own chunk, loaded on first visit, so a shopper on the public pages
// never downloads the dashboard. Declarative routes (not the data router) because the shop
// uses no loaders or actions, and the data router costs ~18 KB gzip on every first load.
const screen = <M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => React.ComponentType<P>,
) => lazy(() => load().then((module) => ({ default: pick(module) })));

// Home too: its HTML is prerendered, so it paints before any script; its chunk then hydrates
// it apart from the frame, and other pages do not load its code.
const Home = screen(
  () => import('./routes/home'),
  (m) => m.Component,
);
const Catalogue = screen(
  () => import('./routes/parts'),
  (m) => m.Component,
);
const SignIn = screen(
  () => import('./routes/sign-in'),
  (m) => m.Component,
);
const SignUp = screen(
  () => import('./routes/sign-up'),
  (m) => m.Component,
);
const Dashboard = screen(
  () => import('./routes/dashboard'),
  (m) => m.Component,
);
const Portfolio = screen(
  () => import('@/features/static-pages/components/portfolio'),
  (m) => m.Portfolio,
);
const Blogs = screen(
  () => import('@/features/static-pages/components/blogs'),
  (m) => m.Blogs,
);
const PartDetails = screen(
  () => import('@/features/catalog/components/part-details'),
  (m) => m.PartDetails,
);
const OrderPanel = screen(
  () => import('@/features/orders/components/order-panel'),
  (m) => m.OrderPanel,
);
const MyProfile = screen(
  () => import('@/features/profile/components/my-profile'),
  (m) => m.MyProfile,
);
const AddReview = screen(
  () => import('@/features/reviews/components/add-review'),
  (m) => m.AddReview,
);
const MyOrders = screen(
  () => import('@/features/orders/components/my-orders'),
  (m) => m.MyOrders,
);
const Payment = screen(
  () => import('@/features/payments/components/payment'),
  (m) => m.Payment,
);
const ManageOrders = screen(
  () => import('@/features/orders/components/manage-orders'),
  (m) => m.ManageOrders,
);
const ManageProducts = screen(
  () => import('@/features/admin/components/manage-products'),
  (m) => m.ManageProducts,
);
const AddProduct = screen(
  () => import('@/features/admin/components/add-product'),
  (m) => m.AddProduct,
);
const Users = screen(
  () => import('@/features/admin/components/users'),
  (m) => m.Users,
);
const NotFound = screen(
  () => import('@/features/not-found/components/not-found'),
  (m) => m.NotFound,
);

/**
 * The signed-in user, as the orders, payment and profile screens need them (features do not
 * import auth).
 */
function useBuyer() {
  const { user } = useCurrentUser();
  return { name: user?.displayName ?? '', email: user?.email ?? '' };
}

/** The purchase page: the catalogue's part, with the orders feature's panel to order it. */
function PurchasePage() {
  const buyer = useBuyer();
  return (
    <PartDetails
      renderOrder={(part, reload) => <OrderPanel part={part} buyer={buyer} reloadPart={reload} />}
    />
  );
}

function PaymentPage() {
  return <Payment email={useBuyer().email} />;
}

function MyProfilePage() {
  return <MyProfile email={useBuyer().email} />;
}

function MyOrdersPage() {
  return <MyOrders email={useBuyer().email} />;
}

const { dashboard } = paths;

/** SPEC.md §2, every route. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path={paths.home.aliasPath} element={<Home />} />
        <Route path={paths.catalog.path} element={<Catalogue />} />
        <Route path={paths.portfolio.path} element={<Portfolio />} />
        <Route path={paths.blogs.path} element={<Blogs />} />
        <Route path={paths.signin.path} element={<SignIn />} />
        <Route path={paths.signup.path} element={<SignUp />} />
        <Route element={<ProtectedRoute />}>
          <Route path={paths.parts.path} element={<PurchasePage />} />
          <Route path={dashboard.root.path} element={<Dashboard />}>
            <Route index element={<MyProfilePage />} />
            <Route path={dashboard.myProfile.path} element={<MyProfilePage />} />
            <Route path={dashboard.addReview.path} element={<AddReview />} />
            <Route path={dashboard.myOrders.path} element={<MyOrdersPage />} />
            <Route path={dashboard.payment.path} element={<PaymentPage />} />
            <Route element={<AdminRoute />}>
              <Route path={dashboard.manageOrder.path} element={<ManageOrders />} />
              <Route path={dashboard.manageProduct.path} element={<ManageProducts />} />
              <Route path={dashboard.addProduct.path} element={<AddProduct />} />
              <Route path={dashboard.users.path} element={<Users />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
