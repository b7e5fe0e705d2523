import { Field, NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';
// Passed as recipe=: the theme leaves it out, so that Home's first load does not carry it.
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

export interface SelectFieldProps extends NativeSelectFieldProps {
  label: string;
  required?: boolean;
  disabled?: boolean;
  options: { value: string; label: string }[];
  /** Shown under the select, which is then marked invalid. */
  error?: string;
  /** A line under the select that says what the choice does. */
  helperText?: string;
}

/** A labelled native select with its validation message (as TextField is for inputs). */
export function SelectField({
  label,
  options,
  error,
  helperText,
  required,
  disabled,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field bg="bg" {...selectProps}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
