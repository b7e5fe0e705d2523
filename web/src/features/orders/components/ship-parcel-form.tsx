import { Button, Fieldset, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import {
  carrierIds,
  carriers,
  shipmentInputSchema,
  unitsToShip,
  type Order,
  type OrderLine,
} from '@moto-parts/contracts';
import { useFormik, type FieldInputProps } from 'formik';
import { Fragment } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { validateAs } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { shipParcel, usePartLots } from '../api/orders';
import { newParcelValues, toShipmentInput, type ParcelValues } from '../utils/parcel-values';

const carrierOptions = carrierIds.map((id) => ({ value: id, label: carriers[id].name }));

interface LotChoiceProps extends FieldInputProps<string> {
  line: OrderLine;
}

/**
 * Which lot a line's units come from: the oldest first unless the admin picks one of the
 * part's lots on the shelf (a recalled lot is never offered).
 */
function LotChoice({ line, ...field }: LotChoiceProps) {
  const lots = usePartLots(line.partId);
  const onShelf =
    lots.status === 'success'
      ? lots.data.filter(({ onHand, recallId }) => onHand > 0 && recallId === null)
      : [];
  return (
    <SelectField
      label={`Lot of ${line.name}`}
      options={[
        { value: '', label: 'Oldest first' },
        ...onShelf.map(({ code, madeOn, onHand }) => ({
          value: code,
          label: `${code}, made ${madeOn} (${onHand} on the shelf)`,
        })),
      ]}
      {...field}
      value={field.value ?? ''}
    />
  );
}

interface ShipParcelFormProps {
  order: Order;
  /** The order as the server answers it, with the new parcel. */
  onShipped: (order: Order) => void;
}

/**
 * Ship a parcel (admins): its carrier and tracking number, checked as the server checks them,
 * and how many units of each line go in it (all that is left, unless changed).
 */
export function ShipParcelForm({ order, onShipped }: ShipParcelFormProps) {
  const { setServerErrors, fieldProps } = useServerErrors<ParcelValues>();
  const formik = useFormik<ParcelValues>({
    initialValues: newParcelValues(order),
    validate: validateAs(shipmentInputSchema, toShipmentInput),
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        const shipped = await shipParcel(order._id, toShipmentInput(values));
        notifySuccess(`Parcel ${shipped.shipments.length} shipped`);
        onShipped(shipped);
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
      }
    },
  });
  // The schema checks the body's `lines`, which the units make: its message goes under them.
  const { lines: linesError } = formik.errors as { lines?: string };
  const toShip = order.lines.filter((line) => unitsToShip(line) > 0);

  return (
    <Stack asChild gap="4">
      <form aria-label="Ship a parcel" onSubmit={formik.handleSubmit} noValidate>
        <Heading as="h2" size="md">
          Ship a parcel
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField
            label="Carrier"
            options={carrierOptions}
            {...formik.getFieldProps('carrier')}
          />
          <TextField
            label="Tracking number"
            autoComplete="off"
            {...fieldProps(formik, 'trackingNumber')}
          />
          {formik.values.carrier === 'other' && (
            <TextField
              label="Tracking page"
              type="url"
              placeholder="https://"
              {...fieldProps(formik, 'trackingUrl')}
            />
          )}
        </SimpleGrid>
        <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(linesError)}>
          <Fieldset.Legend>Units in this parcel</Fieldset.Legend>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {toShip.map((line) => (
              <Fragment key={line.partId}>
                <TextField
                  label={`${line.name} (${unitsToShip(line)} to ship)`}
                  type="number"
                  min={0}
                  max={unitsToShip(line)}
                  inputMode="numeric"
                  {...formik.getFieldProps(`units.${line.partId}`)}
                />
                <LotChoice line={line} {...formik.getFieldProps(`lots.${line.partId}`)} />
              </Fragment>
            ))}
          </SimpleGrid>
          <Fieldset.ErrorText>{linesError}</Fieldset.ErrorText>
        </Fieldset.Root>
        <Text color="fg.muted" textStyle="xs">
          The buyer is emailed the parcel’s tracking link.
        </Text>
        <Button type="submit" alignSelf="flex-start" loading={formik.isSubmitting}>
          Ship parcel
        </Button>
      </form>
    </Stack>
  );
}
