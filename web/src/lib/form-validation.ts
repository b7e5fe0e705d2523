import type { FormikErrors } from 'formik';
import { ValidationError, type Schema } from 'yup';

/** What formik keeps for an `<input type="number">`: the number typed, or '' when empty. */
export type NumberValue = number | '';

/** A number input's value as the shared (strict) schemas want it: a number, or missing. */
export const toNumber = (value: NumberValue) => (value === '' ? undefined : value);

/**
 * Formik's `validate` for a form checked by a shared schema: `toInput` makes the body the
 * server will check from the form's values. The first message of each field is shown;
 * a rule over the whole body (no field) is left to the form to enforce.
 */
export function validateAs<Values>(schema: Schema, toInput: (values: Values) => unknown) {
  return async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await schema.validate(toInput(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const errors: Record<string, string> = {};
      for (const { path, message } of error.inner) {
        if (path && !(path in errors)) errors[path] = message;
      }
      return errors as FormikErrors<Values>;
    }
  };
}
