import {
  Button,
  Field,
  GridItem,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import {
  createPartInputSchema,
  defaultMaxPerOrder,
  defaultPartWeightGrams,
  partNameMaxLength,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { createPart } from '../api/admin';
import { toNumber, validateAs, type NumberValue } from '@/lib/form-validation';
import {
  emptyPartFit,
  fitErrorsOf,
  toPartFitInput,
  type PartFitValues,
} from '../utils/part-fit-values';
import { emptyLot, lotOf, withLotFieldErrors, type LotValues } from '../utils/lot-values';
import {
  emptyPartNumbers,
  crossReferenceErrorsOf,
  type PartNumberValues,
} from '../utils/part-number-values';
import { LotFields } from './lot-fields';
import { PartFitFields } from './part-fit-fields';
import { PartNumberFields } from './part-number-fields';

interface PartFormValues extends PartNumberValues, PartFitValues, LotValues {
  name: string;
  image: string;
  price: NumberValue;
  availableQuantity: NumberValue;
  minOrder: NumberValue;
  /** Optional: left empty, the part gets `defaultMaxPerOrder`. */
  maxPerOrder: NumberValue;
  /** Optional: left empty, shipping counts `defaultPartWeightGrams`. */
  weightGrams: NumberValue;
  /** Optional: left empty, no low-stock alerts. */
  reorderPoint: NumberValue;
  description: string;
}

// docs/product.md §4: the form starts empty.
const initialValues: PartFormValues = {
  name: '',
  image: '',
  price: '',
  availableQuantity: '',
  minOrder: '',
  maxPerOrder: '',
  weightGrams: '',
  reorderPoint: '',
  description: '',
  ...emptyPartNumbers,
  ...emptyPartFit,
  ...emptyLot,
};

const toInput = ({ lotCode, lotMadeOn, ...values }: PartFormValues) => ({
  ...values,
  ...toPartFitInput(values),
  lot: lotOf({ lotCode, lotMadeOn }),
  price: toNumber(values.price),
  availableQuantity: toNumber(values.availableQuantity),
  minOrder: toNumber(values.minOrder),
  maxPerOrder: toNumber(values.maxPerOrder),
  weightGrams: toNumber(values.weightGrams),
  reorderPoint: toNumber(values.reorderPoint),
});

/**
 * docs/product.md: Add A Product — name, image (URL), price, available quantity, minimum
 * order, description; its part number and the numbers it replaces
 * (docs/decisions/0036-part-numbers.md), the most one buyer may order
 * (docs/decisions/0027-holds-and-abuse.md), and its category and the bikes it fits
 * (docs/decisions/0021-categories-and-fitment.md).
 */
export function AddPart() {
  const { setServerErrors, fieldProps } = useServerErrors<PartFormValues>();
  const formik = useFormik<PartFormValues>({
    initialValues,
    validate: async (values) =>
      withLotFieldErrors(await validateAs(createPartInputSchema, toInput)(values)),
    onSubmit: async (values, { resetForm }) => {
      setServerErrors({});
      try {
        // The schema's own transforms (trimming) give the body the server expects.
        const part = await createPart(await createPartInputSchema.validate(toInput(values)));
        notifySuccess(`${part.name} has added`);
        resetForm();
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
      }
    },
  });

  // The name and description carry more than a TextField: a counter, a textarea.
  const { error: nameError, ...nameInput } = fieldProps(formik, 'name');
  const { error: descriptionError, ...descriptionInput } = fieldProps(formik, 'description');
  const nameLength = formik.values.name.length;

  return (
    <Stack gap="6" maxW="2xl">
      <title>Add A Product — moto-parts</title>
      <Heading as="h2" size="xl">
        Add A Product
      </Heading>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="5">
          <Field.Root required invalid={Boolean(nameError)}>
            <Field.Label>Name</Field.Label>
            <Input bg="bg" {...nameInput} />
            <Field.HelperText
              alignSelf="flex-end"
              color={nameLength > partNameMaxLength ? 'fg.error' : 'fg.muted'}
            >
              {nameLength}/{partNameMaxLength} characters
            </Field.HelperText>
            <Field.ErrorText>{nameError}</Field.ErrorText>
          </Field.Root>

          <PartNumberFields
            formik={formik}
            skuField={fieldProps(formik, 'sku')}
            errorOf={crossReferenceErrorsOf(formik)}
          />

          <TextField
            label="Image"
            type="url"
            inputMode="url"
            placeholder="https://"
            required
            {...fieldProps(formik, 'image')}
          />

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <TextField
              label="Price"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              required
              {...fieldProps(formik, 'price')}
            />
            <TextField
              label="Available Quantity"
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              required
              {...fieldProps(formik, 'availableQuantity')}
            />
            <GridItem colSpan={{ base: 1, sm: 2 }}>
              <LotFields field={(name) => fieldProps(formik, name)} />
            </GridItem>
            <TextField
              label="Minimum Order"
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              required
              {...fieldProps(formik, 'minOrder')}
            />
            <TextField
              label="Most Per Order"
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              placeholder={String(defaultMaxPerOrder)}
              helperText={`The most one buyer may hold at a time; ${defaultMaxPerOrder} if left empty.`}
              {...fieldProps(formik, 'maxPerOrder')}
            />
            <TextField
              label="Weight (g)"
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              placeholder={String(defaultPartWeightGrams)}
              helperText={`One unit packed, for shipping by weight; ${defaultPartWeightGrams} g if left empty.`}
              {...fieldProps(formik, 'weightGrams')}
            />
            <TextField
              label="Reorder Point"
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              helperText="At or below this stock the admins are told, once; no alerts if left empty."
              {...fieldProps(formik, 'reorderPoint')}
            />
          </SimpleGrid>

          <Field.Root required invalid={Boolean(descriptionError)}>
            <Field.Label>Description</Field.Label>
            <Textarea bg="bg" rows={5} {...descriptionInput} />
            <Field.ErrorText>{descriptionError}</Field.ErrorText>
          </Field.Root>

          <PartFitFields formik={formik} errorOf={fitErrorsOf(formik)} />

          <Button
            type="submit"
            size="lg"
            alignSelf="flex-start"
            loading={formik.isSubmitting}
            loadingText="Adding…"
          >
            Add Product
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
