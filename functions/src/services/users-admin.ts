// The admins' calls on the team (Users screen), apart from users.ts: loaded on an admin's
// first call.
import type { User } from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { AppDeps } from '../deps.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { sameEmail } from '../lib/emails.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { toUser, usersCollection } from './users.ts';

/**
 * Make Admin: the account `uid` becomes an admin; there is no way back (docs/product.md §4). The
 * email the admin saw must still be that account's, and Firebase Auth must say the account
 * is enabled and has verified it: whoever signed up with an email they do not own cannot be
 * promoted by a colleague who trusts the address (decision 0020).
 */
export async function makeAdmin(
  { db, auth }: Pick<AppDeps, 'db' | 'auth'>,
  target: { uid: string; email: string },
): Promise<User> {
  if (!isDocumentId(target.uid)) throw notFound('No such user');
  const ref = usersCollection(db).doc(target.uid);
  const account = await auth.getUser(target.uid).catch(() => undefined);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const user = snapshot.data();
    if (!user || !account || !sameEmail(user.email, target.email)) throw notFound('No such user');
    if (account.disabled || !account.emailVerified || !sameEmail(account.email, target.email)) {
      throw conflict('Only an account whose email is verified can be made admin');
    }
    const promoted = { role: 'admin' as const, emailVerified: true, updatedAt: Timestamp.now() };
    tx.update(ref, promoted);
    return toUser(ref.id, { ...user, ...promoted });
  });
}

/** `GET /user` (admins): the first `limit` users by email, and how many there are. */
export async function listUsers(db: Firestore, limit: number) {
  const users = usersCollection(db);
  const [snapshot, count] = await Promise.all([
    users.orderBy('email').limit(limit).get(),
    users.count().get(),
  ]);
  return {
    users: snapshot.docs.map((user) => toUser(user.id, user.data())),
    total: count.data().count,
  };
}
