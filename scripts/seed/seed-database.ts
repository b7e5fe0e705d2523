import type { Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { demoAccounts, demoPassword } from '../lib/local-contract.ts';
import { countModelYears } from '../../functions/src/services/fitment-summary.ts';
import { catalogueIndexFields } from '../../functions/src/services/part-search.ts';
import { seedLotCode, seedParts, seedReviews } from './catalogue.ts';
import { fitmentSummaryRef } from '../../functions/src/store/fitment-summary.ts';
import { partSkuRef } from '../../functions/src/store/part-skus.ts';
import { shippingSettingsRef } from '../../functions/src/store/shipping.ts';
import { stockMovementsCollection } from '../../functions/src/store/stock-movements.ts';
import { seedShippingZones } from './shipping-zones.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The two demo accounts, in the Auth emulator and in `users`. Safe to run again. */
export async function seedDemoAccounts(auth: Auth, db: Firestore) {
  for (const account of demoAccounts) {
    const existing = await auth.getUserByEmail(account.email).catch(() => undefined);
    const uid =
      existing?.uid ??
      (
        await auth.createUser({
          uid: account.uid,
          email: account.email,
          password: demoPassword,
          displayName: account.name,
          emailVerified: true,
        })
      ).uid;
    const userRef = db.collection('users').doc(uid);
    if (!(await userRef.get()).exists) {
      await userRef.create({
        email: account.email,
        emailVerified: true,
        name: account.name,
        ...('role' in account ? { role: account.role } : {}),
        createdAt: FieldValue.serverTimestamp(),
      });
    }
  }
}

/** The catalogue, reviews and shipping zones, only into an empty database (never over real data). */
export async function seedCatalogue(db: Firestore): Promise<boolean> {
  const anyPart = await db.collection('parts').limit(1).get();
  if (!anyPart.empty) return false;
  const batch = db.batch();
  const now = Date.now();
  // Every part's stock is one lot, made a quarter ago (docs/decisions/0035-lots-and-recalls.md).
  const madeOn = new Date(now - 90 * dayMs).toISOString().slice(0, 10);
  seedParts.forEach(({ id, ...part }, index) => {
    // Distinct creation times, the first part the newest: the catalogue lists newest first,
    // so it shows the parts in the order of catalogue.ts, and "the first 6" are stable.
    const createdAt = Timestamp.fromMillis(now - (index + 1) * 60_000);
    const onHand = part.availableQuantity;
    batch.set(db.collection('parts').doc(id), {
      ...part,
      lots: [{ code: seedLotCode, madeOn, onHand, blocked: 0, recallId: null }],
      short: 0,
      ...catalogueIndexFields(part.name, part, part),
      createdAt,
      updatedAt: createdAt,
    });
    batch.set(partSkuRef(db, part.sku), { partId: id, sku: part.sku, createdAt });
    // The first entry of the part's stock history, so that its movements add up to its stock
    // and its lot's units.
    batch.set(stockMovementsCollection(db).doc(), {
      partId: id,
      delta: onHand,
      availableAfter: onHand,
      lots: [{ code: seedLotCode, delta: onHand, blocked: 0 }],
      reason: 'stocked',
      orderId: null,
      uid: null,
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  batch.set(shippingSettingsRef(db), {
    zones: seedShippingZones.map((zone) => ({ ...zone, updatedAt: Timestamp.fromMillis(now) })),
  });
  // The pickers' counts, as the API keeps them when parts come and go.
  batch.set(fitmentSummaryRef(db), { modelYears: countModelYears(seedParts) });
  for (const { id, daysAgo, ...review } of seedReviews) {
    batch.set(db.collection('reviews').doc(id), {
      ...review,
      uid: null,
      createdAt: Timestamp.fromMillis(now - daysAgo * dayMs),
    });
  }
  await batch.commit();
  return true;
}

export async function seedIfEmpty({ auth, db }: { auth: Auth; db: Firestore }) {
  await seedDemoAccounts(auth, db);
  return { catalogueSeeded: await seedCatalogue(db) };
}
