import type { CreateReviewInput, Review } from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { reviewsCollection, type ReviewDoc } from '../store/reviews.ts';

function toReview(id: string, review: ReviewDoc): Review {
  return {
    _id: id,
    name: review.name,
    picture: review.picture,
    review: review.review,
    rating: review.rating,
    createdAt: review.createdAt.toDate().toISOString(),
  };
}

/** The newest `limit` reviews. */
export async function listReviews(db: Firestore, limit: number): Promise<Review[]> {
  const snapshot = await reviewsCollection(db).orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => toReview(doc.id, doc.data()));
}

export async function createReview(
  db: Firestore,
  caller: Caller,
  input: CreateReviewInput,
): Promise<Review> {
  const ref = reviewsCollection(db).doc();
  const doc: ReviewDoc = { ...input, uid: caller.uid, createdAt: Timestamp.now() };
  await ref.create(doc);
  return toReview(ref.id, doc);
}
