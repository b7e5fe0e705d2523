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
  const normalized = normalizeSearchText(name);
  const terms = new Set<string>();
  for (let start = 0; start < normalized.length; start++) {
    for (let end = start + 1; end <= normalized.length; end++) {
      terms.add(normalized.slice(start, end));
    }
  }
  return [...terms];
}
