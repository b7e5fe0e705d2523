import { describe, expect, it } from 'vitest';
import { lotOf, withLotFieldErrors } from './lot-values';

describe('lot values', () => {
  it('when neither field is filled, then there is no lot; when one is, the schema hears of both', () => {
    expect(lotOf({ lotCode: '', lotMadeOn: '' })).toBeUndefined();
    expect(lotOf({ lotCode: ' B-07 ', lotMadeOn: '' })).toEqual({ code: 'B-07', madeOn: '' });
  });

  it('when the schema names a lot’s messages by the body’s paths, then they go under the form’s fields', () => {
    expect(
      withLotFieldErrors({ price: 'Too low', 'lot.code': 'Bad code', 'lot.madeOn': 'Future' }),
    ).toEqual({ price: 'Too low', lotCode: 'Bad code', lotMadeOn: 'Future' });
    expect(withLotFieldErrors({ lot: 'Name the lot of the new units' })).toEqual({
      lotCode: 'Name the lot of the new units',
    });
  });
});
