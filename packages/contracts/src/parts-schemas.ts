import { number, object, string, type InferType } from 'yup';
import { pageLimitSchema } from './paging.ts';
import { partNameMaxLength, partsPageSizeMax, partStockMax } from './parts.ts';

/**
 * Query of `GET /parts`: `limit` parts, optionally only those whose name contains `q`
 * (case-insensitive), after the part `after` (the last `_id` of the previous page).
 * The answer is a JSON array; the header `X-Total-Count` carries how many match in all.
 */
export const listPartsQuerySchema = object({
  limit: pageLimitSchema(partsPageSizeMax, 12),
  q: string()
    .trim()
    .max(partNameMaxLength, `Search for at most ${partNameMaxLength} characters`)
    .default(''),
  after: string().trim().max(128, 'after is too long').optional(),
});

export type ListPartsQuery = InferType<typeof listPartsQuerySchema>;

/**
 * Body of `PUT /parts/{id}` (admins): the stock counted on the shelf. The server sets it and
 * records the difference as a stock movement (docs/decisions/0012-orders-and-stock.md).
 */
export const restockInputSchema = object({
  newQuantity: number()
    .strict()
    .typeError('New quantity must be a whole number')
    .required('New quantity is required')
    .integer('New quantity must be a whole number')
    .min(0, 'New quantity cannot be negative')
    .max(partStockMax, `New quantity must be at most ${partStockMax}`),
});

export type RestockInput = InferType<typeof restockInputSchema>;
