// `users/{uid}`: each account's document (its role, profile and what its orders keep).
import type { SavedAddress } from '@moto-parts/contracts';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/**
 * `users/{uid}.releasedHolds`: by part, the units the account's orders gave back lately, and
 * until when they still count as held by it (services/held-units.ts).
 */
export type ReleasedHolds = Record<string, { units: number; until: Timestamp }>;

/** `users/{uid}`: written only by the API (see firestore.rules). */
export interface UserDoc {
  /**
   * Unique among users documents: when another account signs in with this email (this one
   * was deleted or moved to another email in Auth), it moves to `formerEmail` here.
   */
  email: string;
  formerEmail?: string;
  /** As Firebase Auth said at the last sign-in; Make Admin asks Auth again. */
  emailVerified?: boolean;
  name?: string;
  phone?: string;
  education?: string;
  location?: string;
  linkedIn?: string;
  /** Only 'admin' or absent; set by the seed, `npm run make-admin` or an admin's Make Admin. */
  role?: 'admin';
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
  lastSignInAt?: Timestamp;
  /**
   * False when the user asked for no emails about their orders (My Profile); receipts and
   * refunds are sent all the same (services/order-messages.ts). Absent means yes.
   */
  orderEmails?: boolean;
  /** The address book of My Profile and checkout (services/address-book.ts). */
  addresses?: SavedAddress[];
  /** Written by each of the user's orders: it makes their orders commit one at a time. */
  lastOrderAt?: Timestamp;
  /** Units the user's removed or expired orders gave back lately, still counted as theirs. */
  releasedHolds?: ReleasedHolds;
}

export const usersCollection = (db: Firestore) =>
  db.collection('users').withConverter(storedAs<UserDoc>());
