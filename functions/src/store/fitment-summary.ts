import type { Firestore } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** `catalogue/fitment`: parts per model year, keyed `make|model|year` (bikeKey). */
export interface FitmentSummaryDoc {
  modelYears: Record<string, number>;
}

export const fitmentSummaryRef = (db: Firestore) =>
  db.collection('catalogue').withConverter(storedAs<FitmentSummaryDoc>()).doc('fitment');
