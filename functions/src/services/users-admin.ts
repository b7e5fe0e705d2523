// The admins' calls on the team (Users screen), apart from users.ts: loaded on an admin's
// first call.
import type { User } from '@moto-parts/contracts';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { normalizeEmail } from '../lib/emails.ts';
import { notFound } from '../lib/http-error.ts';
import { toUser, usersCollection } from './users.ts';

/** Make Admin: the user with this email becomes an admin; there is no way back (SPEC.md §5). */
export async function makeAdmin(db: Firestore, email: string): Promise<User> {
  const matches = await usersCollection(db)
    .where('email', '==', normalizeEmail(email))
    .limit(1)
    .get();
  const user = matches.docs[0];
  if (!user) throw notFound('No such user');
  await user.ref.update({ role: 'admin', updatedAt: FieldValue.serverTimestamp() });
  return toUser(await user.ref.get());
}

/** `GET /user` (admins): the first `limit` users by email, and how many there are. */
export async function listUsers(db: Firestore, limit: number) {
  const users = usersCollection(db);
  const [snapshot, count] = await Promise.all([
    users.orderBy('email').limit(limit).get(),
    users.count().get(),
  ]);
  return { users: snapshot.docs.map(toUser), total: count.data().count };
}
