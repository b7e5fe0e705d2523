import { partPath, type Part } from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/**
 * `GET /parts/{id}` (public): one part, or a 404 `not_found`. Asked without the rider's token,
 * so every shopper gets the answer the CDN shares, as the catalogue does.
 */
export function getPart(id: string) {
  return api.get<Part>(apiPath(partPath, { id }), { anonymous: true });
}

export function usePart(id: string) {
  return useApiQuery(`part:${id}`, () => getPart(id));
}
