import { Button, Fieldset, HStack, IconButton, Stack } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { crossReferencesMax, partNumberMaxLength } from '@moto-parts/contracts';
import type { FormikProps } from 'formik';
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { PartNumberValues } from '../utils/part-number-values';

interface PartNumberFieldsProps<Values extends PartNumberValues> {
  formik: FormikProps<Values>;
  /** The sku's input props and message, the server's among them (the form's `fieldProps`). */
  skuField: Omit<ComponentProps<typeof TextField>, 'label'>;
  /** The messages to show of the numbers it replaces, by path (`crossReferences[0].brand`). */
  errorOf: (path: string) => string | undefined;
}

/**
 * The part's own number, and the other makers' numbers it replaces, one brand and number a
 * line (docs/decisions/0036-part-numbers.md): riders find the part by any of them.
 */
export function PartNumberFields<Values extends PartNumberValues>({
  formik,
  skuField,
  errorOf,
}: PartNumberFieldsProps<Values>) {
  const { values, setFieldValue } = formik;
  const references = values.crossReferences;
  const setReferences = (next: PartNumberValues['crossReferences']) =>
    void setFieldValue('crossReferences', next);

  return (
    <Stack gap="3">
      <TextField
        label="Part Number"
        required
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={partNumberMaxLength}
        placeholder="MP-BD-3207"
        helperText="The maker's own number, printed on the part and its box. Unique in the shop."
        {...skuField}
      />
      <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(errorOf('crossReferences'))}>
        <Fieldset.Legend>Numbers it replaces</Fieldset.Legend>
        <Fieldset.HelperText>
          The bike maker&apos;s numbers, or other brands&apos;, of the parts it replaces: riders
          find it by any of them.
        </Fieldset.HelperText>
        <Fieldset.Content gap="2">
          {references.map((reference, index) => {
            const line = `replaced number ${index + 1}`;
            const set = (change: Partial<typeof reference>) =>
              setReferences(
                references.map((one, at) => (at === index ? { ...one, ...change } : one)),
              );
            return (
              <HStack key={index} align="flex-start" gap="2">
                <TextField
                  label="Brand"
                  aria-label={`Brand of ${line}`}
                  placeholder="Honda"
                  value={reference.brand}
                  error={errorOf(`crossReferences[${index}].brand`)}
                  onChange={(event) => set({ brand: event.target.value })}
                />
                <TextField
                  label="Number"
                  aria-label={`Number of ${line}`}
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="15410-MFJ-D01"
                  value={reference.number}
                  error={errorOf(`crossReferences[${index}].number`)}
                  onChange={(event) => set({ number: event.target.value })}
                />
                <IconButton
                  aria-label={`Remove ${line}`}
                  variant="ghost"
                  colorPalette="gray"
                  mt="6"
                  onClick={() => setReferences(references.filter((_, at) => at !== index))}
                >
                  ✕
                </IconButton>
              </HStack>
            );
          })}
        </Fieldset.Content>
        <Fieldset.ErrorText>{errorOf('crossReferences')}</Fieldset.ErrorText>
        <Button
          variant="outline"
          colorPalette="gray"
          alignSelf="flex-start"
          disabled={references.length >= crossReferencesMax}
          onClick={() => setReferences([...references, { brand: '', number: '' }])}
        >
          Add a number it replaces
        </Button>
      </Fieldset.Root>
    </Stack>
  );
}
