import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';

/** `users/{uid}`: written only by the API (see firestore.rules). */
export interface UserDoc {
  email: string;
  name?: string;
  /** Only 'admin' or absent; set by the seed, `npm run make-admin` or an admin's Make Admin. */
  role?: 'admin';
}

export const usersCollection = (db: Firestore) => db.collection('users');

/**
 * Records a sign-in: creates the user on first sign-in, refreshes email and last sign-in
 * afterwards. Never touches `role`: nothing a client sends can make anyone an admin.
 */
export async function recordSignIn(db: Firestore, caller: Caller & { name?: string }) {
  const ref = usersCollection(db).doc(caller.uid);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const seen = { email: caller.email, lastSignInAt: FieldValue.serverTimestamp() };
    if (snapshot.exists) {
      tx.update(ref, seen);
    } else {
      tx.create(ref, {
        ...seen,
        ...(caller.name ? { name: caller.name } : {}),
        createdAt: FieldValue.serverTimestamp(),
      });
    }
  });
}

export async function isAdmin(db: Firestore, uid: string): Promise<boolean> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return (snapshot.data() as UserDoc | undefined)?.role === 'admin';
}
