// The admins' calls on the team (Users screen), apart from users.ts: loaded on an admin's
// first call.
import type { User } from '@moto-parts/contracts';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { AppDeps } from '../deps.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { sameEmail } from '../lib/emails.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { usersCollection } from '../store/users.ts';
import { liveVerifiedAccounts } from './live-accounts.ts';
import { toUser } from './users.ts';

/**
 * Make Admin: the account `uid` becomes an admin (Remove Admin takes it back). The
 * email the admin saw must still be that account's, and Firebase Auth must say the account
 * is enabled and has verified it: whoever signed up with an email they do not own cannot be
 * promoted by a colleague who trusts the address (docs/decisions/0020-security-review.md).
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

/**
 * Remove Admin: the admin `uid` becomes a customer again, named as Make Admin names an
 * account (its id and the email the admin saw, or the email it had before another account
 * took it). A departed admin's role is taken back this way (docs/decisions/0027-holds-and-abuse.md). The shop keeps at
 * least one live admin: removing the last is refused, and of two admins removing each other
 * at once, one is (the transaction reads every admin). An admin may remove their own role
 * (`by` is then `target`), unless they are the last: the 409 then says so in their terms
 * (docs/decisions/0045-admin-on-phone-and-desktop.md).
 */
export async function removeAdmin(
  { db, auth }: Pick<AppDeps, 'db' | 'auth'>,
  target: { uid: string; email: string },
  by: { uid: string },
): Promise<User> {
  if (!isDocumentId(target.uid)) throw notFound('No such user');
  const users = usersCollection(db);
  const ref = users.doc(target.uid);
  const admins = await users.where('role', '==', 'admin').select().get();
  // A deleted or disabled admin's document may still say `role: 'admin'`: it does not count.
  const live = new Set(
    (
      await liveVerifiedAccounts(
        auth,
        admins.docs.map((doc) => doc.id),
      )
    ).map((user) => user.uid),
  );
  return db.runTransaction(async (tx) => {
    const [snapshot, current] = await Promise.all([
      tx.get(ref),
      tx.get(users.where('role', '==', 'admin')),
    ]);
    const user = snapshot.data();
    const named =
      user && (sameEmail(user.email, target.email) || sameEmail(user.formerEmail, target.email));
    if (!user || !named) throw notFound('No such user');
    if (user.role !== 'admin') throw conflict('This account is not an admin');
    const othersLive = current.docs.some((doc) => doc.id !== ref.id && live.has(doc.id));
    if (!othersLive) {
      throw conflict(
        by.uid === ref.id
          ? 'You are the shop’s last admin: make another admin before you give up your own role'
          : 'The shop must keep at least one admin: make another admin first',
      );
    }
    tx.update(ref, { role: FieldValue.delete(), updatedAt: Timestamp.now() });
    return toUser(ref.id, { ...user, role: undefined });
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
