import { number, object, string, type InferType } from 'yup';
import { imageUrlSchema } from './image-url.ts';
import { pageLimitSchema } from './paging.ts';
import {
  catalogueSorts,
  type CatalogueSort,
  minOrderMax,
  partNameMaxLength,
  partPriceMax,
  partsPageSizeMax,
  partStockMax,
} from './parts.ts';

/**
 * Query of `GET /parts`: `limit` parts in the order `sort` (newest first unless told),
 * optionally only those whose name contains `q` (case-insensitive), after the part `after`
 * (the last `_id` of the previous page of the same query). The answer is a JSON array; the
 * header `X-Total-Count` carries how many match in all.
 */
export const listPartsQuerySchema = object({
  limit: pageLimitSchema(partsPageSizeMax, 12),
  q: string()
    .trim()
    .max(partNameMaxLength, `Search for at most ${partNameMaxLength} characters`)
    .default(''),
  after: string().trim().max(128, 'after is too long').optional(),
  sort: string<CatalogueSort>()
    .oneOf(catalogueSorts, `sort must be one of ${catalogueSorts.join(', ')}`)
    .default('newest'),
});

export type ListPartsQuery = InferType<typeof listPartsQuerySchema>;

const stockSchema = (label: string) =>
  number()
    .strict()
    .typeError(`${label} must be a whole number`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(partStockMax, `${label} must be at most ${partStockMax}`);

/** Dollars above 0 with at most 2 decimals (cents), as the server stores them. */
const priceSchema = number()
  .strict()
  .typeError('Price must be a number')
  .moreThan(0, 'Price must be more than 0')
  .max(partPriceMax, `Price must be at most ${partPriceMax}`)
  .test('cents', 'Price can have at most 2 decimals', (value) =>
    value === undefined ? true : Math.abs(Math.round(value * 100) - value * 100) < 1e-6,
  );

/**
 * Body of `PUT /parts/{id}` (admins): the stock counted on the shelf (`newQuantity`, as
 * docs/product.md names it), a new price, or both. A new stock comes with the stock the admin saw
 * (`expectedQuantity`): if orders changed it since, the server answers 409 with the new
 * figure instead of selling those units twice (docs/decisions/0020-security-review.md).
 * The server records a stock change as a stock movement (docs/decisions/0012).
 */
export const updatePartInputSchema = object({
  newQuantity: stockSchema('New quantity'),
  expectedQuantity: stockSchema('Expected quantity').when('newQuantity', {
    is: (newQuantity: number | undefined) => newQuantity !== undefined,
    then: (schema) => schema.required('Expected quantity is required with a new quantity'),
  }),
  price: priceSchema,
}).test(
  'something-to-change',
  'Give a new quantity, a new price, or both',
  (value) => value.newQuantity !== undefined || value.price !== undefined,
);

export type UpdatePartInput = InferType<typeof updatePartInputSchema>;

/** Body of `POST /parts` (admins) and the Add A Product form (docs/product.md §5). */
export const createPartInputSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(partNameMaxLength, `Name must be at most ${partNameMaxLength} characters`),
  image: imageUrlSchema('Image'),
  price: priceSchema.required('Price is required'),
  availableQuantity: stockSchema('Available quantity').required('Available quantity is required'),
  minOrder: number()
    .strict()
    .typeError('Minimum order must be a whole number')
    .required('Minimum order is required')
    .integer('Minimum order must be a whole number')
    .min(1, 'Minimum order must be at least 1')
    .max(minOrderMax, `Minimum order must be at most ${minOrderMax}`),
  description: string()
    .trim()
    .required('Description is required')
    .max(1000, 'Description must be at most 1000 characters'),
});

export type CreatePartInput = InferType<typeof createPartInputSchema>;
