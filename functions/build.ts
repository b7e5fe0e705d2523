// Bundles the API into lib/index.js. The workspace package @moto-parts/contracts is inlined
// (Cloud Build cannot install a workspace package at deploy time); the npm dependencies
// listed in package.json stay external and are installed by `firebase deploy` as usual.
// See docs/decisions/0002-functions-bundle.md.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('src/index.ts', import.meta.url).pathname],
  outfile: new URL('lib/index.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
