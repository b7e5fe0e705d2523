import type { ProfileInput, User } from '@moto-parts/contracts';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { notFound } from '../lib/http-error.ts';
import { usersCollection, type UserDoc } from '../store/users.ts';

/** Whether a user wants the order emails they may turn off: yes unless they said no. */
export const wantsOrderEmails = (user: Pick<UserDoc, 'orderEmails'> | undefined) =>
  user?.orderEmails !== false;

export function toUser(id: string, user: UserDoc): User {
  return {
    _id: id,
    // A document whose email another account has since taken (recordSignIn) answers with the
    // email it had: its account was deleted or moved to another email.
    email: user.email ?? user.formerEmail,
    ...(user.name !== undefined && { name: user.name }),
    ...(user.phone !== undefined && { phone: user.phone }),
    ...(user.education !== undefined && { education: user.education }),
    ...(user.location !== undefined && { location: user.location }),
    ...(user.linkedIn !== undefined && { linkedIn: user.linkedIn }),
    ...(user.role === 'admin' && { role: 'admin' as const }),
    emailVerified: user.emailVerified === true,
    orderEmails: wantsOrderEmails(user),
  };
}

/**
 * Records a sign-in: creates the user on first sign-in, refreshes email, whether it is
 * verified and last sign-in afterwards. Never touches `role`: nothing a client sends can make
 * anyone an admin. Firebase Auth gives an email to one live account at a time, so another
 * users document with this email belongs to an account deleted or re-emailed since: it
 * loses the email, which keeps emails unique among users documents.
 */
export async function recordSignIn(
  db: Firestore,
  caller: Caller & { name?: string; emailVerified: boolean },
) {
  const users = usersCollection(db);
  const ref = users.doc(caller.uid);
  await db.runTransaction(async (tx) => {
    const [snapshot, sameEmail] = await Promise.all([
      tx.get(ref),
      tx.get(users.where('email', '==', caller.email)),
    ]);
    const now = FieldValue.serverTimestamp();
    for (const other of sameEmail.docs) {
      if (other.id === caller.uid) continue;
      tx.update(other.ref, {
        email: FieldValue.delete(),
        formerEmail: caller.email,
        updatedAt: now,
      });
    }
    const seen = { email: caller.email, emailVerified: caller.emailVerified, lastSignInAt: now };
    if (snapshot.exists) {
      tx.update(ref, seen);
    } else {
      tx.create(ref, {
        ...seen,
        ...(caller.name ? { name: caller.name } : {}),
        createdAt: now,
      });
    }
  });
}

export async function isAdmin(db: Firestore, uid: string): Promise<boolean> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return snapshot.data()?.role === 'admin';
}

/** The caller's own user document (created at their first sign-in). */
export async function getUser(db: Firestore, caller: Caller): Promise<User> {
  const snapshot = await usersCollection(db).doc(caller.uid).get();
  const user = snapshot.data();
  if (!user) throw notFound('No such user');
  return toUser(snapshot.id, user);
}

/**
 * Updates the caller's profile fields only: the schema has no `role` or `email`. The email is
 * the sign-in's to write (recordSignIn), which keeps it unique: a profile update with an
 * access token issued before another account took the email wrote it back, a duplicate.
 */
export async function updateProfile(
  db: Firestore,
  caller: Caller,
  profile: ProfileInput,
): Promise<User> {
  const ref = usersCollection(db).doc(caller.uid);
  const user = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound('No such user');
    tx.update(ref, { ...profile, updatedAt: FieldValue.serverTimestamp() });
    return { ...current, ...profile };
  });
  return toUser(ref.id, user);
}
