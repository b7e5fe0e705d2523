import { number, object, string, type InferType } from 'yup';
import { partCategoryIds, type PartCategory } from './fitment.ts';
import { findMotorcycleModel, motorcycleMakes } from './motorcycles.ts';
import {
  categorySchema,
  consistentFit,
  fitmentSchema,
  fitsAllBikesSchema,
  partFitSchema,
} from './fitment-schemas.ts';
import { imageUrlSchema } from './image-url.ts';
import { lotInputSchema } from './lots-schemas.ts';
import { lotRequiredMessage } from './lots.ts';
import { isWholeCents } from './money.ts';
import { orderLinesMax } from './orders.ts';
import { pageLimitSchema } from './paging.ts';
import { crossReferencesSchema, skuSchema } from './part-numbers-schemas.ts';
import {
  catalogueSorts,
  type CatalogueSort,
  minOrderMax,
  partNameMaxLength,
  partPriceMax,
  partsPageSizeMax,
  searchMaxLength,
  stockMovementsPageSizeMax,
  partStockMax,
} from './parts.ts';
import { partWeightMaxGrams } from './shipping.ts';
import { reorderPointSchema } from './stock-schemas.ts';

/**
 * Query of `GET /parts`: `limit` parts in the order `sort` (newest first unless told),
 * optionally only those of a `category`, those that fit a bike (`make`, with `model`, with
 * `year`), and those with a word of their name starting with `q` or a part number (their
 * sku or one they replace) starting with it, compared without case, dashes, dots or spaces,
 * from 4 characters; those whose number `q` is are listed first (docs/decisions/0036-part-numbers.md); after
 * the part `after` (the last `_id` of the previous page of the same query). The answer is a
 * JSON array; the header `X-Total-Count` carries how many match in all.
 */
const partIdsMaxLength = 1_600;

export const listPartsQuerySchema = object({
  limit: pageLimitSchema(partsPageSizeMax, 12),
  q: string()
    .trim()
    .max(searchMaxLength, `Search for at most ${searchMaxLength} characters`)
    .default(''),
  after: string().trim().max(128, 'after is too long').optional(),
  sort: string<CatalogueSort>()
    .oneOf(catalogueSorts, `sort must be one of ${catalogueSorts.join(', ')}`)
    .default('newest'),
  category: string<PartCategory>().oneOf(
    partCategoryIds,
    `category must be one of ${partCategoryIds.join(', ')}`,
  ),
  make: string()
    .optional()
    .test('known', 'No such make in the shop', (make) =>
      make === undefined ? true : motorcycleMakes.includes(make),
    ),
  model: string()
    .optional()
    .test('known', 'No such model of that make', function known(model) {
      if (model === undefined) return true;
      return findMotorcycleModel(this.parent.make as string, model) !== undefined;
    }),
  /**
   * Parts by id, comma-separated (a cart's): those found, in the order given. With it, the
   * list takes no other filter, sort or page.
   */
  ids: string()
    .trim()
    .optional()
    .test(
      'few',
      `Give 1 to ${orderLinesMax} part ids, separated by commas`,
      (ids) => ids === undefined || (ids !== '' && ids.split(',').length <= orderLinesMax),
    )
    // 50 ids of 31 characters (Firestore's are 20, the seed's at most 22): even escaped in a
    // URL, well within what a request's head may take on its way through Hosting, so that
    // the API, not an HTTP server on the way, answers.
    .max(partIdsMaxLength, 'ids is too long'),
  year: number()
    .typeError('year must be a year')
    .integer('year must be a year')
    .optional()
    .test('built', 'That model was not built that year', function built(year) {
      if (year === undefined) return true;
      const known = findMotorcycleModel(this.parent.make as string, this.parent.model as string);
      if (!known) return this.createError({ message: 'Give the make and model with the year' });
      return known.fromYear <= year && year <= known.toYear;
    }),
});

export type ListPartsQuery = InferType<typeof listPartsQuerySchema>;

/**
 * Query of `GET /parts/{id}/stock` (admins): `limit` of the part's stock movements, oldest
 * first, after the movement `after` (the last `_id` of the previous page).
 */
export const stockHistoryQuerySchema = object({
  limit: pageLimitSchema(stockMovementsPageSizeMax, 100),
  after: string().trim().max(128, 'after is too long').optional(),
});

export type StockHistoryQuery = InferType<typeof stockHistoryQuerySchema>;

