import { lazy } from 'react';

// The catalogue's public surface for app/ (Home). Its screens (/parts, /parts/:id) are loaded
// by the router from their own files, so each stays in its own chunk.
export { FeaturedParts, featuredPartsCount } from './components/featured-parts';

/** Home's shop by bike and categories, in their own chunk: not part of Home's first load. */
export const HomeShopBy = lazy(() => import('./components/home-shop-by'));
