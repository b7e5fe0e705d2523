// Gives each part with unpaid orders stored before `earliestHoldEnd` the earliest end of their
// holds (docs/decisions/0047-launch-day.md): without it, an order short of stock would be
// refused at once while those holds may have ended. `npm run migrate-orders` and `npm start`
// run it.
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { ordersCollection } from '../../functions/src/store/orders.ts';
import { partsCollection } from '../../functions/src/store/parts.ts';

/**
 * Lowers each part's `earliestHoldEnd` to the earliest hold of its unpaid orders, one
 * transaction per part (an order placed meanwhile lowers it too). Running it again changes
 * nothing. Answers how many parts it changed.
 */
export async function keepEarliestHoldEnds(db: Firestore) {
  const report = { holdEndsKept: 0 };
  const pending = await ordersCollection(db)
    .where('status', '==', 'pending')
    .select('partIds', 'holdEndsAt')
    .get();
  const earliest = new Map<string, Timestamp>();
  for (const doc of pending.docs) {
    const { partIds, holdEndsAt } = doc.data();
    for (const partId of partIds) {
      const known = earliest.get(partId);
      if (!known || holdEndsAt.toMillis() < known.toMillis()) earliest.set(partId, holdEndsAt);
    }
  }
  for (const [partId, holdEndsAt] of earliest) {
    const lowered = await db.runTransaction(async (tx) => {
      const ref = partsCollection(db).doc(partId);
      const [part] = await tx.getAll(ref, { fieldMask: ['earliestHoldEnd'] });
      const stored = part?.get('earliestHoldEnd') as Timestamp | null | undefined;
      if (!part?.exists || (stored && stored.toMillis() <= holdEndsAt.toMillis())) return false;
      tx.update(ref, { earliestHoldEnd: holdEndsAt });
      return true;
    });
    if (lowered) report.holdEndsKept += 1;
  }
  return report;
}
