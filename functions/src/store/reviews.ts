// `reviews/{id}`: the shop's reviews, with their author (never answered to clients).
import type { CreateReviewInput } from '@moto-parts/contracts';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** `reviews/{id}`: written only by the API. `uid` ties a review to its author. */
export interface ReviewDoc extends CreateReviewInput {
  uid: string | null;
  createdAt: Timestamp;
}

export const reviewsCollection = (db: Firestore) =>
  db.collection('reviews').withConverter(storedAs<ReviewDoc>());
