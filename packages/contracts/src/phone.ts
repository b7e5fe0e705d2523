import { string } from 'yup';

/** A phone number as typed: digits with an optional leading +; spaces and dashes are dropped. */
export const phoneSchema = string()
  .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
  .required('Phone is required')
  .matches(/^\+?[0-9]{6,15}$/, 'Phone must be a number of 6 to 15 digits');
