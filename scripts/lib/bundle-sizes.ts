// What each route of the last web build loads before it can render, from the Vite manifest:
// the entry chunk, the app it boots, the route's lazy chunks, and everything they import
// statically, gzip -9. Read by the bundle budget of `npm test` and by `npm run bench`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  /** The chunk's name: its group's (react, firebase) or its first module's. */
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** A route as the build splits it. */
export interface RouteChunks {
  /** Where a browser opens it; `:id` stands for an order's id. */
  path: string;
  /** The lazy chunks it loads before it renders, by source. */
  chunks: string[];
}

/** The public routes: where a visitor lands, prerendered. */
export const publicRoutes = {
  Home: { path: '/', chunks: ['src/app/routes/home.tsx'] },
  Catalogue: { path: '/parts', chunks: ['src/app/routes/parts.tsx'] },
  Blogs: { path: '/blogs', chunks: ['src/features/static-pages/components/blogs.tsx'] },
  Portfolio: {
    path: '/my-portfolio',
    chunks: ['src/features/static-pages/components/portfolio.tsx'],
  },
} satisfies Record<string, RouteChunks>;

/** A dashboard screen: the dashboard's routes and menu (their own chunk), then the screen's. */
const dashboardScreen = (path: string, screen: string): RouteChunks => ({
  path,
  chunks: ['src/app/routes/dashboard.tsx', screen],
});

/** Where a rider pays, signed in: the cart, checkout and Payment. */
export const moneyPathRoutes = {
  Cart: { path: '/cart', chunks: ['src/features/cart/components/cart-page.tsx'] },
  Checkout: { path: '/checkout', chunks: ['src/features/cart/components/checkout-page.tsx'] },
  Payment: dashboardScreen(
    '/dashboard/payment/:id',
    'src/features/payments/components/payment.tsx',
  ),
} satisfies Record<string, RouteChunks>;

/** The admins' heaviest screens, each held under one ceiling (decision 0049). */
export const adminRoutes = {
  'Manage Product': dashboardScreen(
    '/dashboard/manage-product',
    'src/features/admin/components/manage-parts.tsx',
  ),
  'Manage Order, one order': dashboardScreen(
    '/dashboard/manage-order/:id',
    'src/features/orders/components/manage-order-page.tsx',
  ),
  Reports: dashboardScreen('/dashboard/reports', 'src/features/admin/components/reports.tsx'),
} satisfies Record<string, RouteChunks>;

/** What a signed-in page loads as it starts: Firebase Auth and reactfire (decision 0018). */
const firebaseSession = 'src/features/auth/components/firebase-session.tsx';
/** The entry, and the app it boots once the page has painted (src/main.tsx). */
const shell = ['index.html', 'src/prerender/boot.tsx'];

const dist = new URL('../../web/dist/', import.meta.url);

function readManifest() {
  return JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * What a chunk is: its source for a module's own chunk, else `_` and its name (the build names
 * shared chunks by their hash alone, docs/decisions/0011-first-load.md).
 */
export const chunkName = ({ src, name, file }: ManifestChunk) => src ?? `_${name ?? file}`;

export interface RouteSize {
  route: string;
  jsKb: number;
  cssKb: number;
  /** What each chunk loaded is (chunkName), to check what a route pulls in. */
  chunks: string[];
}

/** The chunks `keys` load before they run: themselves and their static imports, deeply. */
function staticClosure(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
  seen = new Map<string, ManifestChunk>(),
) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: update bundle-sizes.ts`);
    seen.set(key, chunk);
    staticClosure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/** The first-load JavaScript and CSS of each of `routes`: the shell, then the route's chunks. */
export function routeSizes(routes: Record<string, RouteChunks>): RouteSize[] {
  const manifest = readManifest();
  return Object.entries(routes).map(([route, { chunks: sources }]) => {
    const chunks = [...staticClosure(manifest, [...shell, ...sources]).values()];
    return {
      route,
      jsKb: sum(chunks.map(({ file }) => gzipKb(file))),
      cssKb: sum(chunks.flatMap(({ css = [] }) => css.map(gzipKb))),
      chunks: chunks.map(chunkName),
    };
  });
}

/**
 * What a signed-in page loads beside its route, in KB gzip: Firebase Auth, the same on every
 * such page, and started with the page rather than by the route.
 */
export function firebaseSessionKb() {
  const manifest = readManifest();
  const inShell = staticClosure(manifest, shell);
  return sum(
    [...staticClosure(manifest, [firebaseSession]).entries()]
      .filter(([key]) => !inShell.has(key))
      .map(([, { file }]) => gzipKb(file)),
  );
}

/** What the built files at `paths` (`/assets/….js`, as a browser requests them) are. */
export function chunkNamesOf(paths: string[]) {
  const byFile = new Map(Object.values(readManifest()).map((chunk) => [`/${chunk.file}`, chunk]));
  return paths.map((path) => {
    const chunk = byFile.get(path);
    return chunk ? chunkName(chunk) : path;
  });
}

/** The largest chunks that no page loads up front (screens, Stripe, Firebase Auth, …). */
export function largestLazyChunks(count: number) {
  const manifest = readManifest();
  const [home] = routeSizes({ Home: publicRoutes.Home });
  const upFront = new Set(home?.chunks);
  return Object.values(manifest)
    .filter((chunk) => !upFront.has(chunkName(chunk)) && chunk.file.endsWith('.js'))
    .map((chunk) => ({ chunk: chunkName(chunk), file: chunk.file, kb: gzipKb(chunk.file) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, count);
}
