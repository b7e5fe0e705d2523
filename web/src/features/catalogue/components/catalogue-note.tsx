import { Text } from '@chakra-ui/react';
import type { BikeChoice, Part } from '@moto-parts/contracts';
import { categoryName } from '../utils/category-names';
import { BikeFit } from './bike-fit';

/** The line under a part's name in the catalogue: whether it fits the rider's bike, else its category. */
export function CatalogueNote({ part, bike }: { part: Part; bike?: BikeChoice }) {
  return bike ? (
    <BikeFit part={part} bike={bike} />
  ) : (
    <Text color="fg.muted">{part.category && categoryName(part.category)}</Text>
  );
}
