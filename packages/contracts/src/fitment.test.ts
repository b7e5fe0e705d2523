import { describe, expect, it } from 'vitest';
import { fitsBike, type Fitment } from './fitment.ts';
import { knownBikeChoice, motorcycleModels } from './motorcycles.ts';
import { partFitSchema } from './fitment-schemas.ts';

const classic: Fitment = {
  make: 'Royal Enfield',
  model: 'Classic 350',
  fromYear: 2012,
  toYear: 2020,
};

describe('fitsBike', () => {
  it.each([
    [2012, true],
    [2016, true],
    [2020, true],
    [2011, false],
    [2021, false],
  ])('when the rider rides a %i Classic 350 and the part fits 2012–2020, then %s', (year, fits) => {
    expect(fitsBike({ fitment: [classic], fitsAllBikes: false }, { ...classic, year })).toBe(fits);
  });

  it('when the part fits another model of the same make, then it does not fit', () => {
    const bike = { make: 'Royal Enfield', model: 'Interceptor 650', year: 2019 };

    expect(fitsBike({ fitment: [classic], fitsAllBikes: false }, bike)).toBe(false);
  });

  it('when only the make or the model is chosen, then any year of it fits', () => {
    const part = { fitment: [classic], fitsAllBikes: false };

    expect(fitsBike(part, { make: 'Royal Enfield' })).toBe(true);
    expect(fitsBike(part, { make: 'Royal Enfield', model: 'Classic 350' })).toBe(true);
    expect(fitsBike(part, { make: 'Honda' })).toBe(false);
  });

  it('when the part fits every bike, then it fits any bike, with no fitment listed', () => {
    const bike = { make: 'Yamaha', model: 'MT-07', year: 2024 };

    expect(fitsBike({ fitment: [], fitsAllBikes: true }, bike)).toBe(true);
  });
});

describe('partFitSchema', () => {
  const valid = { category: 'brakes', fitsAllBikes: false, fitment: [classic] };
  const errorsOf = async (input: unknown) =>
    partFitSchema.validate(input, { abortEarly: false }).then(
      () => [],
      (error: { errors: string[] }) => error.errors,
    );

  it('accepts known bikes within their years, and a part that fits every bike', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ category: 'riding-gear', fitsAllBikes: true, fitment: [] })).toEqual(
      [],
    );
  });

  it('when fitsAllBikes or fitment is left out, then the answer has its default', async () => {
    expect(await partFitSchema.validate({ category: 'brakes', fitment: [classic] })).toEqual(valid);
    expect(await partFitSchema.validate({ category: 'riding-gear', fitsAllBikes: true })).toEqual({
      category: 'riding-gear',
      fitsAllBikes: true,
      fitment: [],
    });
  });

  it('knows every model the shop lists, each with a sane year range', () => {
    for (const model of motorcycleModels) {
      expect(model.fromYear).toBeLessThanOrEqual(model.toYear);
    }
    expect(new Set(motorcycleModels.map(({ make, model }) => `${make} ${model}`)).size).toBe(
      motorcycleModels.length,
    );
  });

  it.each([
    ['an unknown category', { category: 'toys' }, 'Category must be one of'],
    ['no category', { category: undefined }, 'Category is required'],
    ['an unknown make', { fitment: [{ ...classic, make: 'Acme' }] }, 'Choose a make and model'],
    [
      'an unknown model',
      { fitment: [{ ...classic, model: 'Classic 999' }] },
      'Choose a make and model',
    ],
    [
      'years from after to',
      { fitment: [{ ...classic, fromYear: 2020, toYear: 2012 }] },
      'From year must not be after to year',
    ],
    [
      'a year before the model was built',
      { fitment: [{ ...classic, fromYear: 2001 }] },
      'was built from 2009 to 2026',
    ],
    [
      'a year after the model was built',
      { fitment: [{ ...classic, toYear: 2031 }] },
      'was built from 2009 to 2026',
    ],
    ['a year as text', { fitment: [{ ...classic, fromYear: '2012' }] }, 'From year must be a year'],
    ['a fractional year', { fitment: [{ ...classic, toYear: 2015.5 }] }, 'To year must be a year'],
    [
      'a model listed twice',
      { fitment: [classic, { ...classic, fromYear: 2009 }] },
      'List each model once',
    ],
    [
      'a huge list',
      { fitment: Array.from({ length: 21 }, () => classic) },
      'List at most 20 bikes',
    ],
    ['no bikes, not fitting every bike', { fitment: [] }, 'List the bikes it fits'],
    ['bikes while fitting every bike', { fitsAllBikes: true }, 'lists no bikes'],
    ['a fitment that is not a list', { fitment: { make: 'Honda' } }, 'Fitment must be a list'],
    ['a line that is no object', { fitment: [null] }, 'fitment[0] cannot be null'],
    [
      'an unknown field in a line',
      { fitment: [{ ...classic, trim: 'Signals' }] },
      'A fitment line has only',
    ],
  ])('refuses %s', async (_, change, message) => {
    const errors = await errorsOf({ ...valid, ...change });

    expect(errors.join(' | ')).toContain(message);
  });
});

describe('knownBikeChoice', () => {
  it('keeps a bike the shop knows, as far as it is named', () => {
    expect(knownBikeChoice({ make: 'Honda', model: 'CB500X', year: 2019 })).toEqual({
      make: 'Honda',
      model: 'CB500X',
      year: 2019,
    });
    expect(knownBikeChoice({ make: 'Boss Hoss', model: 'BHC-3 LS3' })).toEqual({
      make: 'Boss Hoss',
      model: 'BHC-3 LS3',
    });
    expect(knownBikeChoice({ make: 'Triumph' })).toEqual({ make: 'Triumph' });
  });

  it('stops where the choice stops making sense', () => {
    expect(knownBikeChoice({})).toBeUndefined();
    expect(knownBikeChoice({ make: 'honda' })).toBeUndefined();
    expect(knownBikeChoice({ make: 'Honda', model: 'MT-07', year: 2019 })).toEqual({
      make: 'Honda',
    });
    expect(knownBikeChoice({ make: 'Honda', model: 'CB500X', year: 2012 })).toEqual({
      make: 'Honda',
      model: 'CB500X',
    });
    expect(knownBikeChoice({ make: 'Honda', model: 'CB500X', year: 2019.5 })).toEqual({
      make: 'Honda',
      model: 'CB500X',
    });
  });
});
