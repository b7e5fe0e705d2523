import { describe, expect, it } from 'vitest';
import { normalizeSearchText, partSearchTerms } from './part-search.ts';

describe('partSearchTerms', () => {
  it('indexes every substring of the normalised name once', () => {
    expect(partSearchTerms('  Ab  A ').sort()).toEqual(
      ['a', 'ab', 'ab ', 'ab a', 'b', 'b ', 'b a', ' ', ' a'].sort(),
    );
  });

  it('finds a search text the same way it normalises it', () => {
    expect(partSearchTerms('LED  Headlight')).toContain(normalizeSearchText(' led HEAD'));
  });

  it('never splits a character outside the BMP, so every term is well-formed', () => {
    const terms = partSearchTerms('ᖕ𞸟x');
    expect(terms.every((term) => term.isWellFormed())).toBe(true);
    expect(terms.sort()).toEqual(['x', '𞸟', '𞸟x', 'ᖕ', 'ᖕ𞸟', 'ᖕ𞸟x'].sort());
  });
});
