import { catalogueSearch, type CatalogueFilters } from '@/lib/catalogue-filters';

/** Every route of the SPA (docs/product.md §2), named once: `path` for the router, `getHref` for links. */
export const paths = {
  home: {
    path: '/',
    /** docs/product.md: Home is also served at /home, where a new account lands after sign-up. */
    aliasPath: '/home',
    getHref: () => '/',
  },
  /** The catalogue; its filters (search, category, bike, sort) live in the URL, to be shared. */
  catalogue: {
    path: '/parts',
    getHref: (filters: CatalogueFilters = {}) => `/parts${catalogueSearch(filters)}`,
  },
  /** A part's page (public): what it is, and Add to Cart or Buy Now. */
  part: {
    path: '/parts/:id',
    getHref: (id: string) => `/parts/${encodeURIComponent(id)}`,
  },
  /** The cart, kept on the device while signed out (docs/decisions/0032-orders-with-lines.md). */
  cart: { path: '/cart', getHref: () => '/cart' },
  /**
   * One page from the cart to Payment: address, shipping, summary. With `buyNow`, the page
   * orders that part alone, and the cart stays as it is (docs/decisions/0044-one-way-to-buy.md).
   */
  checkout: {
    path: '/checkout',
    getHref: (buyNow?: { partId: string; quantity: number }) =>
      buyNow
        ? `/checkout?${new URLSearchParams({ buy: buyNow.partId, quantity: String(buyNow.quantity) }).toString()}`
        : '/checkout',
  },
  portfolio: { path: '/my-portfolio', getHref: () => '/my-portfolio' },
  blogs: { path: '/blogs', getHref: () => '/blogs' },
  /** The API's reference, drawn from its OpenAPI document (docs/decisions/0025-api-reference-page.md). */
  apiReference: { path: '/api-reference', getHref: () => '/api-reference' },
  signin: { path: '/signin', getHref: () => '/signin' },
  signup: { path: '/signup', getHref: () => '/signup' },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    myProfile: { path: '/dashboard/my-profile', getHref: () => '/dashboard/my-profile' },
    addReview: { path: '/dashboard/add-review', getHref: () => '/dashboard/add-review' },
    myOrders: { path: '/dashboard/my-orders', getHref: () => '/dashboard/my-orders' },
    /** One of the buyer's orders: its parcels and their tracking, its history. */
    myOrder: {
      path: '/dashboard/my-orders/:id',
      getHref: (orderId: string) => `/dashboard/my-orders/${encodeURIComponent(orderId)}`,
    },
    payment: {
      path: '/dashboard/payment/:id',
      getHref: (orderId: string) => `/dashboard/payment/${encodeURIComponent(orderId)}`,
    },
    manageOrder: { path: '/dashboard/manage-order', getHref: () => '/dashboard/manage-order' },
    /** One order for the admins: packing, parcels, history. */
    manageOneOrder: {
      path: '/dashboard/manage-order/:id',
      getHref: (orderId: string) => `/dashboard/manage-order/${encodeURIComponent(orderId)}`,
    },
    /** A paid order's packing slip, to print (admins): outside the dashboard's menu. */
    packingSlip: {
      path: '/dashboard/manage-order/:id/packing-slip',
      getHref: (orderId: string) =>
        `/dashboard/manage-order/${encodeURIComponent(orderId)}/packing-slip`,
    },
    /**
     * The parts to pick for several orders, to print (admins). Each id is encoded, so a comma
     * in the list only ever separates two ids.
     */
    pickList: {
      path: '/dashboard/pick-list',
      getHref: (orderIds: string[]) =>
        `/dashboard/pick-list?orders=${orderIds.map(encodeURIComponent).join(',')}`,
    },
    manageParts: {
      path: '/dashboard/manage-product',
      getHref: () => '/dashboard/manage-product',
    },
    addPart: { path: '/dashboard/add-product', getHref: () => '/dashboard/add-product' },
    /** The returns waiting for the shop, the return window, the wrong fits (admins). */
    returns: { path: '/dashboard/returns', getHref: () => '/dashboard/returns' },
    /** Recalls of bad lots, and what each reached (admins). */
    recalls: { path: '/dashboard/recalls', getHref: () => '/dashboard/recalls' },
    /** The shipping zones and their methods (admins). */
    shipping: { path: '/dashboard/shipping', getHref: () => '/dashboard/shipping' },
    users: { path: '/dashboard/users', getHref: () => '/dashboard/users' },
    /** CSV files of the orders, the stock movements and the parts (admins). */
    exports: { path: '/dashboard/exports', getHref: () => '/dashboard/exports' },
    /** A CSV file of parts, previewed then imported (admins). */
    import: { path: '/dashboard/import', getHref: () => '/dashboard/import' },
    /** The sales reports of a range of days, as charts and tables (admins). */
    reports: { path: '/dashboard/reports', getHref: () => '/dashboard/reports' },
  },
} as const;
