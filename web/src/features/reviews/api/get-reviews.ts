import { reviewsPath, type Review } from '@moto-parts/contracts';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /reviews?limit=N` (public): the newest `limit` reviews, newest first. */
export function getReviews(limit: number): Promise<Review[]> {
  return api.get<Review[]>(`${reviewsPath}?limit=${encodeURIComponent(limit)}`);
}

/** The newest `limit` reviews, as a screen's loading, success or error state. */
export function useLatestReviews(limit: number) {
  return useApiQuery(`reviews?limit=${limit}`, () => getReviews(limit));
}
