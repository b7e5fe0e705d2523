import { defaultOrderHoldMinutes } from '../../functions/src/lib/limits.ts';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { refundFields, refundPayment } from '../../functions/src/services/refunds.ts';

/**
 * Brings orders written before the order lifecycle (docs/decisions/0019-order-lifecycle.md) up to it:
 * - an order without `holdEndsAt` gets its creation plus the default hold (a pending one
 *   long past it is then released by the next read or expiry task);
 * - a payment kept as `refundDueTransactionId` (completed after its order was removed) is
 *   refunded through Stripe with the order's refund key, and the order becomes `refunded`.
 * Running it again changes nothing. Answers what it did, for the operator.
 */
export async function migrateOrders(db: Firestore, stripe: Stripe) {
  const report = { holdsGiven: 0, refunded: 0, notRefunded: [] as string[] };
  const orders = await db.collection('orders').get();
  for (const doc of orders.docs) {
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
  report: Awaited<ReturnType<typeof migrateOrders>>,
) {
  if (report.holdsGiven + report.refunded + report.notRefunded.length === 0) return;
  console.log(
    `${projectId}: ${report.holdsGiven} orders given a hold, ${report.refunded} late payments refunded.`,
  );
  for (const line of report.notRefunded) console.warn(`  Not refunded (do it by hand): ${line}`);
}
