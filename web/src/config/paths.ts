/** Every route of the SPA (docs/product.md §2), named once: `path` for the router, `getHref` for links. */
export const paths = {
  home: {
    path: '/',
    /** docs/product.md: Home is also served at /home, where a new account lands after sign-up. */
    aliasPath: '/home',
    getHref: () => '/',
  },
  /** The catalogue; `q` searches by name and lives in the URL, so a search can be shared. */
  catalog: {
    path: '/parts',
    getHref: (q?: string) => (q ? `/parts?${new URLSearchParams({ q }).toString()}` : '/parts'),
  },
  /** The purchase page of one part. */
  parts: {
    path: '/parts/:id',
    getHref: (id: string) => `/parts/${encodeURIComponent(id)}`,
  },
  portfolio: { path: '/my-portfolio', getHref: () => '/my-portfolio' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  signin: { path: '/signin', getHref: () => '/signin' },
  signup: { path: '/signup', getHref: () => '/signup' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    myProfile: { path: '/dashboard/my-profile', getHref: () => '/dashboard/my-profile' },
    addReview: { path: '/dashboard/add-review', getHref: () => '/dashboard/add-review' },
    myOrders: { path: '/dashboard/my-orders', getHref: () => '/dashboard/my-orders' },
    payment: {
      path: '/dashboard/payment/:id',
      getHref: (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`,
    },
    manageOrder: { path: '/dashboard/manage-order', getHref: () => '/dashboard/manage-order' },
    manageProduct: {
      path: '/dashboard/manage-product',
      getHref: () => '/dashboard/manage-product',
    },
    addProduct: { path: '/dashboard/add-product', getHref: () => '/dashboard/add-product' },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
  },
} as const;
