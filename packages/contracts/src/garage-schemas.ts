import { string, type InferType } from 'yup';
import { bikeSchema } from './fitment-schemas.ts';
import { garageNicknameMaxLength } from './garage.ts';

/**
 * A bike to add to the garage (docs/decisions/0037-garage.md): a make the shop knows, a model
 * of that make, a year that model was built (fitment-schemas.ts's `bikeSchema`), and an
 * optional nickname, trimmed, at most 30 characters.
 */
export const garageBikeSchema = bikeSchema
  .shape({
    // Strict, as bikeSchema is: a nickname with spaces around it is refused, not trimmed here
    // (the form trims what was typed before it checks it).
    nickname: string()
      .strict()
      .trim('Nickname must not begin or end with a space')
      .min(1, 'Nickname must not be empty')
      .max(
        garageNicknameMaxLength,
        `Nickname must be at most ${garageNicknameMaxLength} characters`,
      )
      .optional(),
  })
  // Replaces bikeSchema's own, which names the fields it has.
  .noUnknown('A bike has only make, model, year and nickname');

export type GarageBikeInput = InferType<typeof garageBikeSchema>;
