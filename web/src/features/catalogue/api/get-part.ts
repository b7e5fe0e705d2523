import { partPath, type Part } from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /parts/{id}` (signed in): one part, or a 404 `not_found`. */
export function getPart(id: string) {
  return api.get<Part>(apiPath(partPath, { id }));
}

export function usePart(id: string) {
  return useApiQuery(`part:${id}`, () => getPart(id));
}
