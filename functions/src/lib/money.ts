/** Money lives in integer cents on the server; the wire shows dollars (docs/product.md: currency $). */
export const centsToDollars = (cents: number) => cents / 100;

/** Dollars with at most 2 decimals (the schemas check) to integer cents, without float drift. */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** Cents as the shop writes an amount in a message: `$1,234.50`. */
export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The one currency the shop charges in (docs/product.md: $). */
export const shopCurrency = 'usd';

/**
 * What Stripe can charge in one USD payment, in cents: from $0.50 to $999,999.99
 * (Stripe's minimum and maximum charge amounts). An order outside them is refused.
 */
export const cardPaymentCents = { min: 50, max: 99_999_999 } as const;
