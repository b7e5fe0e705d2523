import { string } from 'yup';

/** The longest phone number as typed: 15 digits, a `+`, and room for spaces and dashes. */
export const phoneMaxLength = 32;

/** A phone number as typed: digits with an optional leading +; spaces and dashes are dropped. */
export const phoneSchema = string()
  // On the text as typed, before the transform: a bound on the work the pattern does.
  .test(
    'phone-length',
    `Phone must be at most ${phoneMaxLength} characters`,
    (_value, { originalValue }: { originalValue: unknown }) =>
      typeof originalValue !== 'string' || originalValue.length <= phoneMaxLength,
  )
  .transform((value: unknown) => (typeof value === 'string' ? value.replace(/[\s-]/g, '') : value))
  .required('Phone is required')
  .matches(/^\+?[0-9]{6,15}$/, 'Phone must be a number of 6 to 15 digits');

/** The same, where a phone may be left out (a saved address's). One instance, so that the API's document can describe it. */
export const optionalPhoneSchema = phoneSchema.optional();
