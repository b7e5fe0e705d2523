import { number, object, string, type InferType } from 'yup';
import { imageUrlSchema } from './image-url.ts';
import { pageLimitSchema } from './paging.ts';
import { reviewNameMaxLength, reviewsPageSizeMax, reviewTextMaxLength } from './reviews.ts';
import { namesTheShop } from './shop-name.ts';

/** Text that looks like an HTML tag, comment or entity-free markup: `<b>`, `</p>`, `<!--`. */
const htmlTag = /<\s*\/?\s*[a-z!][^>]*>/i;

/**
 * Body of `POST /reviews` and the Add A Review form. `rating` must be a number (the form
 * converts its select's value), so that `"5"` or `2.5` never reach the database.
 */
export const createReviewInputSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(reviewNameMaxLength, `Name must be at most ${reviewNameMaxLength} characters`)
    .test(
      'not-the-shop',
      'This name is reserved for the shop',
      (value) => !namesTheShop(value ?? ''),
    ),
  review: string()
    .trim()
    .required('Review is required')
    .max(reviewTextMaxLength, `Review must be at most ${reviewTextMaxLength} characters`)
    .test(
      'plain-text',
      'Review must be plain text, without HTML',
      (value) => !htmlTag.test(value ?? ''),
    ),
  rating: number()
    .strict()
    .typeError('Rating must be a number from 1 to 5')
    .required('Rating is required')
    .integer('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a number from 1 to 5')
    .max(5, 'Rating must be a number from 1 to 5'),
  picture: imageUrlSchema('Picture'),
});

export type CreateReviewInput = InferType<typeof createReviewInputSchema>;

/** Query of `GET /reviews`: the newest `limit` reviews. */
export const listReviewsQuerySchema = object({
  limit: pageLimitSchema(reviewsPageSizeMax, 20),
});
