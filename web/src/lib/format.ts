// Written out rather than with Intl.NumberFormat: a page's first Intl formatter starts ICU,
// 15 ms on this machine and a 60 ms task on a phone (4× slower), on Home's critical path
// (the part cards' prices). The two shapes the shop shows are simple; format.test.ts checks
// them against Intl's en-US output.

/** Digits with a comma every three from the right: "1200" → "1,200". */
const withThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** docs/product.md: currency shown as $, always with cents: 114.5 → "$114.50". */
export function formatPrice(price: number) {
  const cents = Math.round(Math.abs(price) * 100);
  const dollars = withThousands(String(Math.floor(cents / 100)));
  const sign = price < 0 && cents > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole quantity with thousands separators: 1200 → "1,200". */
export function formatQuantity(quantity: number) {
  const sign = quantity < 0 ? '-' : '';
  return sign + withThousands(String(Math.abs(Math.round(quantity))));
}
