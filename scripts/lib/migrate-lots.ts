// Gives every part stocked before lots its opening lot (docs/decisions/0035-lots-and-recalls.md);
// `npm run migrate-orders` and `npm start` run it.
import { openingLotCode, toShipStatuses, unitsInParcels } from '@moto-parts/contracts';
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCollection } from '../../functions/src/store/orders.ts';
import { partsCollection } from '../../functions/src/store/parts.ts';
import { recordStockMovement } from '../../functions/src/store/stock-movements.ts';

/** The orders whose units are out of stock but still on the shelf: held, not yet shipped. */
const holdingStatuses = ['pending', ...toShipStatuses];

/**
 * Each part without lots gets the lot `OPENING`, made the day the part was created, holding
 * its units for sale and those its orders hold and have not shipped, so that the part's units
 * by lot add up (services/lots.ts); and a `lots-opened` movement, so that the ledger keeps the
 * lot's units too. One transaction per part, so that an order placed or shipped meanwhile
 * cannot be counted wrong. Running it again changes nothing. Answers how many parts it gave a lot.
 */
export async function openLots(db: Firestore) {
  const report = { lotsOpened: 0 };
  const parts = await partsCollection(db).select('lots').get();
  for (const { id } of parts.docs.filter((part) => part.get('lots') === undefined)) {
    const opened = await db.runTransaction(async (tx) => {
      const ref = partsCollection(db).doc(id);
      const part = (await tx.get(ref)).data();
      if (!part || part.lots) return false;
      const holding = await tx.get(
        ordersCollection(db)
          .where('partIds', 'array-contains', id)
          .where('status', 'in', holdingStatuses),
      );
      const held = holding.docs
        .map((doc) => doc.data())
        .reduce((units, order) => {
          const line = order.lines.find(({ partId }) => partId === id);
          return units + (line?.quantity ?? 0) - unitsInParcels(order.shipments ?? [], id);
        }, 0);
      const onHand = part.availableQuantity + held;
      const madeOn = part.createdAt.toDate().toISOString().slice(0, 10);
      tx.update(ref, {
        lots: [{ code: openingLotCode, madeOn, onHand, blocked: 0, recallId: null }],
        short: 0,
      });
      recordStockMovement(db, tx, {
        partId: id,
        delta: 0,
        availableAfter: part.availableQuantity,
        lots: [{ code: openingLotCode, delta: onHand, blocked: 0 }],
        reason: 'lots-opened',
        uid: null,
      });
      return true;
    });
    if (opened) report.lotsOpened += 1;
  }
  return report;
}
