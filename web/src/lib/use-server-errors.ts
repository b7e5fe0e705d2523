import { useState, type ChangeEvent } from 'react';
import type { FormState } from './form-field';

/**
 * What the server said about each field of a form (`ApiError.fields`), shown under the field
 * once touched, until the field is edited; the form's own messages come first. Kept apart from
 * formik's errors, which each validation (on change, on blur) replaces.
 */
export function useServerErrors<Values>() {
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  /** Forgets the server's message for `name`: for inputs that set their value themselves. */
  const clearServerError = (name: keyof Values & string) =>
    // Unchanged state when there is nothing to forget, so typing does not re-render for it.
    setServerErrors((errors) =>
      errors[name] === undefined ? errors : { ...errors, [name]: undefined },
    );

  /** The message to show under `name`, once the user has left it (or tried to submit). */
  const shownError = (
    formik: Pick<FormState<Values>, 'touched' | 'errors'>,
    name: keyof Values & string,
  ) =>
    formik.touched[name]
      ? ((formik.errors[name] as string | undefined) ?? serverErrors[name])
      : undefined;

  /** Formik's props for the input of `name`, and the message to show under it. */
  const fieldProps = (formik: FormState<Values>, name: keyof Values & string) => {
    const field = formik.getFieldProps(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        clearServerError(name);
        field.onChange(event);
      },
      error: shownError(formik, name),
    };
  };

  return { setServerErrors, clearServerError, shownError, fieldProps };
}
