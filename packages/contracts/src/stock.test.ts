import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { stocktakeInputSchema } from './stock-schemas.ts';
import { updatePartInputSchema } from './parts-schemas.ts';

const lot = { code: 'B-2026-11', madeOn: '2026-11-01' };

/** The first message of each field the schema refuses in `input`, or {} when it takes it. */
async function problemsOf(input: object) {
  try {
    await stocktakeInputSchema.validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map(({ path, message }) => [path, message]));
  }
}

describe('the stocktake schema', () => {
  it.each([
    ['a count that finds fewer', { counted: 8, expectedQuantity: 10, reason: 'count' }],
    ['a count that finds as many', { counted: 10, expectedQuantity: 10, reason: 'count' }],
    [
      'a count that finds more, with their lot',
      { counted: 12, expectedQuantity: 10, reason: 'count', lot },
    ],
    ['damaged units', { counted: 0, expectedQuantity: 10, reason: 'damaged' }],
    ['units found, with their lot', { counted: 11, expectedQuantity: 10, reason: 'found', lot }],
  ])('when an admin enters %s, then it is taken', async (_, input) => {
    expect(await problemsOf(input)).toEqual({});
  });

  it.each([
    [
      'more without a lot',
      { counted: 12, expectedQuantity: 10, reason: 'count' },
      { lot: 'Name the lot of the new units' },
    ],
    [
      'fewer with a lot',
      { counted: 8, expectedQuantity: 10, reason: 'count', lot },
      { lot: 'A lot names new units: this count adds none' },
    ],
    [
      'damaged units that do not lower it',
      { counted: 10, expectedQuantity: 10, reason: 'damaged' },
      { counted: 'Damaged units lower the stock: count fewer than before' },
    ],
    [
      'units found that do not raise it',
      { counted: 10, expectedQuantity: 10, reason: 'found' },
      { counted: 'Units found raise the stock: count more than before' },
    ],
    [
      'an unknown reason',
      { counted: 10, expectedQuantity: 10, reason: 'lost' },
      { reason: 'Reason must be one of count, damaged, found' },
    ],
    [
      'a fraction',
      { counted: 1.5, expectedQuantity: 10, reason: 'count' },
      { counted: 'Counted must be a whole number' },
    ],
  ])('when an admin enters %s, then it names the field', async (_, input, problems) => {
    expect(await problemsOf(input)).toEqual(problems);
  });
});

describe('the reorder point of PUT /parts/{id}', () => {
  it('when it is a number or null, then it is a change; below 0, it is refused', async () => {
    await expect(updatePartInputSchema.validate({ reorderPoint: 5 })).resolves.toEqual({
      reorderPoint: 5,
    });
    await expect(updatePartInputSchema.validate({ reorderPoint: null })).resolves.toEqual({
      reorderPoint: null,
    });
    await expect(updatePartInputSchema.validate({ reorderPoint: -1 })).rejects.toThrow(
      'Reorder point cannot be negative',
    );
  });
});
