import { Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { motorcycleMakes, motorcycleModels, partCategories } from '@moto-parts/contracts';
import type { FormikProps } from 'formik';
import { SelectField } from '@/components/ui/select-field';
import type { FitmentLineValues, PartFitValues } from '../utils/part-fit-values';

const newLine: FitmentLineValues = { make: '', model: '', fromYear: '', toYear: '' };

interface PartFitFieldsProps<Values extends PartFitValues> {
  formik: FormikProps<Values>;
  /** The messages to show, by path (`category`, `fitment`, `fitment[0].toYear`). */
  errorOf: (path: string) => string | undefined;
}

/**
 * Category, whether it fits every bike, and the bikes it fits: one line per model, a make and model
 * from the shop's list (docs/decisions/0021-categories-and-fitment.md) and the years it fits them.
 */
export function PartFitFields<Values extends PartFitValues>({
  formik,
  errorOf,
}: PartFitFieldsProps<Values>) {
  const { values, setFieldValue } = formik;
  const setLines = (fitment: FitmentLineValues[]) => void setFieldValue('fitment', fitment);
  const setLine = (index: number, change: Partial<FitmentLineValues>) =>
    setLines(values.fitment.map((line, at) => (at === index ? { ...line, ...change } : line)));

  return (
    <Stack gap="5">
      <SelectField
        label="Category"
        required
        placeholder="Choose a category"
        options={partCategories.map(({ id, name }) => ({ value: id, label: name }))}
        error={errorOf('category')}
        {...formik.getFieldProps('category')}
      />

      <Stack gap="3">
        <SelectField
          label="Fits"
          required
          options={[
            { value: 'listed-bikes', label: 'The bikes listed below' },
            { value: 'every-bike', label: 'Every bike' },
          ]}
          error={errorOf('fitment')}
          value={values.fitsAllBikes ? 'every-bike' : 'listed-bikes'}
          onChange={(event) => {
            const fitsAllBikes = event.target.value === 'every-bike';
            void setFieldValue('fitsAllBikes', fitsAllBikes);
            if (fitsAllBikes) setLines([]);
          }}
        />

        {!values.fitsAllBikes && (
          <Stack gap="3">
            {values.fitment.map((line, index) => (
              <FitmentLine
                key={index}
                index={index}
                line={line}
                errorOf={(field) => errorOf(`fitment[${index}].${field}`)}
                onChange={(change) => setLine(index, change)}
                onRemove={() => setLines(values.fitment.filter((_, at) => at !== index))}
              />
            ))}
            <Button
              variant="outline"
              colorPalette="gray"
              alignSelf="flex-start"
              onClick={() => setLines([...values.fitment, newLine])}
            >
              Add a bike
            </Button>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

interface FitmentLineProps {
  index: number;
  line: FitmentLineValues;
  errorOf: (field: keyof FitmentLineValues) => string | undefined;
  onChange: (change: Partial<FitmentLineValues>) => void;
  onRemove: () => void;
}

function FitmentLine({ index, line, errorOf, onChange, onRemove }: FitmentLineProps) {
  const models = motorcycleModels.filter(({ make }) => make === line.make);
  const bike = `bike ${index + 1}`;
  const year = (field: 'fromYear' | 'toYear', label: string) => (
    <Field.Root invalid={Boolean(errorOf(field))}>
      <Field.Label>{label}</Field.Label>
      <Input
        bg="bg"
        type="number"
        inputMode="numeric"
        aria-label={`${label} of ${bike}`}
        value={line[field]}
        onChange={(event) =>
          onChange({ [field]: event.target.value === '' ? '' : Number(event.target.value) })
        }
      />
      <Field.ErrorText>{errorOf(field)}</Field.ErrorText>
    </Field.Root>
  );
  const select = (
    field: 'make' | 'model',
    label: string,
    options: string[],
    change: (value: string) => Partial<FitmentLineValues>,
  ) => (
    <SelectField
      label={label}
      aria-label={`${label} of ${bike}`}
      placeholder={`Choose a ${label.toLowerCase()}`}
      options={options.map((option) => ({ value: option, label: option }))}
      error={errorOf(field)}
      value={line[field]}
      onChange={(event) => onChange(change(event.target.value))}
    />
  );

  return (
    <Stack gap="2" borderWidth="1px" rounded="l2" p="3" bg="bg.subtle">
      <HStack justify="space-between">
        <Text fontWeight="medium">Bike {index + 1}</Text>
        <Button size="xs" variant="ghost" colorPalette="gray" onClick={onRemove}>
          Remove {bike}
        </Button>
      </HStack>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {/* A new make clears the model: the old one is of another make. */}
        {select('make', 'Make', motorcycleMakes, (make) => ({ make, model: '' }))}
        {select(
          'model',
          'Model',
          models.map(({ model }) => model),
          (model) => ({ model }),
        )}
        {year('fromYear', 'From year')}
        {year('toYear', 'To year')}
      </SimpleGrid>
    </Stack>
  );
}
