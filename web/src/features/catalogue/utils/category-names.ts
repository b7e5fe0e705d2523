import { partCategories, type PartCategory } from '@moto-parts/contracts';

/** A category's name as the shop shows it ("Electrics & lighting" for `electrics`). */
export const categoryName = (id: PartCategory) =>
  partCategories.find((category) => category.id === id)?.name ?? id;