const stockSchema = (label: string) =>
  number()
    .strict()
    .typeError(`${label} must be a whole number`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(partStockMax, `${label} must be at most ${partStockMax}`);

/** A part's most per order (see `Part.maxPerOrder`); the server also checks it against `minOrder`. */
const maxPerOrderSchema = number()
  .strict()
  .typeError('Most per order must be a whole number')
  .integer('Most per order must be a whole number')
  .min(1, 'Most per order must be at least 1')
  .max(partStockMax, `Most per order must be at most ${partStockMax}`);

/** What one unit weighs packed (see `Part.weightGrams`). */
const weightGramsSchema = number()
  .strict()
  .typeError('Weight must be a whole number of grams')
  .integer('Weight must be a whole number of grams')
  .min(1, 'Weight must be at least 1 g')
  .max(partWeightMaxGrams, `Weight must be at most ${partWeightMaxGrams} g`);

/** Dollars above 0 with at most 2 decimals (cents), as the server stores them. */
const priceSchema = number()
  .strict()
  .typeError('Price must be a number')
  .moreThan(0, 'Price must be more than 0')
  .max(partPriceMax, `Price must be at most ${partPriceMax}`)
  .test('cents', 'Price can have at most 2 decimals', (value) => isWholeCents(value));

/**
 * Body of `PUT /parts/{id}` (admins): the stock counted on the shelf (`newQuantity`, as
 * docs/product.md names it), a new price, a new category, a new fit (`fitsAllBikes` and
 * `fitment` together), or any of them at once. A new stock comes with the stock the admin saw
 * (`expectedQuantity`): if orders changed it since, the server answers 409 with the new
 * figure instead of selling those units twice (docs/decisions/0020-security-review.md).
 * A stock raised names the `lot` of the new units, which only the server can tell
 * (docs/decisions/0035-lots-and-recalls.md). The server records a stock change as a stock
 * movement (docs/decisions/0012-orders-and-stock.md).
 */
export const updatePartInputSchema = object({
  category: categorySchema,
  fitsAllBikes: fitsAllBikesSchema,
  fitment: fitmentSchema,
  newQuantity: stockSchema('New quantity'),
  expectedQuantity: stockSchema('Expected quantity').when('newQuantity', {
    is: (newQuantity: number | undefined) => newQuantity !== undefined,
    then: (schema) => schema.required('Expected quantity is required with a new quantity'),
  }),
  lot: lotInputSchema.test(
    'with-new-quantity',
    'A lot names new units: give the new quantity',
    function withNewQuantity(lot) {
      return lot === undefined || this.parent.newQuantity !== undefined;
    },
  ),
  price: priceSchema,
  maxPerOrder: maxPerOrderSchema,
  weightGrams: weightGramsSchema,
  sku: skuSchema,
  crossReferences: crossReferencesSchema.default(undefined),
  /** `null` removes it (docs/decisions/0039-low-stock-and-stocktakes.md). */
  reorderPoint: reorderPointSchema.nullable(),
})
  .test(
    'something-to-change',
    'Give a new quantity, price, most per order, weight, reorder point, part number, category or fit',
    (value) =>
      value.newQuantity !== undefined ||
      value.reorderPoint !== undefined ||
      value.sku !== undefined ||
      value.crossReferences !== undefined ||
      value.price !== undefined ||
      value.maxPerOrder !== undefined ||
      value.weightGrams !== undefined ||
      value.category !== undefined ||
      value.fitsAllBikes !== undefined ||
      value.fitment !== undefined,
  )
  .test('fit', (value, context) => {
    if (value.fitsAllBikes === undefined && value.fitment === undefined) return true;
    if (value.fitsAllBikes === undefined || value.fitment === undefined) {
      return context.createError({
        path: 'fitment',
        message: 'Give fitsAllBikes and fitment together',
      });
    }
    return consistentFit(value, context);
  });

export type UpdatePartInput = InferType<typeof updatePartInputSchema>;

/** Body of `POST /parts` (admins) and the Add A Product form (docs/product.md §5), with the part's category and fit (docs/decisions/0021-categories-and-fitment.md). */
export const createPartInputSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(partNameMaxLength, `Name must be at most ${partNameMaxLength} characters`),
  sku: skuSchema.required('Part number is required'),
  crossReferences: crossReferencesSchema.default([]),
  image: imageUrlSchema('Image'),
  price: priceSchema.required('Price is required'),
  availableQuantity: stockSchema('Available quantity').required('Available quantity is required'),
  /** The lot of its first units (docs/decisions/0035-lots-and-recalls.md). */
  lot: lotInputSchema.when('availableQuantity', {
    is: (units: unknown) => typeof units === 'number' && units > 0,
    then: (lot) => lot.required(lotRequiredMessage),
  }),
  minOrder: number()
    .strict()
    .typeError('Minimum order must be a whole number')
    .required('Minimum order is required')
    .integer('Minimum order must be a whole number')
    .min(1, 'Minimum order must be at least 1')
    .max(minOrderMax, `Minimum order must be at most ${minOrderMax}`),
  maxPerOrder: maxPerOrderSchema.test(
    'not-below-minimum',
    'Most per order cannot be below the minimum order',
    function notBelowMinimum(most) {
      const min = this.parent.minOrder as unknown;
      return most === undefined || typeof min !== 'number' || most >= min;
    },
  ),
  weightGrams: weightGramsSchema,
  reorderPoint: reorderPointSchema,
  description: string()
    .trim()
    .required('Description is required')
    .max(1000, 'Description must be at most 1000 characters'),
}).concat(partFitSchema);

export type CreatePartInput = InferType<typeof createPartInputSchema>;
