import {
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { motorcycleMakes, motorcycleModels, partCategories } from '@moto-parts/contracts';
import type { FormikProps } from 'formik';
import type { FitmentLineValues, PartFitValues } from '../utils/part-fit-values';

const newLine: FitmentLineValues = { make: '', model: '', fromYear: '', toYear: '' };

interface PartFitFieldsProps<Values extends PartFitValues> {
  formik: FormikProps<Values>;
  /** The messages to show, by path (`category`, `fitment`, `fitment[0].toYear`). */
  errorOf: (path: string) => string | undefined;
}

/**
 * Category, whether it fits every bike, and the bikes it fits: one line per model, a make and model
 * from the shop's list (docs/decisions/0021) and the years it fits them.
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
      <Field.Root required invalid={Boolean(errorOf('category'))}>
        <Field.Label>Category</Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            bg="bg"
            placeholder="Choose a category"
            {...formik.getFieldProps('category')}
          >
            {partCategories.map(({ id, name }) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errorOf('category')}</Field.ErrorText>
      </Field.Root>

      <Stack gap="3">
        <Field.Root required invalid={Boolean(errorOf('fitment'))}>
          <Field.Label>Fits</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              bg="bg"
              value={values.fitsAllBikes ? 'every-bike' : 'listed-bikes'}
              onChange={(event) => {
                const fitsAllBikes = event.target.value === 'every-bike';
                void setFieldValue('fitsAllBikes', fitsAllBikes);
                if (fitsAllBikes) setLines([]);
              }}
            >
              <option value="listed-bikes">The bikes listed below</option>
              <option value="every-bike">Every bike</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errorOf('fitment')}</Field.ErrorText>
        </Field.Root>

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
    <Field.Root invalid={Boolean(errorOf(field))}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          bg="bg"
          aria-label={`${label} of ${bike}`}
          placeholder={`Choose a ${label.toLowerCase()}`}
          value={line[field]}
          onChange={(event) => onChange(change(event.target.value))}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{errorOf(field)}</Field.ErrorText>
    </Field.Root>
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
