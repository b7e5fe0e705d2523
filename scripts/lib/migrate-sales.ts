// Builds the sales reports' rollups from the orders already stored
// (docs/decisions/0041-sales-reports.md); `npm run migrate-orders` and `npm start` run it.
import { FieldPath, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { pagesOf } from '../../functions/src/lib/firestore-pages.ts';
import {
  monthAdditions,
  partsNamedIn,
  salesFiguresOf,
  sumOfFigures,
  type RollupFigures,
} from '../../functions/src/services/sales-rollups.ts';
import { orderHistoryCollection } from '../../functions/src/store/order-history.ts';
import { ordersCollection, type OrderDoc } from '../../functions/src/store/orders.ts';
import { replaceSalesMonths, type SoldPartDoc } from '../../functions/src/store/sales-months.ts';

/**
 * When a paid order stored before `paidAt` was paid: its history's `paid` event; an order
 * placed before the history that is paid and not refunded was paid when placed (2022's orders
 * were paid at once). A refunded one without the event is a payment refunded because it came
 * after the hold: no sale.
 */
async function paidAtOf(db: Firestore, id: string, order: OrderDoc): Promise<Timestamp | null> {
  const paid = await orderHistoryCollection(db, id).where('kind', '==', 'paid').limit(1).get();
  const event = paid.docs[0]?.data();
  if (event) return event.at;
  return order.status === 'refunded' ? null : order.createdAt;
}

/**
 * Gives paid orders stored before the reports their `paidAt`, then writes every month's
 * rollups as the sum of the orders' figures, read 500 orders at a time (what is held is the
 * figures, by day and part, never the orders). Running it again writes the same rollups.
 */
export async function buildSalesRollups(db: Firestore) {
  const report = { paidAtGiven: 0, salesMonths: 0 };
  let figures: RollupFigures = new Map();
  const parts = new Map<string, SoldPartDoc>();
  const byId = ordersCollection(db).orderBy(FieldPath.documentId());
  for await (const page of pagesOf(byId, 500)) {
    const orders = await Promise.all(
      page.map(async (doc) => {
        const order = doc.data();
        if (!order.paid || order.paidAt) return order;
        const paidAt = await paidAtOf(db, doc.id, order);
        if (!paidAt) return order;
        await doc.ref.update({ paidAt });
        report.paidAtGiven += 1;
        return { ...order, paidAt };
      }),
    );
    figures = sumOfFigures([figures, ...orders.map(salesFiguresOf)]);
    for (const [partId, named] of partsNamedIn(orders)) parts.set(partId, named);
  }
  const months = monthAdditions(figures, parts);
  await replaceSalesMonths(db, months);
  report.salesMonths = months.size;
  return report;
}
