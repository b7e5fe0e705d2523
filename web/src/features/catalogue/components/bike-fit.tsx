import { Text, type TextProps } from '@chakra-ui/react';
import { fitsBike, type BikeChoice, type PartFit } from '@moto-parts/contracts';
import { bikeShortName } from '../utils/bike-names';

// `part` is also an HTML attribute that Text takes: this one is the part.
interface BikeFitProps extends Omit<TextProps, 'part'> {
  part: PartFit;
  bike: BikeChoice;
}

/** "Fits your CB500X" or "Does not fit your CB500X": the part against the rider's bike. */
export function BikeFit({ part, bike, ...textProps }: BikeFitProps) {
  const fits = fitsBike(part, bike);
  const name = bikeShortName(bike);
  return (
    <Text fontWeight="semibold" color={fits ? 'green.700' : 'red.700'} {...textProps}>
      <span aria-hidden="true">{fits ? '✓ ' : '✕ '}</span>
      {fits ? `Fits your ${name}` : `Does not fit your ${name}`}
    </Text>
  );
}
