import type { ProfileInput, User } from '@moto-parts/contracts';
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { notFound } from '../lib/http-error.ts';

/** `users/{uid}`: written only by the API (see firestore.rules). */
export interface UserDoc {
  email: string;
  name?: string;
  phone?: string;
  education?: string;
  location?: string;
  linkedIn?: string;
  /** Only 'admin' or absent; set by the seed, `npm run make-admin` or an admin's Make Admin. */
  role?: 'admin';
}

export const usersCollection = (db: Firestore) => db.collection('users');

export function toUser(snapshot: DocumentSnapshot): User {
  const user = snapshot.data() as UserDoc;
  return {
    _id: snapshot.id,
    email: user.email,
    ...(user.name !== undefined && { name: user.name }),
    ...(user.phone !== undefined && { phone: user.phone }),
    ...(user.education !== undefined && { education: user.education }),
    ...(user.location !== undefined && { location: user.location }),
    ...(user.linkedIn !== undefined && { linkedIn: user.linkedIn }),
    ...(user.role === 'admin' && { role: 'admin' as const }),
  };
}

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

/** The caller's own user document (created at their first sign-in). */
export async function getUser(db: Firestore, caller: Caller): Promise<User> {
  const snapshot = await usersCollection(db).doc(caller.uid).get();
  if (!snapshot.exists) throw notFound('No such user');
  return toUser(snapshot);
}

/** Updates the caller's profile fields only: the schema has no `role` or `email`. */
export async function updateProfile(
  db: Firestore,
  caller: Caller,
  profile: ProfileInput,
): Promise<User> {
  const ref = usersCollection(db).doc(caller.uid);
  await ref.set(
    { ...profile, email: caller.email, updatedAt: FieldValue.serverTimestamp() },
    {
      merge: true,
    },
  );
  return toUser(await ref.get());
}
