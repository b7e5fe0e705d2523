import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { AdminRoute, ProtectedRoute } from '@/features/auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every screen is its own chunk, loaded on first visit, so a shopper on the public pages
// never downloads the dashboard.
// Two paths each show Home and My Profile.
const home = () => import('./routes/home');
const myProfile = () =>
  import('@/features/profile/components/my-profile').then((m) => ({ Component: m.MyProfile }));

const { dashboard } = paths;

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // Inside the layout, so the navbar stays usable when a screen fails.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: home },
          { path: paths.home.aliasPath, lazy: home },
          {
            path: paths.portfolio.path,
            lazy: () =>
              import('@/features/static-pages/components/portfolio').then((m) => ({
                Component: m.Portfolio,
              })),
          },
          {
            path: paths.blogs.path,
            lazy: () =>
              import('@/features/static-pages/components/blogs').then((m) => ({
                Component: m.Blogs,
              })),
          },
          { path: paths.catalog.path, lazy: () => import('./routes/parts') },
          { path: paths.signin.path, lazy: () => import('./routes/sign-in') },
          { path: paths.signup.path, lazy: () => import('./routes/sign-up') },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: paths.parts.path,
                // The part's data for now; the orders issue adds ordering to this page.
                lazy: () =>
                  import('@/features/catalog/components/part-details').then((m) => ({
                    Component: m.PartDetails,
                  })),
              },
              {
                path: dashboard.root.path,
                lazy: () => import('./routes/dashboard'),
                children: [
                  { index: true, lazy: myProfile },
                  { path: dashboard.myProfile.path, lazy: myProfile },
                  {
                    path: dashboard.addReview.path,
                    lazy: () =>
                      import('@/features/reviews/components/add-review').then((m) => ({
                        Component: m.AddReview,
                      })),
                  },
                  {
                    path: dashboard.myOrders.path,
                    lazy: () =>
                      import('@/features/orders/components/my-orders').then((m) => ({
                        Component: m.MyOrders,
                      })),
                  },
                  {
                    path: dashboard.payment.path,
                    lazy: () =>
                      import('@/features/payments/components/payment').then((m) => ({
                        Component: m.Payment,
                      })),
                  },
                  {
                    element: <AdminRoute />,
                    children: [
                      {
                        path: dashboard.manageOrder.path,
                        lazy: () =>
                          import('@/features/admin/components/manage-orders').then((m) => ({
                            Component: m.ManageOrders,
                          })),
                      },
                      {
                        path: dashboard.manageProduct.path,
                        lazy: () =>
                          import('@/features/admin/components/manage-products').then((m) => ({
                            Component: m.ManageProducts,
                          })),
                      },
                      {
                        path: dashboard.addProduct.path,
                        lazy: () =>
                          import('@/features/admin/components/add-product').then((m) => ({
                            Component: m.AddProduct,
                          })),
                      },
                      {
                        path: dashboard.users.path,
                        lazy: () =>
                          import('@/features/admin/components/users').then((m) => ({
                            Component: m.Users,
                          })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: '*',
            lazy: () =>
              import('@/features/not-found/components/not-found').then((m) => ({
                Component: m.NotFound,
              })),
          },
        ],
      },
    ],
  },
]);
