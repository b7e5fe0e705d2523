import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { profileInputSchema, type User } from '@moto-parts/contracts';
import { useFormik } from 'formik';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { updateProfile } from '../api/profile';

interface ProfileFormValues {
  name: string;
  phone: string;
  education: string;
  location: string;
  linkedIn: string;
  orderEmails: boolean;
}

/** The form's values from a user: a field the user has not filled in yet starts empty. */
const valuesOf = (user: User): ProfileFormValues => ({
  name: user.name ?? '',
  phone: user.phone ?? '',
  education: user.education ?? '',
  location: user.location ?? '',
  linkedIn: user.linkedIn ?? '',
  orderEmails: user.orderEmails,
});

// A native select, not a checkbox: Chakra's checkbox brings Ark's machinery into a chunk that
// Home shares, past Home's 150 KB first load (docs/decisions/0011-first-load.md).
const orderEmailChoices = [
  { value: 'all', label: 'Email me about my orders' },
  { value: 'money', label: 'Only receipts and refunds' },
];

/** docs/product.md: Profile — username, email (read-only), phone (numeric), education, location, LinkedIn. */
export function ProfileForm({ user }: { user: User }) {
  const { setServerErrors, fieldProps } = useServerErrors<ProfileFormValues>();

  const formik = useFormik<ProfileFormValues>({
    initialValues: valuesOf(user),
    validationSchema: profileInputSchema,
    onSubmit: async (values, { resetForm }) => {
      setServerErrors({});
      try {
        // The schema's transforms (trimming, dropping spaces from the phone) shape the body.
        const updated = await updateProfile(user.email, await profileInputSchema.validate(values));
        notifySuccess('Profile updated');
        // The form keeps the profile, as the server now has it.
        resetForm({ values: valuesOf(updated) });
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
      }
    },
  });

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField
            label="Username"
            autoComplete="name"
            required
            {...fieldProps(formik, 'name')}
          />
          <TextField label="Email" type="email" value={user.email} readOnly disabled />
          <TextField
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            required
            {...fieldProps(formik, 'phone')}
          />
          <TextField label="Education" required {...fieldProps(formik, 'education')} />
          <TextField
            label="Location"
            autoComplete="address-level2"
            required
            {...fieldProps(formik, 'location')}
          />
          <TextField
            label="LinkedIn"
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/"
            required
            {...fieldProps(formik, 'linkedIn')}
          />
          <SelectField
            label="Order emails"
            name="orderEmails"
            helperText="When an order is placed, ships or is not paid in time. Receipts and refunds are always emailed."
            value={formik.values.orderEmails ? 'all' : 'money'}
            options={orderEmailChoices}
            onChange={(event) => formik.setFieldValue('orderEmails', event.target.value === 'all')}
          />
        </SimpleGrid>
        <Button
          type="submit"
          size="lg"
          alignSelf="flex-start"
          loading={formik.isSubmitting}
          loadingText="Updating…"
        >
          Update
        </Button>
      </Stack>
    </form>
  );
}
