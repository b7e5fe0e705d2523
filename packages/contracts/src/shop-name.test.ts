import { describe, expect, it } from 'vitest';
import { createReviewInputSchema } from './reviews-schemas.ts';
import { namesTheShop } from './shop-name.ts';

describe('namesTheShop', () => {
  it.each([
    ['the shop’s team', 'moto-parts team'],
    ['the shop’s name', 'MotoParts'],
    ['a digit zero for the o', 'M0to-Parts team'],
    ['zeros for both o', 'M0T0 PARTS'],
    ['a Cyrillic о', 'M\u043eto-Parts'],
    ['Cyrillic capitals', '\u041c\u041e\u0422\u041e-PARTS'],
    ['lowercase Cyrillic', '\u043c\u043e\u0442\u043e-parts'],
    ['a Greek ρ and α', 'Moto \u03c1\u03b1rts'],
    ['fullwidth letters', 'ＭｏｔｏＰａｒｔｓ'],
    ['mathematical bold letters', '𝐌𝐨𝐭𝐨𝐏𝐚𝐫𝐭𝐬'],
    ['accents', 'Mötó Párts'],
    ['spaced-out letters', 'm o t o . p a r t s'],
    ['a zero-width space', 'Moto\u200bParts'],
    ['mixed case', 'mOtO pArTs'],
    ['an r and n for the m', 'rnoto parts'],
  ])('when the name has %s (%s), then it passes for the shop', (_what, name) => {
    expect(namesTheShop(name)).toBe(true);
  });

  it.each(['Moto Mike', 'Parts Pete', 'Ana', 'Motor Parts', 'Moto Partz', 'Ολγα', 'Мария'])(
    'when the name is %s, then it is the reviewer’s own',
    (name) => {
      expect(namesTheShop(name)).toBe(false);
    },
  );

  it('when a review is signed with a look-alike of the shop, then the schema refuses it', async () => {
    const review = { review: 'Great parts', rating: 5, picture: 'https://example.com/rider.jpg' };
    await expect(
      createReviewInputSchema.validate({ ...review, name: 'M0to-Parts team' }),
    ).rejects.toThrow('This name is reserved for the shop');
    await expect(
      createReviewInputSchema.validate({ ...review, name: 'Moto Mike' }),
    ).resolves.toMatchObject({ name: 'Moto Mike' });
  });
});
