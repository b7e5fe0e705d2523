import type { Fitment, PartCategory } from '@moto-parts/contracts';
import { toNumber, type NumberValue } from './number-input';

/** A fitment line as the form keeps it: years may still be empty. */
export interface FitmentLineValues {
  make: string;
  model: string;
  fromYear: NumberValue;
  toYear: NumberValue;
}

/** The part of a product form that says what the part is and which bikes it fits. */
export interface PartFitValues {
  category: PartCategory | '';
  fitsAllBikes: boolean;
  fitment: FitmentLineValues[];
}

export const emptyPartFit: PartFitValues = { category: '', fitsAllBikes: false, fitment: [] };

/** The values as partFitSchema (and the server) want them. */
export const toPartFitInput = ({ category, fitsAllBikes, fitment }: PartFitValues) => ({
  category: category || undefined,
  fitsAllBikes,
  fitment: fitment.map((line) => ({
    ...line,
    fromYear: toNumber(line.fromYear),
    toYear: toNumber(line.toYear),
  })) as Fitment[],
});
