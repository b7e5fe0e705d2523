import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormState } from './form-field';
import { useServerErrors } from './use-server-errors';

interface Values {
  name: string;
  phone: string;
}

/** Formik's state for a form whose fields are all touched, with `errors` as its own messages. */
function formState(errors: FormState<Values>['errors'] = {}) {
  const onChange = vi.fn();
  const formik: FormState<Values> = {
    touched: { name: true, phone: true },
    errors,
    // Only the handler matters here; formik types the value by a generic no fake can meet.
    getFieldProps: ((name: string) => ({
      name,
      value: '',
      onChange,
      onBlur: vi.fn(),
    })) as FormState<Values>['getFieldProps'],
  };
  return { formik, onChange };
}

const edit = (name: string) => ({ target: { name } }) as ChangeEvent<HTMLInputElement>;

describe('useServerErrors', () => {
  it('when the server rejects a field, then its message shows once the field is touched', () => {
    const { result } = renderHook(() => useServerErrors<Values>());
    act(() => result.current.setServerErrors({ phone: 'Phone is taken' }));
    const { formik } = formState();

    expect(result.current.shownError(formik, 'phone')).toBe('Phone is taken');
    expect(result.current.fieldProps(formik, 'phone').error).toBe('Phone is taken');
    expect(result.current.shownError({ ...formik, touched: {} }, 'phone')).toBeUndefined();
  });

  it("when the form has its own message for a field, then it shows before the server's", () => {
    const { result } = renderHook(() => useServerErrors<Values>());
    act(() => result.current.setServerErrors({ phone: 'Phone is taken' }));
    const { formik } = formState({ phone: 'Phone must be a number' });

    expect(result.current.shownError(formik, 'phone')).toBe('Phone must be a number');
  });

  it('when a field is edited, then its server message goes, the others stay and formik hears it', () => {
    const { result } = renderHook(() => useServerErrors<Values>());
    act(() => result.current.setServerErrors({ name: 'Name is rude', phone: 'Phone is taken' }));
    const { formik, onChange } = formState();
    const event = edit('phone');

    act(() => result.current.fieldProps(formik, 'phone').onChange(event));

    expect(onChange).toHaveBeenCalledWith(event);
    expect(result.current.shownError(formik, 'phone')).toBeUndefined();
    expect(result.current.shownError(formik, 'name')).toBe('Name is rude');
  });

  it('when a field that sets its own value is changed, then clearing forgets only its message', () => {
    const { result } = renderHook(() => useServerErrors<Values>());
    act(() => result.current.setServerErrors({ name: 'Name is rude', phone: 'Phone is taken' }));
    const { formik } = formState();

    act(() => result.current.clearServerError('name'));

    expect(result.current.shownError(formik, 'name')).toBeUndefined();
    expect(result.current.shownError(formik, 'phone')).toBe('Phone is taken');
  });
});
