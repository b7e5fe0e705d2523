import { Card, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  findMotorcycleModel,
  garageBikeSchema,
  garageNicknameMaxLength,
  motorcycleMakes,
  motorcycleModels,
  type NewGarageBike,
} from '@moto-parts/contracts';
import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useId, type ChangeEvent } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldProps, shownError } from '@/lib/form-field';
import { notifyError } from '@/lib/notify';
import { FormCardActions } from '@/components/ui/form-card-actions';

interface GarageBikeFormValues {
  make: string;
  model: string;
  year: string;
  nickname: string;
}

const noBike: GarageBikeFormValues = { make: '', model: '', year: '', nickname: '' };

/**
 * The bike the form's values stand for, as the garage keeps it: a year as a number, the
 * nickname trimmed, and none when it is empty. An unchosen select is left out, for the schema
 * to say it is required.
 */
const bikeOf = ({ make, model, year, nickname }: GarageBikeFormValues) => ({
  ...(make && { make }),
  ...(model && { model }),
  ...(year && { year: Number(year) }),
  ...(nickname.trim() && { nickname: nickname.trim() }),
});

const makeOptions = motorcycleMakes.map((make) => ({ value: make, label: make }));

const modelOptions = (make: string) =>
  motorcycleModels
    .filter((known) => known.make === make)
    .map(({ model }) => ({ value: model, label: model }));

/** The years the model was built, the newest first. */
function yearOptions(make: string, model: string) {
  const known = findMotorcycleModel(make, model);
  if (!known) return [];
  return Array.from({ length: known.toYear - known.fromYear + 1 }, (_, index) => {
    const year = String(known.toYear - index);
    return { value: year, label: year };
  });
}

interface GarageBikeFormProps {
  /** Adds the bike to the garage; throws what could not be saved. */
  onAdd: (bike: NewGarageBike) => Promise<void>;
  onCancel: () => void;
}

/** A bike to add to the garage: make, then model, then year, and a nickname if the rider likes. */
export function GarageBikeForm({ onAdd, onCancel }: GarageBikeFormProps) {
  const headingId = useId();
  const formik = useFormik<GarageBikeFormValues>({
    initialValues: noBike,
    // The shared schema checks the bike as it will be kept: a model of the make, a year it was
    // built, the nickname trimmed.
    validate: (values) =>
      validateYupSchema(bikeOf(values), garageBikeSchema).then(
        () => ({}),
        (error: unknown) => yupToFormErrors<GarageBikeFormValues>(error),
      ),
    onSubmit: async (values) => {
      try {
        await onAdd(await garageBikeSchema.validate(bikeOf(values)));
      } catch (failure) {
        // The form stays, with what was chosen, for another try.
        notifyError(failure);
      }
    },
  });
  const { make, model } = formik.values;

  /** A select's props; choosing a make or a model clears what was chosen under it. */
  const select = (name: 'make' | 'model' | 'year', below: ('model' | 'year')[]) => ({
    ...formik.getFieldProps(name),
    error: shownError(formik, name),
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      void formik.setValues({
        ...formik.values,
        [name]: event.target.value,
        ...Object.fromEntries(below.map((field) => [field, ''])),
      });
    },
  });

  return (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} noValidate aria-labelledby={headingId}>
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h4" id={headingId} size="md">
              Add a bike
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                <SelectField
                  label="Make"
                  placeholder="Choose a make"
                  required
                  options={makeOptions}
                  {...select('make', ['model', 'year'])}
                />
                <SelectField
                  label="Model"
                  placeholder={make ? 'Choose a model' : 'Choose a make first'}
                  required
                  disabled={!make}
                  options={modelOptions(make)}
                  {...select('model', ['year'])}
                />
                <SelectField
                  label="Year"
                  placeholder={model ? 'Choose a year' : 'Choose a model first'}
                  required
                  disabled={!model}
                  options={yearOptions(make, model)}
                  {...select('year', [])}
                />
              </SimpleGrid>
              <TextField
                label="Nickname (optional)"
                placeholder="Commuter, Track bike…"
                maxLength={garageNicknameMaxLength}
                {...fieldProps(formik, 'nickname')}
              />
            </Stack>
          </Card.Body>
          <FormCardActions
            submitLabel="Add bike"
            busyLabel="Adding…"
            submitting={formik.isSubmitting}
            onCancel={onCancel}
          />
        </Card.Root>
      </form>
    </FormikProvider>
  );
}
