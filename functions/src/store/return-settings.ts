// `settings/returns`: how long after delivery a buyer may ask to return parts, in one document
// beside the shipping settings (docs/decisions/0034-returns-and-partial-refunds.md).
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** `settings/returns`: written only by the API; missing until an admin sets it. */
export interface ReturnSettingsDoc {
  windowDays: number;
  updatedAt: Timestamp;
}

export const returnSettingsRef = (db: Firestore) =>
  db.collection('settings').doc('returns').withConverter(storedAs<ReturnSettingsDoc>());
