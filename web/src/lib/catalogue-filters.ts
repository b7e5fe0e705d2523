import type { BikeChoice, CatalogueSort, PartCategory } from '@moto-parts/contracts';

/**
 * What /parts shows, as its URL holds it: the same names as `GET /parts`'s query (`q`,
 * `category`, `sort`, `make`, `model`, `year`), so a link can be shared and Back works.
 * The catalogue reads them (features/catalogue/utils/parse-catalogue-filters.ts); any screen
 * may link to a list.
 */
export interface CatalogueFilters {
  q?: string;
  category?: PartCategory;
  sort?: CatalogueSort;
  bike?: BikeChoice;
}

/** The query string of `filters` (empty, or starting with `?`), in one order, defaults left out. */
export function catalogueSearch({ q, category, sort, bike }: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (category) params.set('category', category);
  if (bike) params.set('make', bike.make);
  if (bike?.model) params.set('model', bike.model);
  if (bike?.year !== undefined) params.set('year', String(bike.year));
  if (sort && sort !== 'newest') params.set('sort', sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}
