// Which accounts still count, as Firebase Auth knows them now (docs/decisions/0027-holds-and-abuse.md): a users
// document may outlive its account, or still say `role: 'admin'` for someone who left.
import type { Auth, UserRecord } from 'firebase-admin/auth';

/** The accounts of `uids` that exist in Auth, are enabled and have an email, verified or not. */
export async function liveAccounts(auth: Auth, uids: string[]): Promise<UserRecord[]> {
  if (uids.length === 0) return [];
  const { users } = await auth.getUsers(uids.map((uid) => ({ uid })));
  return users.filter((user) => !user.disabled && user.email);
}

/**
 * The accounts of `uids` that exist in Auth, are enabled and have verified their email: the
 * only ones the shop writes its words and others' to, and the only admins that count as the shop's.
 */
export async function liveVerifiedAccounts(auth: Auth, uids: string[]): Promise<UserRecord[]> {
  return (await liveAccounts(auth, uids)).filter((user) => user.emailVerified);
}
