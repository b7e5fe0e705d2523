import { partsPath, type ListPartsQuery, type Part } from '@moto-parts/contracts';
import { api } from '@/lib/api-client';
import { catalogueSearch, type CatalogueFilters } from '@/lib/catalogue-filters';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /parts`: `limit` parts matching the filters, in their order, after `after`. */
export type GetPartsInput = Pick<ListPartsQuery, 'limit'> &
  Partial<Pick<ListPartsQuery, 'after'>> &
  CatalogueFilters;

function toSearchParams({ limit, after, ...filters }: GetPartsInput) {
  // The catalogue's URL and the API share the filters' names.
  const params = new URLSearchParams(catalogueSearch(filters));
  params.set('limit', String(limit));
  if (after) params.set('after', after);
  return params.toString();
}

/** One page of parts and how many match in all (`X-Total-Count`): the same for every shopper. */
export function getParts(input: GetPartsInput) {
  return api.getPage<Part>(`${partsPath}?${toSearchParams(input)}`, { anonymous: true });
}

/** The page `input` names; none while it is null (the filters are not known yet). */
export function useParts(input: GetPartsInput | null) {
  // A null key never loads, so `input` is there whenever `load` runs.
  return useApiQuery(input && `parts?${toSearchParams(input)}`, () =>
    getParts(input as GetPartsInput),
  );
}
