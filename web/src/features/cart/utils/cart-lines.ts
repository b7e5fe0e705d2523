import { cartLinesMax, type CartLine } from '@moto-parts/contracts';

/**
 * The lines of `into` with those of `from` added: a part in both gets the sum of its
 * quantities, a part only in `from` comes after; beyond `cartLinesMax` lines, the rest are
 * left out (a cart is one order). The cart page then holds each quantity to its part's bounds.
 */
export function mergeLines(into: readonly CartLine[], from: readonly CartLine[]): CartLine[] {
  const merged = into.map((line) => ({ ...line }));
  for (const line of from) {
    const same = merged.find(({ partId }) => partId === line.partId);
    if (same) same.quantity += line.quantity;
    else if (merged.length < cartLinesMax) merged.push({ ...line });
  }
  return merged;
}

const isLine = (value: unknown): value is CartLine =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CartLine).partId === 'string' &&
  Number.isSafeInteger((value as CartLine).quantity) &&
  (value as CartLine).quantity > 0;

/**
 * The lines of a cart as stored (this device's storage, or the account's document): anything
 * that is not a line of a part and a whole quantity is dropped, so a cart written by an older
 * app, or by hand, cannot break the page.
 */
export const storedLines = (value: unknown): CartLine[] =>
  Array.isArray(value) ? mergeLines([], value.filter(isLine)) : [];
