import { readFile } from 'node:fs/promises';
import type { CallHandlers } from './call-handler.ts';

/**
 * The document build.ts writes beside the bundle, lib/openapi.json. This module is bundled
 * into lib/index.js (build.ts checks it), so its URL there is the bundle's.
 */
const builtDocumentFile = new URL('openapi.json', import.meta.url);

/**
 * `GET /openapi.json`: the OpenAPI document, built with the API (docs/decisions/0024-openapi-document.md). It is
 * read on the first request, so no cold start pays for it, nor for the converters that made it.
 * A test serves a file of its own.
 */
export function openapiHandlers(documentFile = builtDocumentFile) {
  let document: Buffer | undefined;
  return {
    getOpenApiDocument: async () => (document ??= await readFile(documentFile)),
  } satisfies Partial<CallHandlers>;
}
