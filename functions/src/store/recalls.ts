// `recalls/{id}`: the recalls of bad lots (services/recalls.ts,
// docs/decisions/0035-lots-and-recalls.md). Server-only.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

export interface RecallDoc {
  partId: string;
  /** The part's name when it was recalled. */
  name: string;
  /** The recalled lots' codes. */
  lots: string[];
  message: string;
  /** The admin who recalled them. */
  createdBy: string;
  createdAt: Timestamp;
  /**
   * The last order (by id) that has the recall: the orders are reached in batches, each its
   * own transaction, and a call that stopped half-way goes on from here.
   */
  reachedThrough: string | null;
  /** Whether every order whose parcels held the lots has the recall. */
  reachedAll: boolean;
}

export const recallsCollection = (db: Firestore) =>
  db.collection('recalls').withConverter(storedAs<RecallDoc>());
