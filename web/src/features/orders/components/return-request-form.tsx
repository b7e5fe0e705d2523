import { Button, Heading, Link, SimpleGrid, Stack, Text, Textarea, Field } from '@chakra-ui/react';
import {
  returnReasons,
  returnRequestInputSchema,
  type Bike,
  type Order,
  type ReturnReason,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { validateAs, type NumberValue } from '@/lib/form-validation';
import { useMyBike } from '@/lib/my-bike';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { requestReturn, type ReturnRequest } from '../api/orders';
import type { ReturnableLine } from '../utils/returnable';

interface ReturnValues {
  partId: string;
  quantity: NumberValue;
  reason: ReturnReason;
  note: string;
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const reasonOptions = returnReasons.map(({ id, label }) => ({ value: id, label }));

/** The bike the device remembers, when it names a model and a year: what a wrong fit is about. */
const wholeBike = (bike: ReturnType<typeof useMyBike>): Bike | undefined =>
  bike?.model && bike.year ? { make: bike.make, model: bike.model, year: bike.year } : undefined;

interface ReturnRequestFormProps {
  order: Order;
  lines: ReturnableLine[];
  onRequested: (order: Order) => void;
}

/**
 * Return parts (the buyer, within the return window): which line, how many, and why. "Wrong
 * part for my bike" names the bike this device remembers (chosen in the catalogue).
 */
export function ReturnRequestForm({ order, lines, onRequested }: ReturnRequestFormProps) {
  const bike = wholeBike(useMyBike());
  const toInput = (values: ReturnValues): ReturnRequest => ({
    partId: values.partId,
    quantity: values.quantity === '' ? Number.NaN : values.quantity,
    reason: values.reason,
    ...(values.note.trim() ? { note: values.note } : {}),
    ...(values.reason === 'wrong-fit' && bike ? { bike } : {}),
  });
  const { setServerErrors, fieldProps } = useServerErrors<ReturnValues>();
  const formik = useFormik<ReturnValues>({
    initialValues: { partId: lines[0]?.partId ?? '', quantity: 1, reason: 'damaged', note: '' },
    validate: validateAs(returnRequestInputSchema, toInput),
    onSubmit: async (values) => {
      setServerErrors({});
      try {
        onRequested(await requestReturn(order._id, toInput(values)));
        notifySuccess('Return asked for: the shop will tell you how to send it back');
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
      }
    },
  });
  const line = lines.find(({ partId }) => partId === formik.values.partId);
  const { bike: bikeError } = formik.errors as { bike?: string };

  return (
    <Stack asChild gap="4">
      <form aria-label="Return parts" onSubmit={formik.handleSubmit} noValidate>
        <Heading as="h2" size="md">
          Return parts
        </Heading>
        {order.returnableUntil && (
          <Text textStyle="sm" color="fg.muted">
            You can ask until {day.format(new Date(order.returnableUntil))}.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField
            label="Part"
            options={lines.map(({ partId, name, units }) => ({
              value: partId,
              label: `${name} (${units} can go back)`,
            }))}
            {...formik.getFieldProps('partId')}
          />
          <TextField
            label="Units"
            type="number"
            min={1}
            max={line?.units}
            inputMode="numeric"
            {...fieldProps(formik, 'quantity')}
          />
          <SelectField label="Reason" options={reasonOptions} {...formik.getFieldProps('reason')} />
        </SimpleGrid>
        {formik.values.reason === 'wrong-fit' &&
          (bike ? (
            <Text textStyle="sm">
              Your bike: {bike.make} {bike.model} {bike.year}
            </Text>
          ) : (
            <Text textStyle="sm" color="fg.error">
              {bikeError ?? 'Say which bike it did not fit'}:{' '}
              <Link asChild variant="underline">
                <RouterLink to={paths.catalogue.getHref()}>
                  choose your bike in the catalogue
                </RouterLink>
              </Link>
              , then come back.
            </Text>
          ))}
        <Field.Root invalid={Boolean(fieldProps(formik, 'note').error)}>
          <Field.Label>
            What went wrong {formik.values.reason === 'other' ? '' : '(optional)'}
          </Field.Label>
          <Textarea bg="bg" rows={3} {...formik.getFieldProps('note')} />
          <Field.ErrorText>{fieldProps(formik, 'note').error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf="flex-start" loading={formik.isSubmitting}>
          Ask to return
        </Button>
      </form>
    </Stack>
  );
}
