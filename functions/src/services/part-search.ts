/**
 * How a part is indexed for the catalogue's queries (docs/decisions/0010-catalogue-search.md, 0021). Firestore
 * has no full-text search and allows one array clause per query, so each part stores arrays
 * that a single `array-contains` or `array-contains-any` clause can match:
 * - `searchTerms`: the name's prefixes from each word's start, for a search by name;
 * - `fitKeys`: the make, model and model years it fits (or `*` for every bike), for a bike;
 * - `fitSearchTerms`: each fit key with each search term, for a search with a bike.
 * Kept free of runtime imports: the seed script uses it too.
 */
import type { Bike, PartFit } from '@moto-parts/contracts';

export const normalizeSearchText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

const startsWord = (characters: string[], index: number) =>
  index === 0 || !/[\p{L}\p{N}]/u.test(characters[index - 1] ?? '');

/**
 * Every prefix of the normalised name from the start of each word ("drilled brake disc" →
 * "d", …, "brake disc", "disc"): a search finds the words it starts, in any case. By code
 * point, not UTF-16 unit: a term that split a surrogate pair (an emoji, a rare script) would
 * not be valid UTF-8, and Firestore would refuse the whole write.
 */
export function partSearchTerms(name: string): string[] {
  const characters = Array.from(normalizeSearchText(name));
  const terms = new Set<string>();
  characters.forEach((_, start) => {
    if (!startsWord(characters, start)) return;
    for (let end = start + 1; end <= characters.length; end++) {
      terms.add(characters.slice(start, end).join(''));
    }
  });
  return [...terms];
}

/** The fit key of a part that fits every bike. */
export const everyBikeKey = '*';

/** The key a bike filter looks for: the make, the model, the year, as far as given. */
export const bikeKey = ({ make, model, year }: Partial<Bike>) =>
  [make, model, year].filter((part) => part !== undefined).join('|');

/** The model years a part lists (`make|model|year`), each once; none for every bike. */
export function modelYearKeys({ fitment, fitsAllBikes }: PartFit): string[] {
  if (fitsAllBikes) return [];
  const keys = new Set<string>();
  // A part stored before fitment (docs/decisions/0021-categories-and-fitment.md) has none until an admin gives it one.
  for (const { make, model, fromYear, toYear } of fitment ?? []) {
    for (let year = fromYear; year <= toYear; year++) keys.add(bikeKey({ make, model, year }));
  }
  return [...keys];
}

/** Every key a bike filter may look for that the part fits. */
export function partFitKeys(fit: PartFit): string[] {
  if (fit.fitsAllBikes) return [everyBikeKey];
  const keys = new Set<string>();
  for (const { make, model } of fit.fitment) {
    keys.add(bikeKey({ make })).add(bikeKey({ make, model }));
  }
  return [...keys, ...modelYearKeys(fit)];
}

/** A fit key and a search term as one value, so that one clause can ask for both. */
export const fitSearchTerm = (fitKey: string, term: string) => `${fitKey}|${term}`;

/** The indexed fields a part stores for its name and fit. */
export function catalogueIndexFields(name: string, fit: PartFit) {
  const searchTerms = partSearchTerms(name);
  const fitKeys = partFitKeys(fit);
  return {
    searchTerms,
    fitKeys,
    fitSearchTerms: fitKeys.flatMap((key) => searchTerms.map((term) => fitSearchTerm(key, term))),
  };
}
