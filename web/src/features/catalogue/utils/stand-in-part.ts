import type { Part } from '@moto-parts/contracts';

// The skeleton is the same card drawn with stand-in text, so the two are the same size and
// nothing moves when the parts arrive.

/** What a part's card draws, as the skeleton shows it (all the shop's first load carries). */
export const standInCard = {
  _id: '',
  name: 'Part name',
  sku: 'MP-XX-0000',
  image: '',
  description: 'Description '.repeat(30),
  price: 100,
  minOrder: 1,
  availableQuantity: 100,
} satisfies Partial<Part>;

/** A whole stand-in part, for the looks the prerender draws (arrival-looks.tsx). */
export const standInPart: Part = {
  ...standInCard,
  crossReferences: [],
  maxPerOrder: 100,
  weightGrams: 1000,
  category: 'brakes',
  fitment: [],
  fitsAllBikes: true,
};
