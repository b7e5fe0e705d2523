import { openApiDocumentPath } from '@moto-parts/contracts';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** Where the API serves its OpenAPI 3.1 document (docs/decisions/0024-openapi-document.md), as a browser asks. */
export const openApiDocumentUrl = `/api${openApiDocumentPath}`;

/** An OpenAPI document, as the renderer takes it: the page itself reads nothing in it. */
export type OpenApiDocument = Record<string, unknown>;

/** `GET /openapi.json`: the same document for everyone, so no token (the CDN may share it). */
export function getOpenApiDocument() {
  return api.get<OpenApiDocument>(openApiDocumentPath, { anonymous: true });
}

export function useOpenApiDocument() {
  return useApiQuery('openapi-document', getOpenApiDocument);
}
