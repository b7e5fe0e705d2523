import { array, boolean, number, object, string, type InferType, type TestContext } from 'yup';
import { fitmentMax, partCategoryIds, type Fitment, type PartCategory } from './fitment.ts';
import { findMotorcycleModel } from './motorcycles.ts';

const year = (label: string) =>
  number()
    .strict()
    .typeError(`${label} must be a year`)
    .required(`${label} is required`)
    .integer(`${label} must be a year`);

/**
 * One fitment line: a make and model the shop knows (fitment.ts), within the years that model
 * was built, from no later than to.
 */
export const fitmentLineSchema = object({
  make: string().strict().trim().required('Make is required'),
  model: string()
    .strict()
    .trim()
    .required('Model is required')
    .test('known', 'Choose a make and model from the list', function known(model) {
      return findMotorcycleModel(this.parent.make as string, model) !== undefined;
    }),
  fromYear: year('From year'),
  toYear: year('To year'),
})
  .noUnknown('A fitment line has only make, model, fromYear and toYear')
  .test('years', 'From year must not be after to year', (line, context) => {
    const known = findMotorcycleModel(line.make, line.model);
    if (!known) return true;
    if (line.fromYear > line.toYear) {
      return context.createError({ path: `${context.path}.toYear` });
    }
    if (line.fromYear < known.fromYear || line.toYear > known.toYear) {
      return context.createError({
        path: `${context.path}.fromYear`,
        message: `The ${known.model} was built from ${known.fromYear} to ${known.toYear}`,
      });
    }
    return true;
  });

/**
 * A rider's bike: a make and model the shop knows, in a year that model was built. What a
 * buyer names when a part did not fit it (returns-schemas.ts).
 */
export const bikeSchema = object({
  make: string().strict().trim().required('Make is required'),
  model: string()
    .strict()
    .trim()
    .required('Model is required')
    .test('known', 'Choose a make and model from the list', function known(model) {
      return findMotorcycleModel(this.parent.make as string, model) !== undefined;
    }),
  year: year('Year').test('built', function built(value) {
    const known = findMotorcycleModel(this.parent.make as string, this.parent.model as string);
    if (!known || (known.fromYear <= value && value <= known.toYear)) return true;
    return this.createError({
      message: `The ${known.model} was built from ${known.fromYear} to ${known.toYear}`,
    });
  }),
})
  .noUnknown('A bike has only make, model and year')
  .strict();

/** The bikes a part fits: at most `fitmentMax` lines, each model once. */
export const fitmentSchema = array(fitmentLineSchema)
  .strict()
  .typeError('Fitment must be a list')
  .max(fitmentMax, `List at most ${fitmentMax} bikes`)
  .test('once', 'List each model once', (lines) => {
    // A line that is no object (`null`) is refused by the line's own schema.
    const models = (lines ?? []).flatMap((line: Fitment | null) =>
      line ? [`${line.make}\u0000${line.model}`] : [],
    );
    return new Set(models).size === models.length;
  });

export const categorySchema = string<PartCategory>()
  .strict()
  .oneOf(partCategoryIds, `Category must be one of ${partCategoryIds.join(', ')}`);

export const fitsAllBikesSchema = boolean()
  .strict()
  .typeError('fitsAllBikes must be true or false');

/**
 * The rule that ties `fitsAllBikes` and `fitment`: a part that fits every bike lists none,
 * any other part lists at least one. The error goes on `fitment`, where the form shows it.
 */
export function consistentFit(
  { fitsAllBikes, fitment }: { fitsAllBikes?: boolean; fitment?: Fitment[] },
  context: TestContext,
) {
  const lines = fitment?.length ?? 0;
  if (fitsAllBikes && lines > 0) {
    return context.createError({
      path: 'fitment',
      message: 'A part that fits every bike lists no bikes',
    });
  }
  if (!fitsAllBikes && lines === 0) {
    return context.createError({
      path: 'fitment',
      message: 'List the bikes it fits, or say it fits every bike',
    });
  }
  return true;
}

/**
 * A part's category and fitment, as Add A Product sends them: a known category, and either
 * `fitsAllBikes` or at least one fitment line.
 */
export const partFitSchema = object({
  category: categorySchema.required('Category is required'),
  fitsAllBikes: fitsAllBikesSchema.default(false),
  fitment: fitmentSchema.default([]),
})
  // yup applies a field's default only when it casts the field, which a strict field skips:
  // the object fills in the two defaults itself (a part sent without `fitsAllBikes` was
  // stored with it undefined, which Firestore refuses: a 500 the fuzzer found).
  .transform((value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { fitsAllBikes: false, fitment: [], ...value }
      : value,
  )
  .test('fit', consistentFit);

export type PartFitInput = InferType<typeof partFitSchema>;
