import { number, object, string, type InferType } from 'yup';
import { lotInputSchema } from './lots-schemas.ts';
import { lotRequiredMessage } from './lots.ts';
import { pageLimitSchema } from './paging.ts';
import { partsPageSizeMax, partStockMax } from './parts.ts';
import { stocktakeReasons, type StocktakeReason } from './stock.ts';

const wholeUnits = (label: string) =>
  number()
    .strict()
    .typeError(`${label} must be a whole number`)
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(partStockMax, `${label} must be at most ${partStockMax}`);

/**
 * A part's reorder point (admins, Add Product and Manage Product's Edit): when its stock for
 * sale falls to it or below, the part is low on stock and the admins are told, once per
 * crossing (docs/decisions/0039-low-stock-and-stocktakes.md). Absent: no alerts; `null` in
 * `PUT /parts/{id}` removes it.
 */
export const reorderPointSchema = wholeUnits('Reorder point');

/**
 * Query of `GET /parts/low-stock` (admins): `limit` of the parts at or below their reorder
 * point, by id, after the part `after` (the last `_id` of the previous page); the header
 * `X-Total-Count` says how many there are.
 */
export const lowStockQuerySchema = object({
  limit: pageLimitSchema(partsPageSizeMax, partsPageSizeMax),
  after: string().trim().max(128, 'after is too long').optional(),
});

export type LowStockQuery = InferType<typeof lowStockQuerySchema>;

const raises = (counted: unknown, expected: unknown) =>
  typeof counted === 'number' && typeof expected === 'number' && counted > expected;

/**
 * Body of `POST /parts/{id}/stocktake` (admins) and the Stocktake form: the units `counted`
 * on the shelf for sale, the stock the admin saw when counting (`expectedQuantity`: if it
 * changed since, the server answers 409 with the new figure), and why. Fewer are written off
 * the newest lots; more (`found`, or a `count` that finds more) go into the `lot` the admin
 * names. `damaged` lowers the stock and `found` raises it.
 */
export const stocktakeInputSchema = object({
  counted: wholeUnits('Counted').required('Counted is required'),
  expectedQuantity: wholeUnits('Expected quantity').required('Expected quantity is required'),
  reason: string<StocktakeReason>()
    .strict()
    .required('Reason is required')
    .oneOf(stocktakeReasons, `Reason must be one of ${stocktakeReasons.join(', ')}`),
  lot: lotInputSchema.when(['counted', 'expectedQuantity'], ([counted, expected], lot) =>
    raises(counted, expected)
      ? lot.required(lotRequiredMessage)
      : lot.test(
          'adds-units',
          'A lot names new units: this count adds none',
          (value) => value === undefined,
        ),
  ),
}).test('reason-fits', function reasonFits(value) {
  const { counted, expectedQuantity, reason } = value;
  if (reason === 'damaged' && counted >= expectedQuantity) {
    const message = 'Damaged units lower the stock: count fewer than before';
    return this.createError({ path: 'counted', message });
  }
  if (reason === 'found' && counted <= expectedQuantity) {
    const message = 'Units found raise the stock: count more than before';
    return this.createError({ path: 'counted', message });
  }
  return true;
});

export type StocktakeInput = InferType<typeof stocktakeInputSchema>;
