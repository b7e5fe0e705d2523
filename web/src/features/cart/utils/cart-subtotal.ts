import { isOrderable, type CartRow } from './line-status';

/**
 * What the lines that can be ordered come to, counted in cents as the server counts them.
 * The server prices the order; this is what the cart shows meanwhile.
 */
export function cartSubtotal(rows: readonly CartRow[]) {
  const cents = rows.reduce(
    (total, { line, part, status }) =>
      part && isOrderable(status) ? total + Math.round(part.price * 100) * line.quantity : total,
    0,
  );
  return cents / 100;
}
