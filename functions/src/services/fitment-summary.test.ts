import { describe, expect, it } from 'vitest';
import { countModelYears, fitmentOptions, modelYearChanges } from './fitment-summary.ts';

const classic = (fromYear: number, toYear: number) => ({
  fitsAllBikes: false,
  fitment: [{ make: 'Royal Enfield', model: 'Classic 350', fromYear, toYear }],
});
const everyBike = { fitsAllBikes: true, fitment: [] };

describe('countModelYears', () => {
  it('counts each part once per model year it lists, and nothing for parts that fit every bike', () => {
    expect(countModelYears([classic(2019, 2020), classic(2020, 2020), everyBike])).toEqual({
      'Royal Enfield|Classic 350|2019': 1,
      'Royal Enfield|Classic 350|2020': 2,
    });
  });
});

describe('modelYearChanges', () => {
  it('adds a new part, takes away a removed one, and moves a changed fit by what differs only', () => {
    expect(modelYearChanges(undefined, classic(2019, 2019))).toEqual({
      'Royal Enfield|Classic 350|2019': 1,
    });
    expect(modelYearChanges(classic(2019, 2019), undefined)).toEqual({
      'Royal Enfield|Classic 350|2019': -1,
    });
    expect(modelYearChanges(classic(2019, 2020), classic(2020, 2021))).toEqual({
      'Royal Enfield|Classic 350|2019': -1,
      'Royal Enfield|Classic 350|2021': 1,
    });
    // A part stored before fitment had none: giving it one only adds.
    const beforeFitment = { fitsAllBikes: undefined, fitment: undefined } as never;
    expect(modelYearChanges(beforeFitment, classic(2019, 2019))).toEqual({
      'Royal Enfield|Classic 350|2019': 1,
    });
    expect(modelYearChanges(classic(2019, 2020), everyBike)).toEqual({
      'Royal Enfield|Classic 350|2019': -1,
      'Royal Enfield|Classic 350|2020': -1,
    });
  });
});

describe('fitmentOptions', () => {
  it('lists makes and models in the registry order with the years some part lists, ascending, and leaves out the rest', () => {
    expect(
      fitmentOptions({
        'Yamaha|MT-07|2015': 1,
        'Royal Enfield|Interceptor 650|2019': 2,
        'Royal Enfield|Classic 350|2021': 1,
        'Royal Enfield|Classic 350|2012': 3,
        'Honda|CB500X|2016': 0,
        'Honda|Made Up|2016': 4,
      }),
    ).toEqual({
      makes: [
        {
          make: 'Royal Enfield',
          models: [
            { model: 'Classic 350', years: [2012, 2021] },
            { model: 'Interceptor 650', years: [2019] },
          ],
        },
        { make: 'Yamaha', models: [{ model: 'MT-07', years: [2015] }] },
      ],
    });
  });
});
