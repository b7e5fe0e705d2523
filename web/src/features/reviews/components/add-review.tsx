import { Button, Field, Heading, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { reviewRatings, reviewTextMaxLength } from '@moto-parts/contracts';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useFormik } from 'formik';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useServerErrors } from '@/lib/use-server-errors';
import { createReview, createReviewInputSchema } from '../api/create-review';

interface ReviewFormValues {
  name: string;
  review: string;
  /** A number, as the schema demands (`number().strict()`); unset until one is chosen. */
  rating: number | undefined;
  picture: string;
}

// docs/product.md §4: the form starts empty.
const initialValues: ReviewFormValues = { name: '', review: '', rating: undefined, picture: '' };

/** docs/product.md: Add A Review — name, review, rating (select 1 to 5) and picture (photo URL). */
export function AddReview() {
  const { setServerErrors, clearServerError, shownError, fieldProps } =
    useServerErrors<ReviewFormValues>();

  const formik = useFormik<ReviewFormValues>({
    initialValues,
    validationSchema: createReviewInputSchema,
    onSubmit: async (values, { resetForm }) => {
      setServerErrors({});
      try {
        // The schema's own transforms (trimming) give the body the server expects.
        await createReview(await createReviewInputSchema.validate(values));
        notifySuccess('Thank you for your review');
        resetForm();
      } catch (failure) {
        notifyError(failure);
        if (failure instanceof ApiError) setServerErrors(failure.fields);
      }
    },
  });

  // The review and picture carry more than a TextField: a counter, a textarea, a hint.
  const { error: reviewError, ...reviewInput } = fieldProps(formik, 'review');
  const { error: pictureError, ...pictureInput } = fieldProps(formik, 'picture');
  const ratingError = shownError(formik, 'rating');
  const reviewLength = formik.values.review.length;

  return (
    <Stack gap="6" maxW="2xl">
      <title>Add A Review — moto-parts</title>
      <Heading as="h2" size="xl">
        Add A Review
      </Heading>
      <form onSubmit={formik.handleSubmit} noValidate>
        <Stack gap="5">
          <TextField label="Name" autoComplete="name" required {...fieldProps(formik, 'name')} />

          <Field.Root required invalid={Boolean(reviewError)}>
            <Field.Label>Review</Field.Label>
            <Textarea bg="bg" rows={5} {...reviewInput} />
            <Field.HelperText
              alignSelf="flex-end"
              color={reviewLength > reviewTextMaxLength ? 'fg.error' : 'fg.muted'}
            >
              {reviewLength}/{reviewTextMaxLength} characters
            </Field.HelperText>
            <Field.ErrorText>{reviewError}</Field.ErrorText>
          </Field.Root>

          <Field.Root required invalid={Boolean(ratingError)}>
            <Field.Label>Rating</Field.Label>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
              <NativeSelect.Field
                name="rating"
                bg="bg"
                placeholder="Choose a rating"
                value={formik.values.rating ?? ''}
                onChange={(event) => {
                  clearServerError('rating');
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
            <Field.ErrorText>{ratingError}</Field.ErrorText>
          </Field.Root>

          <Field.Root required invalid={Boolean(pictureError)}>
            <Field.Label>Picture</Field.Label>
            <Input
              bg="bg"
              type="url"
              inputMode="url"
              autoComplete="photo"
              placeholder="https://"
              {...pictureInput}
            />
            <Field.HelperText>The address of your photo, starting with https://</Field.HelperText>
            <Field.ErrorText>{pictureError}</Field.ErrorText>
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
