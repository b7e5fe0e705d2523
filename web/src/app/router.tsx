import { Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { ProtectedRoute, useCurrentUser } from '@/features/auth';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { useBuyer } from './use-buyer';

// Every screen is its own chunk, loaded on first visit, so a shopper on the public pages
// never downloads the dashboard; the dashboard's own routes live in its chunk
// (routes/dashboard.tsx). Declarative routes (not the data router) because the shop uses no
// loaders or actions, and the data router costs ~18 KB gzip on every first load.

// Home too: its HTML is prerendered, so it paints before any script; its chunk then hydrates
// it apart from the frame, and other pages do not load its code.
const Home = lazyScreen(
  () => import('./routes/home'),
  (m) => m.Component,
);
const Catalogue = lazyScreen(
  () => import('./routes/parts'),
  (m) => m.Component,
);
const SignIn = lazyScreen(
  () => import('./routes/sign-in'),
  (m) => m.Component,
);
const SignUp = lazyScreen(
  () => import('./routes/sign-up'),
  (m) => m.Component,
);
const Dashboard = lazyScreen(
  () => import('./routes/dashboard'),
  (m) => m.Component,
);
const Portfolio = lazyScreen(
  () => import('@/features/static-pages/components/portfolio'),
  (m) => m.Portfolio,
);
const Blogs = lazyScreen(
  () => import('@/features/static-pages/components/blogs'),
  (m) => m.Blogs,
);
const ApiReference = lazyScreen(
  () => import('@/features/api-reference/components/api-reference'),
  (m) => m.ApiReference,
);
const PartDetails = lazyScreen(
  () => import('@/features/catalogue/components/part-details'),
  (m) => m.PartDetails,
);
const BuyBox = lazyScreen(
  () => import('@/features/cart/components/buy-box'),
  (m) => m.BuyBox,
);
const Cart = lazyScreen(
  () => import('@/features/cart/components/cart-page'),
  (m) => m.CartPage,
);
const Checkout = lazyScreen(
  () => import('@/features/cart/components/checkout-page'),
  (m) => m.CheckoutPage,
);
const NotFound = lazyScreen(
  () => import('@/features/not-found/components/not-found'),
  (m) => m.NotFound,
);

/**
 * A part's page, public: the catalogue's part, with the cart's Add to Cart and Buy Now under
 * it. Buying asks for an account at checkout, whose guard brings the rider back to it.
 */
function PartPage() {
  const { status } = useCurrentUser();
  const buyer = useBuyer();
  return (
    <PartDetails
      uid={buyer.uid || undefined}
      renderOrder={(part) => (
        <BuyBox part={part} signedIn={status === 'loading' ? undefined : status === 'signed-in'} />
      )}
    />
  );
}

/**
 * Checkout, with the signed-in rider's name and email, which docs/product.md's Place Order
 * form shows and the rider does not type.
 */
function CheckoutRoute() {
  const buyer = useBuyer();
  return <Checkout buyer={buyer} />;
}

/** docs/product.md §2, every route. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path={paths.home.aliasPath} element={<Home />} />
        <Route path={paths.catalogue.path} element={<Catalogue />} />
        <Route path={paths.portfolio.path} element={<Portfolio />} />
        <Route path={paths.blogs.path} element={<Blogs />} />
        <Route path={paths.apiReference.path} element={<ApiReference />} />
        <Route path={paths.signin.path} element={<SignIn />} />
        <Route path={paths.signup.path} element={<SignUp />} />
        <Route path={paths.cart.path} element={<Cart />} />
        <Route path={paths.part.path} element={<PartPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path={paths.checkout.path} element={<CheckoutRoute />} />
          <Route path={`${paths.dashboard.root.path}/*`} element={<Dashboard />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
