import { describe, expect, it } from 'vitest';
import { garageBikeSchema } from './garage-schemas.ts';

const ninja = { make: 'Kawasaki', model: 'Ninja 400', year: 2019 };

/** The first message the schema gives for `bike`, or null when it accepts it. */
const refusal = (bike: unknown) =>
  garageBikeSchema.validate(bike).then(
    () => null,
    (error: Error) => error.message,
  );

describe('garageBikeSchema', () => {
  it('when a known bike comes with or without a nickname, then it is accepted', async () => {
    expect(await refusal(ninja)).toBeNull();
    expect(await refusal({ ...ninja, nickname: 'Track day' })).toBeNull();
    expect(await refusal({ ...ninja, nickname: 'x'.repeat(30) })).toBeNull();
  });

  it.each([
    ['an unknown make', { ...ninja, make: 'Zundapp' }, 'Choose a make and model from the list'],
    [
      'a model of another make',
      { ...ninja, model: 'MT-07' },
      'Choose a make and model from the list',
    ],
    [
      'a year before the model',
      { ...ninja, year: 2017 },
      'The Ninja 400 was built from 2018 to 2026',
    ],
    ['a year as text', { ...ninja, year: '2019' }, 'Year must be a year'],
    ['no year', { make: ninja.make, model: ninja.model }, 'Year is required'],
    [
      'a nickname of 31 characters',
      { ...ninja, nickname: 'x'.repeat(31) },
      'Nickname must be at most 30 characters',
    ],
    [
      'a nickname with spaces around it',
      { ...ninja, nickname: ' Track ' },
      'Nickname must not begin or end with a space',
    ],
    ['an empty nickname', { ...ninja, nickname: '' }, 'Nickname must not be empty'],
    [
      'another field',
      { ...ninja, colour: 'green' },
      'A bike has only make, model, year and nickname',
    ],
  ])('when the bike has %s, then it is refused', async (_, bike, message) => {
    expect(await refusal(bike)).toBe(message);
  });
});
