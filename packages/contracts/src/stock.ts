// Low stock and stocktakes (docs/decisions/0039-low-stock-and-stocktakes.md): what the admins'
// forms and the API share beside the schemas.

/**
 * Why a stocktake's counted figure is what it is: a routine `count` (more or fewer), units
 * found `damaged` and written off (fewer), or units `found` on the shelf (more).
 */
export const stocktakeReasons = ['count', 'damaged', 'found'] as const;
export type StocktakeReason = (typeof stocktakeReasons)[number];

/** Each reason in words, for the stocktake form and the stock history. */
export const stocktakeReasonLabels: Record<StocktakeReason, string> = {
  count: 'Count',
  damaged: 'Damaged',
  found: 'Found',
};
