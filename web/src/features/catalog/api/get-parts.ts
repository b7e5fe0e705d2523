import type { ListPartsQuery, Part } from '@moto-parts/contracts';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /parts`: `limit` parts in catalogue order, whose name contains `q`, after `after`. */
export type GetPartsInput = Pick<ListPartsQuery, 'limit'> &
  Partial<Pick<ListPartsQuery, 'q' | 'after'>>;

function toSearchParams({ limit, q, after }: GetPartsInput) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q) params.set('q', q);
  if (after) params.set('after', after);
  return params.toString();
}

/** One page of parts and how many match in all (`X-Total-Count`): the same for every shopper. */
export function getParts(input: GetPartsInput) {
  return api.getPage<Part>(`/parts?${toSearchParams(input)}`, { anonymous: true });
}

export function useParts(input: GetPartsInput) {
  return useApiQuery(`parts?${toSearchParams(input)}`, () => getParts(input));
}
