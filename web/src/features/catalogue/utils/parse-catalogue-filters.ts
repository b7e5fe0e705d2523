import {
  catalogueSorts,
  isPartCategory,
  knownBikeChoice,
  searchMaxLength,
  type CatalogueSort,
} from '@moto-parts/contracts';
import type { CatalogueFilters } from '@/lib/catalogue-filters';

const isSort = (value: string | null): value is CatalogueSort =>
  catalogueSorts.includes(value as CatalogueSort);

/**
 * The filters of a /parts URL. A link may be old or hand-made: what the shop does not know
 * (a category, a make, a model of another make, a year it was not built) is left out rather
 * than shown as an error page.
 */
export function parseCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const q = (params.get('q') ?? '').trim().slice(0, searchMaxLength);
  const category = params.get('category');
  const sort = params.get('sort');
  const year = params.get('year');
  const bike = knownBikeChoice({
    make: params.get('make'),
    model: params.get('model'),
    year: year && /^\d{4}$/.test(year) ? Number(year) : undefined,
  });
  return {
    ...(q && { q }),
    ...(isPartCategory(category) && { category }),
    ...(isSort(sort) && sort !== 'newest' && { sort }),
    ...(bike && { bike }),
  };
}
