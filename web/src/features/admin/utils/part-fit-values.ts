import type { Fitment, Part, PartCategory } from '@moto-parts/contracts';
import type { FormikProps } from 'formik';
import { toNumber, type NumberValue } from '@/lib/form-validation';

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

/** A part's category and fit as the form starts them (Manage Product's edit). */
export const partFitValuesOf = ({ category, fitsAllBikes, fitment }: Part): PartFitValues => ({
  // A part stored before categories has none: the admin picks one.
  category: category ?? '',
  fitsAllBikes,
  fitment: fitment.map((line) => ({ ...line })),
});

/** Whether the form's category or fit differs from what `part` says. */
export function partFitChanges(values: PartFitValues, part: Part) {
  const input = toPartFitInput(values);
  const fitChanged =
    input.fitsAllBikes !== part.fitsAllBikes ||
    JSON.stringify(input.fitment) !== JSON.stringify(part.fitment);
  return {
    category: input.category === part.category ? undefined : input.category,
    // The API takes the fit whole: both fields, or neither.
    ...(fitChanged && { fitsAllBikes: input.fitsAllBikes, fitment: input.fitment }),
  };
}

/**
 * The fit's messages by path (`category`, `fitment[0].toYear`), shown once a submit has been
 * tried (the category as soon as it is left).
 */
export const fitErrorsOf =
  <Values extends PartFitValues>(formik: FormikProps<Values>) =>
  (path: string) =>
    formik.submitCount > 0 || (path === 'category' && formik.touched.category)
      ? (formik.errors as Record<string, string | undefined>)[path]
      : undefined;
