import { describe, expect, it } from 'vitest';
import { minimumOrderWords } from './minimum-order-words';

describe('minimumOrderWords', () => {
  it.each([
    [10, 'Sold in tens: 10 or more'],
    [2, 'Sold in pairs: 2 or more'],
    [12, 'Sold by the dozen: 12 or more'],
    [7, 'Sold 7 or more at a time'],
  ])('when the minimum order is %i, then it says "%s"', (minOrder, words) => {
    expect(minimumOrderWords(minOrder)).toBe(words);
  });

  it('when a part is sold one at a time, then nothing is said', () => {
    expect(minimumOrderWords(1)).toBeUndefined();
  });
});
