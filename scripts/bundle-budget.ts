// The deterministic size check of `npm test`: what each public route loads before it can
// render (the entry chunk, the route's lazy chunk, and everything they import statically),
// gzip-compressed, from the Vite manifest of the last build. Fails when Home exceeds its
// budget or a public route pulls in dashboard, admin, payment or Stripe code.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/** Home's first-load JavaScript, in KB gzip (the Storefront issue's target). */
const homeBudgetKb = 150;

/** Each public route's lazy chunk; Home is part of the entry itself. */
const publicRoutes: Record<string, string | null> = {
  Home: null,
  Catalogue: 'src/app/routes/parts.tsx',
  Blogs: 'src/features/static-pages/components/blogs.tsx',
  Portfolio: 'src/features/static-pages/components/portfolio.tsx',
};
const privateCode = /(features\/(admin|dashboard|orders|payments|profile)\/|stripe)/i;

const dist = new URL('../web/dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not a chunk of the build: update this script`);
  return found;
}

/** The chunks `keys` load before they run: themselves and their static imports, deeply. */
function staticClosure(keys: string[], seen = new Map<string, ManifestChunk>()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.set(key, chunk(key));
    staticClosure(chunk(key).imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

let failed = false;
const rows = Object.entries(publicRoutes).map(([route, source]) => {
  const chunks = staticClosure(source ? ['index.html', source] : ['index.html']);
  const js = sum([...chunks.values()].map(({ file }) => gzipKb(file)));
  const css = sum([...chunks.values()].flatMap(({ css = [] }) => css.map(gzipKb)));
  const leaks = [...chunks.keys()].filter((key) => privateCode.test(key));
  const overBudget = route === 'Home' && js > homeBudgetKb;
  if (overBudget || leaks.length > 0) failed = true;
  return {
    route,
    'JS KB gzip': Number(js.toFixed(1)),
    'CSS KB gzip': Number(css.toFixed(1)),
    chunks: chunks.size,
    problem: [overBudget ? `over the ${homeBudgetKb} KB budget` : '', ...leaks].join(' '),
  };
});

console.log('First-load size of the public routes (gzip -9):');
console.table(rows);
if (failed) {
  console.error('Bundle budget exceeded: see the problem column above.');
  process.exit(1);
}
