import { Dialog, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  lotRequiredMessage,
  stocktakeInputSchema,
  stocktakeReasonLabels,
  stocktakeReasons,
  type Part,
  type StocktakeReason,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { FormDialogFooter } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { toNumber, validateAs, type NumberValue } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { stocktakePart } from '../api/admin';
import { emptyLot, lotOf, withLotFieldErrors, type LotValues } from '../utils/lot-values';
import { LotFields } from './lot-fields';

interface StocktakeValues extends LotValues {
  /** The units counted on the shelf for sale. */
  counted: NumberValue;
  reason: StocktakeReason;
}

/** Whether the count finds more than the part has: the new units come from a lot. */
const findsMore = (values: StocktakeValues, part: Part) =>
  (toNumber(values.counted) ?? 0) > part.availableQuantity;

/** The body of `POST /parts/{id}/stocktake`, with the stock the admin saw when counting. */
const inputOf = (values: StocktakeValues, part: Part) => ({
  counted: toNumber(values.counted),
  expectedQuantity: part.availableQuantity,
  reason: values.reason,
  lot: findsMore(values, part) ? lotOf(values) : undefined,
});

interface StocktakeFormProps {
  part: Part;
  /** Called once the server has the count: the dialog closes and the list reloads. */
  onCounted: () => void;
  /** Called when the stock changed since the count was read: the list reloads, the dialog stays. */
  onStale: () => void;
}

/**
 * Enter a part's counted stock and why it differs (a count, damaged units, units found): the
 * form of Manage Product's Stocktake dialog.
 */
export function StocktakeForm({ part, onCounted, onStale }: StocktakeFormProps) {
  const { setServerErrors, fieldProps } = useServerErrors<StocktakeValues>();
  const validate = validateAs(stocktakeInputSchema, (values: StocktakeValues) =>
    inputOf(values, part),
  );
  const formik = useFormik<StocktakeValues>({
    initialValues: { counted: '', reason: 'count', ...emptyLot },
    validate: async (values) => ({
      ...withLotFieldErrors(await validate(values)),
      ...(findsMore(values, part) && !lotOf(values) ? { lotCode: lotRequiredMessage } : {}),
    }),
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        await stocktakePart(part._id, await stocktakeInputSchema.validate(inputOf(values, part)));
        notifySuccess('Stock counted');
        onCounted();
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(withLotFieldErrors(failure.fields));
        // The 409 says the stock now; the reloaded part makes it the figure to count against.
        if (failure instanceof ApiError && failure.status === 409) onStale();
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Stocktake {part.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Text color="fg.muted" textStyle="sm" mb="4">
          {part.availableQuantity} for sale now. Enter the units you counted on the shelf for sale,
          and why they differ: fewer are written off the newest lots, more go into the lot you name.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Counted"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            required
            {...fieldProps(formik, 'counted')}
          />
          <SelectField
            label="Reason"
            options={stocktakeReasons.map((reason) => ({
              value: reason,
              label: stocktakeReasonLabels[reason],
            }))}
            error={formik.touched.reason ? formik.errors.reason : undefined}
            {...formik.getFieldProps('reason')}
          />
        </SimpleGrid>
        {findsMore(formik.values, part) && (
          <Stack mt="4">
            <LotFields field={(name) => fieldProps(formik, name)} />
          </Stack>
        )}
      </Dialog.Body>
      <FormDialogFooter submitLabel="Save count" submitting={formik.isSubmitting} />
    </form>
  );
}
