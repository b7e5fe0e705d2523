// Time moved on for a hold, as the clock would move it: a test cannot wait half an hour.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * Makes order `orderId`'s hold end at `millis`; its parts' `earliestHoldEnd` follows, as
 * placing an order that held until then would have kept it (docs/decisions/0047-launch-day.md):
 * an order short of stock then releases the hold instead of being refused at once.
 */
export async function endHoldAt(db: Firestore, orderId: string, millis: number) {
  const endsAt = Timestamp.fromMillis(millis);
  await db.runTransaction(async (tx) => {
    const orderRef = db.collection('orders').doc(orderId);
    const partIds = ((await tx.get(orderRef)).get('partIds') as string[] | undefined) ?? [];
    const partRefs = partIds.map((partId) => db.collection('parts').doc(partId));
    const parts = partRefs.length > 0 ? await tx.getAll(...partRefs) : [];
    tx.update(orderRef, { holdEndsAt: endsAt });
    for (const part of parts) {
      const stored = part.get('earliestHoldEnd') as Timestamp | null | undefined;
      if (part.exists && !(stored && stored.toMillis() <= millis)) {
        tx.update(part.ref, { earliestHoldEnd: endsAt });
      }
    }
  });
}
