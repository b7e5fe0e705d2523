import { number } from 'yup';

/** The `limit` query parameter of a list call: a whole number from 1 to `max`. */
export const pageLimitSchema = (max: number, defaultLimit: number) =>
  number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(defaultLimit);
