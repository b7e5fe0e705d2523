import { orderableMost, type Part } from '@moto-parts/contracts';

/**
 * The bounds of an order of one part: from its minimum order up to its stock or its most per
 * order, whichever is lower (`orderableMost`).
 */
export type QuantityLimits = Pick<Part, 'minOrder' | 'availableQuantity' | 'maxPerOrder'>;

/**
 * The quantity a shopper typed, or NaN when it is not digits only: "1e3", "4.0" or "-2"
 * are not quantities, even though `Number` would read them.
 */
export function parseQuantity(text: string): number {
  const digits = text.trim();
  return /^\d+$/.test(digits) ? Number(digits) : NaN;
}

/** The nearest quantity that can be ordered; the minimum for anything that is not a number. */
export function clampQuantity(quantity: number, limits: QuantityLimits) {
  if (Number.isNaN(quantity)) return limits.minOrder;
  return Math.min(Math.max(quantity, limits.minOrder), orderableMost(limits));
}

/** docs/product.md §9: quantity × unit price, counted in cents as the server does, so 3 × $0.10 is $0.30. */
export function orderTotal(unitPrice: number, quantity: number) {
  return (Math.round(unitPrice * 100) * quantity) / 100;
}
