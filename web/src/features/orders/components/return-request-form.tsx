import {
  Button,
  Field,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  returnReasons,
  returnRequestInputSchema,
  type Bike,
  type Order,
  type ReturnReason,
} from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { toNumber, validateAs, type NumberValue } from '@/lib/form-validation';
import { useMyBike } from '@/lib/my-bike';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { requestReturn, type ReturnRequest } from '../api/orders';
import type { ReturnableLine } from '../utils/returnable';
import { ReturnReview } from './return-review';

interface ReturnValues {
  partId: string;
  quantity: NumberValue;
  /** '' until the buyer chooses one: nothing is chosen for them. */
  reason: ReturnReason | '';
  note: string;
}

// Nothing chosen: a return is asked for only with the part, the units and the reason the
// buyer picked (a form that arrived filled in filed returns by a single tap).
const nothingChosen: ReturnValues = { partId: '', quantity: '', reason: '', note: '' };

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
 * Return parts (the buyer, within the return window): which line, how many, and why, then a
 * review of the return before it is sent. "Wrong part for my bike" names the bike this device
 * remembers (chosen in the catalogue).
 */
export function ReturnRequestForm({ order, lines, onRequested }: ReturnRequestFormProps) {
  const bike = wholeBike(useMyBike());
  const [reviewing, setReviewing] = useState(false);
  // The body the server checks with the same schema; '' is "not chosen", which the schema
  // calls required (a return is sent only once it has passed, so the cast holds then).
  const toInput = (values: ReturnValues) =>
    ({
      partId: values.partId,
      quantity: toNumber(values.quantity),
      reason: values.reason || undefined,
      ...(values.note.trim() ? { note: values.note } : {}),
      ...(values.reason === 'wrong-fit' && bike ? { bike } : {}),
    }) as ReturnRequest;
  const validateBody = validateAs(returnRequestInputSchema, toInput);
  const { setServerErrors, fieldProps, shownError } = useServerErrors<ReturnValues>();
  const formik = useFormik<ReturnValues>({
    initialValues: nothingChosen,
    validate: async (values) => {
      const errors = await validateBody(values);
      // The shared schema names the API's field, `quantity`; the form's is Units.
      if (errors.quantity) {
        errors.quantity =
          values.quantity === ''
            ? 'Say how many units'
            : errors.quantity.replace(/^Quantity/, 'Units');
      }
      // The server refuses more units than can go back; say so here, under the field.
      const units = lines.find(({ partId }) => partId === values.partId)?.units;
      if (!errors.quantity && units !== undefined && Number(values.quantity) > units) {
        errors.quantity = `Only ${units} can go back`;
      }
      return errors;
    },
    onSubmit: async (values) => {
      if (!reviewing) {
        setReviewing(true);
        return;
      }
      setServerErrors({});
      try {
        onRequested(await requestReturn(order._id, toInput(values)));
        notifySuccess('Return asked for: the shop will tell you how to send it back');
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) {
          setServerErrors(failure.fields);
          // Back to the fields, where the server's messages show.
          if (Object.keys(failure.fields).length > 0) setReviewing(false);
        }
      }
    },
  });
  const line = lines.find(({ partId }) => partId === formik.values.partId);
  const { bike: bikeError } = formik.errors as { bike?: string };
  const { quantity, reason } = formik.values;

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
        {reviewing && line && reason && quantity !== '' ? (
          <ReturnReview
            name={line.name}
            quantity={quantity}
            reason={reason}
            note={formik.values.note}
            bike={bike}
          />
        ) : (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <SelectField
                label="Part"
                placeholder="Choose a part"
                options={lines.map(({ partId, name, units }) => ({
                  value: partId,
                  label: `${name} (${units} can go back)`,
                }))}
                {...formik.getFieldProps('partId')}
                error={shownError(formik, 'partId')}
              />
              <TextField
                label="Units"
                type="number"
                min={1}
                max={line?.units}
                inputMode="numeric"
                {...fieldProps(formik, 'quantity')}
              />
              <SelectField
                label="Reason"
                placeholder="Choose a reason"
                options={reasonOptions}
                {...formik.getFieldProps('reason')}
                error={shownError(formik, 'reason')}
              />
            </SimpleGrid>
            {reason === 'wrong-fit' &&
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
              <Field.Label>What went wrong {reason === 'other' ? '' : '(optional)'}</Field.Label>
              <Textarea bg="bg" rows={3} {...formik.getFieldProps('note')} />
              <Field.ErrorText>{fieldProps(formik, 'note').error}</Field.ErrorText>
            </Field.Root>
          </>
        )}
        {reviewing ? (
          <HStack gap="3" wrap="wrap">
            <Button type="submit" loading={formik.isSubmitting}>
              Ask to return
            </Button>
            <Button
              variant="outline"
              colorPalette="gray"
              disabled={formik.isSubmitting}
              onClick={() => setReviewing(false)}
            >
              Change
            </Button>
          </HStack>
        ) : (
          <Button type="submit" alignSelf="flex-start">
            Review return
          </Button>
        )}
      </form>
    </Stack>
  );
}
