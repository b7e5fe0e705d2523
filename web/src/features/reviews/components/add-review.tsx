import { Button, Field, Heading, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { reviewRatings, reviewTextMaxLength } from '@moto-parts/contracts';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { createReview, createReviewInputSchema } from '../api/create-review';

interface ReviewFormValues {
  name: string;
  review: string;
  /** A number, as the schema demands (`number().strict()`); unset until one is chosen. */
  rating: number | undefined;
  picture: string;
}

type FieldName = keyof ReviewFormValues;

// SPEC §4: the form starts empty.
const initialValues: ReviewFormValues = { name: '', review: '', rating: undefined, picture: '' };

/** SPEC: Add A Review — name, review, rating (select 1 to 5) and picture (photo URL). */
export function AddReview() {
  // What the server said about each field; a field's message goes once the field is edited.
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string>>>({});

  const formik = useFormik<ReviewFormValues>({
    initialValues,
    validationSchema: createReviewInputSchema,
    onSubmit: async (values, { resetForm }) => {
      setServerErrors({});
      try {
        // The schema's own transforms (trimming) give the body the server expects.
        await createReview(await createReviewInputSchema.validate(values));
        toast.success('Thank you for your review');
        resetForm();
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
      }
    },
  });

  const fieldError = (name: FieldName) =>
    formik.touched[name] ? (formik.errors[name] ?? serverErrors[name]) : undefined;

  const forget = (name: FieldName) =>
    setServerErrors((errors) =>
      errors[name] === undefined ? errors : { ...errors, [name]: undefined },
    );

  const textProps = (name: 'name' | 'review' | 'picture') => ({
    ...formik.getFieldProps(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      forget(name);
      formik.handleChange(event);
    },
  });

  const reviewLength = formik.values.review.length;

  return (
    <Stack gap="6" maxW="2xl">
      <title>Add A Review — moto-parts</title>
      <Heading as="h2" size="xl">
        Add A Review
      </Heading>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="5">
          <TextField
            label="Name"
            autoComplete="name"
            required
            {...textProps('name')}
            error={fieldError('name')}
          />

          <Field.Root required invalid={Boolean(fieldError('review'))}>
            <Field.Label>Review</Field.Label>
            <Textarea bg="bg" rows={5} {...textProps('review')} />
            <Field.HelperText
              alignSelf="flex-end"
              color={reviewLength > reviewTextMaxLength ? 'fg.error' : 'fg.muted'}
            >
              {reviewLength}/{reviewTextMaxLength} characters
            </Field.HelperText>
            <Field.ErrorText>{fieldError('review')}</Field.ErrorText>
          </Field.Root>

          <Field.Root required invalid={Boolean(fieldError('rating'))}>
            <Field.Label>Rating</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                name="rating"
                bg="bg"
                placeholder="Choose a rating"
                value={formik.values.rating ?? ''}
                onChange={(event) => {
                  forget('rating');
                  // The select speaks strings; the schema (and the server) want a number.
                  const { value } = event.target;
                  void formik.setFieldValue('rating', value === '' ? undefined : Number(value));
                }}
                onBlur={() => void formik.setFieldTouched('rating')}
              >
                {reviewRatings.map((rating) => (
                  <option key={rating} value={rating}>
                    {rating} {rating === 1 ? 'star' : 'stars'}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{fieldError('rating')}</Field.ErrorText>
          </Field.Root>

          <Field.Root required invalid={Boolean(fieldError('picture'))}>
            <Field.Label>Picture</Field.Label>
            <Input
              bg="bg"
              type="url"
              inputMode="url"
              autoComplete="photo"
              placeholder="https://"
              {...textProps('picture')}
            />
            <Field.HelperText>The address of your photo, starting with https://</Field.HelperText>
            <Field.ErrorText>{fieldError('picture')}</Field.ErrorText>
          </Field.Root>

          <Button
            type="submit"
            size="lg"
            alignSelf="flex-start"
            loading={formik.isSubmitting}
            loadingText="Sending…"
          >
            Add Review
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
