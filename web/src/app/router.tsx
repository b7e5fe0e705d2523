import { Route, Routes, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth';
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
const OrderPanel = lazyScreen(
  () => import('@/features/orders/components/order-panel'),
  (m) => m.OrderPanel,
);
const AddToCartButton = lazyScreen(
  () => import('@/features/cart/components/add-to-cart-button'),
  (m) => m.AddToCartButton,
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
 * The purchase page: the catalogue's part, with the orders feature's panel to order it; a
 * placed order goes straight on to its Payment screen.
 */
function PurchasePage() {
  const buyer = useBuyer();
  const navigate = useNavigate();
  return (
    <PartDetails
      uid={buyer.uid}
      renderOrder={(part, reload) => (
        <OrderPanel
          part={part}
          buyer={buyer}
          reloadPart={reload}
          onPlaced={(order) => {
            void navigate(paths.dashboard.payment.getHref(order._id));
            // From the foot of the purchase page to the top of Payment, not its middle.
            window.scrollTo({ top: 0 });
          }}
          cartAction={(quantity) => (
            <AddToCartButton
              part={part}
              quantity={quantity ?? undefined}
              disabled={quantity === null}
              size="lg"
            />
          )}
        />
      )}
    />
  );
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
        <Route element={<ProtectedRoute />}>
          <Route path={paths.checkout.path} element={<Checkout />} />
          <Route path={paths.part.path} element={<PurchasePage />} />
          <Route path={`${paths.dashboard.root.path}/*`} element={<Dashboard />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
