/**
 * How a part is indexed for the catalogue's queries (docs/decisions/0010-catalogue-search.md, 0021, 0036).
 * Firestore has no full-text search and allows one array clause per query, so each part
 * stores arrays that a single `array-contains` or `array-contains-any` clause can match:
 * - `searchTerms`: the name's prefixes from each word's start, and the prefixes of its part
 *   numbers (normalised, from 4 characters, marked `#`), for a search by name or number;
 * - `fitKeys`: the make, model and model years it fits (or `*` for every bike), for a bike;
 * - `fitSearchTerms`: each fit key with each search term, for a search with a bike;
 * - `partNumbers`: its numbers whole, for a search's exact matches.
 * The seed script uses it too.
 */
import {
  normalizePartNumber,
  partNumberMinCharacters,
  type Bike,
  type CrossReference,
  type PartFit,
} from '@moto-parts/contracts';

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

/** A part's own number and the numbers it replaces. */
export interface PartNumbers {
  sku?: string;
  crossReferences?: CrossReference[];
}

/** Its numbers as a search compares them, each once. */
export const normalisedPartNumbers = ({ sku, crossReferences = [] }: PartNumbers) => [
  ...new Set(
    [...(sku === undefined ? [] : [sku]), ...crossReferences.map(({ number }) => number)].map(
      normalizePartNumber,
    ),
  ),
];

/**
 * What a search for a part number looks for: the number as a search compares it; none when
 * it is too short to be searched as a number.
 */
export function searchedNumber(search: string) {
  const number = normalizePartNumber(search);
  return number.length >= partNumberMinCharacters ? number : undefined;
}

/**
 * The search term of the start of a part number: marked, so that it never meets a name's
 * term ("brake!" is not the number BRAKE, and the name "570093 Shock" not the number 570093).
 */
export const numberSearchTerm = (numberStart: string) => `#${numberStart}`;

/** The search terms of its numbers: each one's starts from `partNumberMinCharacters` on. */
function numberSearchTerms(numbers: string[]) {
  const terms = new Set<string>();
  for (const number of numbers) {
    for (let end = partNumberMinCharacters; end <= number.length; end++) {
      terms.add(numberSearchTerm(number.slice(0, end)));
    }
  }
  return terms;
}

/**
 * Index entries Firestore makes for each element of a query array: its own array-contains
 * index, and the 7 composite indexes of firestore.indexes.json that hold it (the sorts, with
 * and without a category, and the count with one); part-search.test.ts checks the 7.
 */
export const indexEntriesPerTerm = 8;
/**
 * Firestore keeps at most 40,000 index entries per document and refuses a write beyond them;
 * the part's other fields take a few dozen.
 */
export const catalogueIndexEntriesMax = 39_500;

/** The index entries of a part's query arrays (see `indexEntriesPerTerm`). */
export const catalogueIndexEntries = (fields: ReturnType<typeof catalogueIndexFields>) =>
  indexEntriesPerTerm *
    (fields.searchTerms.length + fields.fitKeys.length + fields.fitSearchTerms.length) +
  fields.partNumbers.length;

/** The indexed fields a part stores for its name, its numbers and its fit. */
export function catalogueIndexFields(name: string, numbers: PartNumbers, fit: PartFit) {
  const partNumbers = normalisedPartNumbers(numbers);
  const searchTerms = [...new Set([...partSearchTerms(name), ...numberSearchTerms(partNumbers)])];
  const fitKeys = partFitKeys(fit);
  return {
    searchTerms,
    partNumbers,
    fitKeys,
    fitSearchTerms: fitKeys.flatMap((key) => searchTerms.map((term) => fitSearchTerm(key, term))),
  };
}
