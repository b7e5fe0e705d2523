// Bundles the API into lib/index.js, with the modules it imports only when a call needs them
// (admin-only services) in lib/chunks/. The workspace package @moto-parts/contracts is inlined
// (Cloud Build cannot install a workspace package at deploy time); the npm dependencies
// listed in package.json stay external and are installed by `firebase deploy` as usual.
// See docs/decisions/0002-functions-bundle.md.
// Then writes the API's OpenAPI document to lib/openapi.json (docs/decisions/0024-openapi-document.md).
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './src/openapi/build-document.ts';

const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

const { metafile } = await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/index.ts'],
  outdir: 'lib',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  metafile: true,
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});

// `GET /openapi.json` reads the document beside its own module, which must so be the entry's.
if (!metafile.outputs['lib/index.js']?.inputs['src/routes/openapi.ts']) {
  throw new Error('src/routes/openapi.ts must be bundled into lib/index.js, beside openapi.json');
}
writeFileSync(
  new URL('lib/openapi.json', import.meta.url),
  `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`,
);
