import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/**
 * Gives the account with this email the admin role: the way to the first admin of a real
 * project (after that, admins use Make Admin). The account must exist in Firebase Auth; its
 * `users` document is created if the user has not signed in to the shop yet.
 */
export async function makeAdminByEmail({ auth, db }: { auth: Auth; db: Firestore }, email: string) {
  const account = await auth.getUserByEmail(email.trim().toLowerCase());
  await db
    .collection('users')
    .doc(account.uid)
    .set(
      { email: account.email, role: 'admin', updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  return account.uid;
}
