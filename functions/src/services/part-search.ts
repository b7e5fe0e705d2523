/**
 * How a part's name is indexed for "name contains" search. Firestore has no full-text
 * search, but part names are short (at most 20 characters), so every substring of the
 * normalised name fits in one array field (at most 210 entries) and a single
 * `array-contains` query finds the parts whose name contains the search text, with the
 * catalogue's order and cursor paging intact (docs/decisions/0010-catalogue-search.md).
 * Kept free of imports: the seed script uses it too.
 */
export const normalizeSearchText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function partSearchTerms(name: string): string[] {
  // By code point, not UTF-16 unit: a substring that splits a surrogate pair (an emoji, a
  // rare script) is not valid UTF-8, and Firestore refuses the whole write.
  const characters = Array.from(normalizeSearchText(name));
  const terms = new Set<string>();
  for (let start = 0; start < characters.length; start++) {
    for (let end = start + 1; end <= characters.length; end++) {
      terms.add(characters.slice(start, end).join(''));
    }
  }
  return [...terms];
}
