// What a part's minimum order means to a rider, said beside its price: a chain is sold ten at
// a time, which "Minimum order 10" further down the page says too late
// (docs/decisions/0044-one-way-to-buy.md).

/** Round minimums as people say them: "Sold in tens", "Sold in pairs". */
const soldIn: Record<number, string> = {
  2: 'Sold in pairs',
  3: 'Sold in threes',
  4: 'Sold in fours',
  5: 'Sold in fives',
  6: 'Sold in sixes',
  10: 'Sold in tens',
  12: 'Sold by the dozen',
  20: 'Sold in twenties',
  25: 'Sold in twenty-fives',
  50: 'Sold in fifties',
  100: 'Sold in hundreds',
};

/**
 * The words beside the price for a part whose minimum order is above one, or none: "Sold in
 * tens" for 10, "Sold 8 or more at a time" for a minimum without a common name. Each says how
 * many at least, since the stepper then counts on one by one.
 */
export function minimumOrderWords(minOrder: number): string | undefined {
  if (minOrder <= 1) return undefined;
  const name = soldIn[minOrder];
  return name ? `${name}: ${minOrder} or more` : `Sold ${minOrder} or more at a time`;
}
