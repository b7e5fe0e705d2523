import { array, boolean, number, object, string, type InferType } from 'yup';
import { findMotorcycleModel, fitmentMax, isPartCategory, partCategories } from './fitment.ts';

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
 * A part's category and fitment, as Add A Product and Edit send them: a known category, and
 * either `fitsAllBikes` or at least one fitment line, each model listed once.
 */
export const partFitSchema = object({
  category: string()
    .strict()
    .required('Category is required')
    .test(
      'known',
      `Category must be one of ${partCategories.map(({ id }) => id).join(', ')}`,
      isPartCategory,
    ),
  fitsAllBikes: boolean().strict().typeError('fitsAllBikes must be true or false').default(false),
  fitment: array(fitmentLineSchema)
    .strict()
    .typeError('Fitment must be a list')
    .max(fitmentMax, `List at most ${fitmentMax} bikes`)
    .default([])
    .test('once', 'List each model once', (lines) => {
      const models = (lines ?? []).map((line) => `${line.make}\u0000${line.model}`);
      return new Set(models).size === models.length;
    })
    .when('fitsAllBikes', {
      is: true,
      then: (schema) => schema.max(0, 'A part that fits every bike lists no bikes'),
      otherwise: (schema) => schema.min(1, 'List the bikes it fits, or say it fits every bike'),
    }),
});

export type PartFitInput = InferType<typeof partFitSchema>;
