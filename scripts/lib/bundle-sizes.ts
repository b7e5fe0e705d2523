// What each public route of the last web build loads before it can render, from the Vite
// manifest: the entry chunk, the route's lazy chunk, and everything they import statically,
// gzip -9. Read by the bundle budget of `npm test` and by `npm run bench`.
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

/** Each public route's lazy chunk. */
export const publicRoutes: Record<string, { path: string; chunk: string }> = {
  Home: { path: '/', chunk: 'src/app/routes/home.tsx' },
  Catalogue: { path: '/parts', chunk: 'src/app/routes/parts.tsx' },
  Blogs: { path: '/blogs', chunk: 'src/features/static-pages/components/blogs.tsx' },
  Portfolio: {
    path: '/my-portfolio',
    chunk: 'src/features/static-pages/components/portfolio.tsx',
  },
};

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

/** The first-load JavaScript and CSS of every public route. */
export function publicRouteSizes(): RouteSize[] {
  const manifest = readManifest();
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not a chunk of the build: update bundle-sizes.ts`);
    return found;
  };
  /** The chunks `keys` load before they run: themselves and their static imports, deeply. */
  const staticClosure = (keys: string[], seen = new Map<string, ManifestChunk>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.set(key, chunk(key));
      staticClosure(chunk(key).imports ?? [], seen);
    }
    return seen;
  };
  return Object.entries(publicRoutes).map(([route, { chunk: source }]) => {
    // The entry, the app it boots once the page has painted (src/main.tsx), and the route.
    const chunks = staticClosure(['index.html', 'src/prerender/boot.tsx', source]);
    return {
      route,
      jsKb: sum([...chunks.values()].map(({ file }) => gzipKb(file))),
      cssKb: sum([...chunks.values()].flatMap(({ css = [] }) => css.map(gzipKb))),
      chunks: [...chunks.values()].map(chunkName),
    };
  });
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
  const upFront = new Set(publicRouteSizes().find((size) => size.route === 'Home')?.chunks);
  return Object.values(manifest)
    .filter((chunk) => !upFront.has(chunkName(chunk)) && chunk.file.endsWith('.js'))
    .map((chunk) => ({ chunk: chunkName(chunk), file: chunk.file, kb: gzipKb(chunk.file) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, count);
}
