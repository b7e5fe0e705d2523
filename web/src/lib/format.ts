const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** SPEC: currency shown as $, always with cents: 114.5 → "$114.50". */
export const formatPrice = (price: number) => dollars.format(price);

/** A quantity with thousands separators: 1200 → "1,200". */
export const formatQuantity = (quantity: number) => count.format(quantity);
