// The bench's stand-in for lib/format.ts (scripts/bench/tricks.ts): the same output, from
// Intl.NumberFormat, which starts ICU on the page's first use.
const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export const formatPrice = (value: number) => price.format(value);
export const formatQuantity = (value: number) => quantity.format(value);
