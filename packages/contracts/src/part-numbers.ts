// Part numbers (docs/decisions/0036-part-numbers.md): the maker's own `sku` and the numbers of
// other makers' parts a part replaces, and how a search compares them.

/**
 * A number another maker gives a part this one replaces: `{ brand: 'Honda', number:
 * '15410-MFJ-D01' }` from a service manual, `{ brand: 'NGK', number: 'CR9EIA-9' }` from a box.
 */
export interface CrossReference {
  brand: string;
  number: string;
}

/**
 * A part number as written: letters and digits, with dashes, dots, slashes or single spaces
 * between them, as makers print them ("15410-MFJ-D01", "CR9EIA-9", "06455-MEL-D21").
 */
export const partNumberPattern = /^[A-Za-z0-9]+(?:[-./ ]?[A-Za-z0-9]+)*$/;
/** The longest part number as written. */
export const partNumberMaxLength = 24;
/**
 * The fewest letters and digits of a part number, and of a search by number: a search by
 * number matches from this many characters, so that "15" does not list every Honda part.
 */
export const partNumberMinCharacters = 4;
/** The most cross-references one part lists. */
export const crossReferencesMax = 8;
export const brandMaxLength = 30;

/**
 * A part number as a search compares it: its letters and digits only, in capitals, so that
 * "15410mfjd01", "15410 MFJ D01" and "15410.mfj.d01" all are "15410MFJD01". Two parts cannot
 * have skus that compare equal.
 */
export const normalizePartNumber = (text: string) =>
  text.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

/**
 * How a part in a search's answer matched its number exactly (listed first): its own sku, or
 * a number it replaces ("Replaces Honda 15410-MFJ-D01").
 */
export type NumberMatch = { sku: string } | { replaces: CrossReference };

/** The short link of a part, for printed catalogues and stickers: it redirects to the part's page. */
export const shortLinkPath = (sku: string) => `/p/${encodeURIComponent(sku)}`;
