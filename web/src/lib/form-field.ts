import type { FormikProps } from 'formik';

export type FormState<Values> = Pick<FormikProps<Values>, 'getFieldProps' | 'touched' | 'errors'>;

/** A field's validation message, once the user has left the field (or tried to submit). */
export function shownError<Values>(formik: FormState<Values>, name: keyof Values & string) {
  return formik.touched[name] ? (formik.errors[name] as string | undefined) : undefined;
}

/** Everything a `TextField` needs from formik: value, handlers and the shown message. */
export function fieldProps<Values>(formik: FormState<Values>, name: keyof Values & string) {
  return { ...formik.getFieldProps(name), error: shownError(formik, name) };
}
