import { Card, Heading, Stack } from '@chakra-ui/react';
import {
  addressLabelMaxLength,
  phoneMaxLength,
  phoneSchema,
  savedAddressSchema,
  type SavedAddress,
} from '@moto-parts/contracts';
import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { useId } from 'react';
import { AddressFields } from '@/components/ui/address-fields';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { addressFormValues, shippingAddressOf, type AddressFormValues } from '@/lib/address-form';
import { fieldProps } from '@/lib/form-field';
import { notifyError } from '@/lib/notify';
import { FormCardActions } from '@/components/ui/form-card-actions';

interface SavedAddressFormValues extends AddressFormValues {
  label: string;
  default: boolean;
  phone: string;
}

/**
 * The saved address the form's values stand for, as the API takes it: the phone as the shared
 * schema casts it (without spaces or dashes), or none.
 */
const savedAddressOf = (values: SavedAddressFormValues): SavedAddress => ({
  label: values.label.trim(),
  default: values.default,
  ...shippingAddressOf(values),
  phone: phoneSchema.cast(values.phone, { assert: false }) || undefined,
});

// A native select, not Chakra's checkbox, for the reason the profile form's "Order emails" is
// one (profile-form.tsx): the checkbox's Ark machinery would land in a chunk Home shares.
const defaultChoices = [
  { value: 'yes', label: 'Make this my default address' },
  { value: 'no', label: 'Not my default address' },
];

interface SavedAddressFormProps {
  /** The address to edit; none to add one. */
  address?: SavedAddress;
  /**
   * Whether to ask if it becomes the default: not for the default itself, nor for the only
   * address, which is the default anyway.
   */
  offerDefault: boolean;
  /** Saves the address in the book; throws what the server refuses. */
  onSave: (address: SavedAddress) => Promise<void>;
  onCancel: () => void;
}

/** An address of the book to add or edit: its label, the address, and whether it is the default. */
export function SavedAddressForm({
  address,
  offerDefault,
  onSave,
  onCancel,
}: SavedAddressFormProps) {
  const headingId = useId();
  const formik = useFormik<SavedAddressFormValues>({
    initialValues: {
      label: address?.label ?? '',
      default: address?.default ?? false,
      phone: address?.phone ?? '',
      ...addressFormValues(address),
    },
    // The shared schema checks the address as it will be sent: trimmed, and with only the
    // fields its country carries (a hidden field keeps what was typed, but is not sent).
    validate: (values) =>
      validateYupSchema(savedAddressOf(values), savedAddressSchema).then(
        () => ({}),
        (error: unknown) => yupToFormErrors<SavedAddressFormValues>(error),
      ),
    onSubmit: async (values) => {
      try {
        await onSave(savedAddressOf(values));
      } catch (failure) {
        // The form stays, with what was typed, for another try.
        notifyError(failure);
      }
    },
  });

  return (
    <FormikProvider value={formik}>
      <form onSubmit={formik.handleSubmit} noValidate aria-labelledby={headingId}>
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h4" id={headingId} size="md">
              {address ? `Edit ${address.label}` : 'New address'}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              <TextField
                label="Label"
                placeholder="Home, Work, Garage…"
                maxLength={addressLabelMaxLength}
                required
                {...fieldProps(formik, 'label')}
              />
              <AddressFields />
              <TextField
                label="Phone (optional)"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={phoneMaxLength}
                helperText="For the carrier; the checkout fills it in with this address."
                {...fieldProps(formik, 'phone')}
              />
              {offerDefault && (
                <SelectField
                  label="Default address"
                  name="default"
                  helperText="The checkout starts from your default address."
                  value={formik.values.default ? 'yes' : 'no'}
                  options={defaultChoices}
                  onChange={(event) =>
                    formik.setFieldValue('default', event.target.value === 'yes')
                  }
                />
              )}
            </Stack>
          </Card.Body>
          <FormCardActions
            submitLabel="Save address"
            busyLabel="Saving…"
            submitting={formik.isSubmitting}
            onCancel={onCancel}
          />
        </Card.Root>
      </form>
    </FormikProvider>
  );
}
