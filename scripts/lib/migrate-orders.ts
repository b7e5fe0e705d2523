// Migrations of stored orders; `npm run migrate-orders` and `npm start` run them, with the
// parts' opening lots (migrate-lots.ts).
import { arrangedShippingMethod } from '@moto-parts/contracts';
import { defaultOrderHoldMinutes } from '../../functions/src/lib/limits.ts';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { refundFields, refundPayment } from '../../functions/src/services/refunds.ts';
import type { openLots } from './migrate-lots.ts';
import type { numberParts } from './migrate-part-numbers.ts';
import type { buildSalesRollups } from './migrate-sales.ts';

/** The order of one part, as orders were stored before they had lines. */
interface OnePartOrder {
  partId: string;
  partName: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
}

/**
 * The fields that make an order of one part an order of one line
 * (docs/decisions/0032-orders-with-lines.md): its total stays what it was, shipping arranged
 * by the shop at no charge, as it was.
 */
const asOneLine = (order: OnePartOrder) => ({
  lines: [
    {
      partId: order.partId,
      name: order.partName,
      unitPriceCents: order.unitPriceCents,
      quantity: order.quantity,
      lineTotalCents: order.totalPriceCents,
    },
  ],
  partIds: [order.partId],
  subtotalCents: order.totalPriceCents,
  shippingCents: 0,
  shippingAddress: null,
  shippingMethod: arrangedShippingMethod,
  partId: FieldValue.delete(),
  partName: FieldValue.delete(),
  quantity: FieldValue.delete(),
  unitPriceCents: FieldValue.delete(),
});

/**
 * Brings orders written before the order lifecycle (docs/decisions/0019-order-lifecycle.md) and
 * before orders had lines up to them:
 * - an order of one part becomes an order of one line, its total unchanged;
 * - an order without `holdEndsAt` gets its creation plus the default hold (a pending one
 *   long past it is then released by the next read or expiry task);
 * - a payment kept as `refundDueTransactionId` (completed after its order was removed) is
 *   refunded through Stripe with the order's refund key, and the order becomes `refunded`.
 * Running it again changes nothing. Answers what it did, for the operator.
 */
export async function migrateOrders(db: Firestore, stripe: Stripe) {
  const report = { linesGiven: 0, holdsGiven: 0, refunded: 0, notRefunded: [] as string[] };
  const orders = await db.collection('orders').get();
  for (const doc of orders.docs) {
    if (doc.get('lines') === undefined) {
      await doc.ref.update(asOneLine(doc.data() as OnePartOrder));
      report.linesGiven += 1;
    }
    const createdAt = doc.get('createdAt') as Timestamp;
    if (doc.get('holdEndsAt') === undefined) {
      const holdEndsAt = Timestamp.fromMillis(
        createdAt.toMillis() + defaultOrderHoldMinutes * 60_000,
      );
      await doc.ref.update({ holdEndsAt });
      report.holdsGiven += 1;
    }
    const due = doc.get('refundDueTransactionId') as string | undefined;
    if (due === undefined) continue;
    try {
      const refund = await refundPayment(stripe, doc.id, due);
      await doc.ref.update({
        status: 'refunded',
        transactionId: due,
        ...refundFields(refund),
        refundDueTransactionId: FieldValue.delete(),
        updatedAt: Timestamp.now(),
      });
      report.refunded += 1;
    } catch (error) {
      report.notRefunded.push(`${doc.id} (${due}): ${(error as Error).message}`);
    }
  }
  return report;
}

export function printMigration(
  projectId: string,
  report: Awaited<ReturnType<typeof migrateOrders>> &
    Awaited<ReturnType<typeof openLots>> &
    Awaited<ReturnType<typeof numberParts>> &
    Awaited<ReturnType<typeof buildSalesRollups>>,
) {
  const { linesGiven, holdsGiven, refunded, notRefunded, lotsOpened, partsNumbered } = report;
  const { paidAtGiven, salesMonths } = report;
  const changes = linesGiven + holdsGiven + refunded + notRefunded.length + paidAtGiven;
  if (changes + lotsOpened + partsNumbered === 0) return;
  console.log(
    `${projectId}: ${linesGiven} orders given a line, ${holdsGiven} a hold, ${refunded} late payments refunded, ${paidAtGiven} the time they were paid; ${lotsOpened} parts given an opening lot, ${partsNumbered} their part numbers; sales rollups of ${salesMonths} months built.`,
  );
  for (const line of report.notRefunded) console.warn(`  Not refunded (do it by hand): ${line}`);
}
