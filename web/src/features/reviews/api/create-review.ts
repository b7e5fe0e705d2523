import {
  createReviewInputSchema,
  reviewsPath,
  type CreateReviewInput,
  type Review,
} from '@moto-parts/contracts';
import { api } from '@/lib/api-client';

// The form validates with the very schema the server applies to the body.
export { createReviewInputSchema, type CreateReviewInput };

/** `POST /reviews` (signed in): answers 201 with the created review. */
export function createReview(input: CreateReviewInput): Promise<Review> {
  return api.post<Review>(reviewsPath, input);
}
