/** Money lives in integer cents on the server; the wire shows dollars (docs/product.md: currency $). */
export const centsToDollars = (cents: number) => cents / 100;

/** Dollars with at most 2 decimals (the schemas check) to integer cents, without float drift. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Cents as the shop writes an amount in a message: `$1,234.50`. */
export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
