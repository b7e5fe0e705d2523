// `holdReleases/{partId}`: who is releasing a part's ended holds (services/order-holds.ts).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/**
 * `holdReleases/{partId}`: the lease of the one writer releasing a part's ended holds
 * (server-only). Taken by creating it, which Firestore lets only one caller do, so that no
 * caller waits on a lock to learn it is taken; it ends by deletion, or by running out.
 */
export interface HoldReleaseLeaseDoc {
  expiresAt: Timestamp;
}

const leaseMs = 60_000;
const holdReleasesCollection = (db: Firestore) =>
  db.collection('holdReleases').withConverter(storedAs<HoldReleaseLeaseDoc>());

const alreadyExists = (error: unknown) => (error as { code?: unknown }).code === 6;

/** Takes the part's lease, or answers null while another writer holds it. */
export async function takeHoldReleaseLease(db: Firestore, partId: string) {
  const ref = holdReleasesCollection(db).doc(partId);
  const lease = () => ({ expiresAt: Timestamp.fromMillis(Date.now() + leaseMs) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await ref.create(lease());
      return {
        renew: () => ref.set(lease()),
        end: () => ref.delete(),
      };
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
    // A writer that crashed leaves its lease until it runs out; then the next one takes over.
    const held = await ref.get();
    const expiresAt = held.data()?.expiresAt.toMillis() ?? 0;
    if (held.exists && expiresAt > Date.now()) return null;
    // Deleted only as it was read: a writer that took over meanwhile keeps its lease.
    if (held.updateTime) await ref.delete({ lastUpdateTime: held.updateTime }).catch(() => {});
  }
  return null;
}
