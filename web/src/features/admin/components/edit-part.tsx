import { Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  createPartInputSchema,
  lotRequiredMessage,
  updatePartInputSchema,
  type Part,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { object } from 'yup';
import { FormDialogFooter } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { updatePart } from '../api/admin';
import { toNumber, validateAs, type NumberValue } from '@/lib/form-validation';
import {
  fitErrorsOf,
  partFitChanges,
  partFitValuesOf,
  type PartFitValues,
} from '../utils/part-fit-values';
import { emptyLot, lotOf, withLotFieldErrors, type LotValues } from '../utils/lot-values';
import {
  partNumberChanges,
  crossReferenceErrorsOf,
  partNumberValuesOf,
  type PartNumberValues,
} from '../utils/part-number-values';
import { LotFields } from './lot-fields';
import { PartFitFields } from './part-fit-fields';
import { PartNumberFields } from './part-number-fields';

interface EditValues extends PartNumberValues, PartFitValues, LotValues {
  /** The stock counted on the shelf. */
  newQuantity: NumberValue;
  price: NumberValue;
  /** The most one buyer may hold at a time. */
  maxPerOrder: NumberValue;
  /** One unit packed, in grams. */
  weightGrams: NumberValue;
  /** At or below it the part is low on stock; empty: no alerts. */
  reorderPoint: NumberValue;
}

/** Whether the form adds units: then they come from a lot, which the admin names. */
const raisesStock = (values: EditValues, part: Part) =>
  (toNumber(values.newQuantity) ?? 0) > part.availableQuantity;

/**
 * The body of `PUT /parts/{id}`: only what the admin changed. A new stock goes with the stock
 * the admin saw, so that the server refuses it if orders came in meanwhile.
 */
function changesOf(values: EditValues, part: Part) {
  const newQuantity = toNumber(values.newQuantity);
  const price = toNumber(values.price);
  const maxPerOrder = toNumber(values.maxPerOrder);
  const weightGrams = toNumber(values.weightGrams);
  const reorderPoint = toNumber(values.reorderPoint);
  const restocked = newQuantity !== part.availableQuantity;
  return {
    newQuantity: restocked ? newQuantity : undefined,
    expectedQuantity: restocked ? part.availableQuantity : undefined,
    lot: raisesStock(values, part) ? lotOf(values) : undefined,
    price: price === part.price ? undefined : price,
    maxPerOrder: maxPerOrder === part.maxPerOrder ? undefined : maxPerOrder,
    weightGrams: weightGrams === part.weightGrams ? undefined : weightGrams,
    // Emptied, it is removed (null).
    reorderPoint: reorderPoint === part.reorderPoint ? undefined : (reorderPoint ?? null),
    ...partNumberChanges(values, part),
    ...partFitChanges(values, part),
  };
}

/**
 * The Add form's rule for a most per order, which also holds it to the part's minimum order:
 * the update schema alone cannot know the minimum (the server checks it against the stored
 * part), so the form gives it this part's.
 */
const maxPerOrderSchema = object({ maxPerOrder: createPartInputSchema.fields.maxPerOrder });

interface EditPartFormProps {
  part: Part;
  /** Called once the server has the change: the dialog closes and the list reloads. */
  onUpdated: () => void;
  /** Called when the stock changed under the form: the list reloads, the dialog stays. */
  onStale: () => void;
}

/**
 * Restock a part (the counted stock), change its price, most per order, part numbers,
 * category or fit: the form of Manage Product's Edit dialog.
 */
export function EditPartForm({ part, onUpdated, onStale }: EditPartFormProps) {
  const { setServerErrors, fieldProps } = useServerErrors<EditValues>();
  const validateChanges = validateAs(updatePartInputSchema, (values: EditValues) =>
    changesOf(values, part),
  );
  const validateMaxPerOrder = validateAs(maxPerOrderSchema, (values: EditValues) => ({
    minOrder: part.minOrder,
    maxPerOrder: toNumber(values.maxPerOrder),
  }));
  const formik = useFormik<EditValues>({
    initialValues: {
      newQuantity: part.availableQuantity,
      price: part.price,
      maxPerOrder: part.maxPerOrder,
      weightGrams: part.weightGrams,
      reorderPoint: part.reorderPoint ?? '',
      ...partNumberValuesOf(part),
      ...partFitValuesOf(part),
      ...emptyLot,
    },
    validate: async (values) => ({
      ...(await validateMaxPerOrder(values)),
      ...withLotFieldErrors(await validateChanges(values)),
      // The schema cannot tell a raise from a cut: the server answers the same, later.
      ...(raisesStock(values, part) && !lotOf(values) ? { lotCode: lotRequiredMessage } : {}),
    }),
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        await updatePart(part._id, await updatePartInputSchema.validate(changesOf(values, part)));
        notifySuccess('Product updated');
        onUpdated();
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
        // The 409 names the stock as it is now; the reloaded part makes it the next baseline.
        if (failure instanceof ApiError && failure.status === 409) onStale();
      }
    },
  });
  const changes = changesOf(formik.values, part);
  const unchanged = Object.values(changes).every((change) => change === undefined);

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Edit {part.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Available Quantity"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            {...fieldProps(formik, 'newQuantity')}
          />
          <TextField
            label="Price"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            {...fieldProps(formik, 'price')}
          />
          <TextField
            label="Most Per Order"
            type="number"
            inputMode="numeric"
            min={part.minOrder}
            step="1"
            {...fieldProps(formik, 'maxPerOrder')}
          />
          <TextField
            label="Weight (g)"
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            {...fieldProps(formik, 'weightGrams')}
          />
          <TextField
            label="Reorder Point"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            helperText="At or below it, the admins are told once. Empty: no alerts"
            {...fieldProps(formik, 'reorderPoint')}
          />
        </SimpleGrid>
        {raisesStock(formik.values, part) && (
          <Stack mt="4">
            <LotFields field={(name) => fieldProps(formik, name)} />
          </Stack>
        )}
        <Text color="fg.muted" textStyle="sm" mt="3" mb="5">
          Set the stock counted on the shelf, a new price, the most one buyer may hold at a time,
          the weight of one unit packed, the reorder point, its part numbers, the category or the
          bikes it fits. Orders already placed keep their price.
        </Text>
        <Stack gap="5">
          <PartNumberFields
            formik={formik}
            skuField={fieldProps(formik, 'sku')}
            errorOf={crossReferenceErrorsOf(formik)}
          />
          <PartFitFields formik={formik} errorOf={fitErrorsOf(formik)} />
        </Stack>
      </Dialog.Body>
      <FormDialogFooter submitLabel="Save" submitting={formik.isSubmitting} disabled={unchanged} />
    </form>
  );
}
