import type { Part } from '@moto-parts/contracts';

// The skeleton is the same card drawn with stand-in text, so the two are the same size and
// nothing moves when the parts arrive.
export const standInPart: Part = {
  _id: '',
  name: 'Part name',
  image: '',
  description: 'Description '.repeat(30),
  price: 100,
  minOrder: 1,
  availableQuantity: 100,
  maxPerOrder: 100,
  weightGrams: 1000,
  category: 'brakes',
  fitment: [],
  fitsAllBikes: true,
};
