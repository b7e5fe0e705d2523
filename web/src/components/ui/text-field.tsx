import { Field, Input, type InputProps } from '@chakra-ui/react';

interface TextFieldProps extends InputProps {
  label: string;
  /** Shown under the input, which is then marked invalid. */
  error?: string;
  /** Shown under the input to explain it (what an empty field means). */
  helperText?: string;
}

/** A labelled input with its validation message, wired for screen readers by Field. */
export function TextField({ label, error, helperText, ...inputProps }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input bg="bg" {...inputProps} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
