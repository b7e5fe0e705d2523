// Bundles the API into lib/index.js, with the modules it imports only when a call needs them
// (admin-only services) in lib/chunks/. The workspace package @moto-parts/contracts is inlined
// (Cloud Build cannot install a workspace package at deploy time); the npm dependencies
// listed in package.json stay external and are installed by `firebase deploy` as usual.
// See docs/decisions/0002-functions-bundle.md.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: [new URL('src/index.ts', import.meta.url).pathname],
  outdir: new URL('lib', import.meta.url).pathname,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
