// Migrations of stored orders; `npm run migrate-orders` and `npm start` run them, with the
// parts' opening lots (migrate-lots.ts).
import { arrangedShippingMethod, customerNameKey } from '@moto-parts/contracts';
import { defaultOrderHoldMinutes } from '../../functions/src/lib/limits.ts';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { pagesOf } from '../../functions/src/lib/firestore-pages.ts';
import { refundFields, refundPayment } from '../../functions/src/services/refunds.ts';
import { takeOrderNumbers } from '../../functions/src/store/order-numbers.ts';
import { ordersCollection } from '../../functions/src/store/orders.ts';

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

/** Orders numbered in one transaction: well within Firestore's 500 writes. */
const numberedPerTransaction = 400;

/**
 * Gives each order stored before order numbers its number
 * (docs/decisions/0043-order-numbers-and-thank-you.md), in the order they were placed (then by
 * id): one block of the shared counter for all of them, so no number an API instance holds is
 * given twice. Each order is numbered only if it still has none when its transaction reads it,
 * so a second run, even at the same time, never renumbers one (what it took is a gap).
 */
export async function numberOrders(db: Firestore) {
  const report = { ordersNumbered: 0 };
  const unnumbered: { ref: DocumentReference; createdAt: number }[] = [];
  const byId = ordersCollection(db)
    .orderBy(FieldPath.documentId())
    .select('orderNumber', 'createdAt');
  for await (const page of pagesOf(byId, 500)) {
    for (const doc of page) {
      if (doc.get('orderNumber') !== undefined) continue;
      unnumbered.push({ ref: doc.ref, createdAt: (doc.get('createdAt') as Timestamp).toMillis() });
    }
  }
  if (unnumbered.length === 0) return report;
  // Sorted by the id too within a millisecond: the page order already is, and sort is stable.
  unnumbered.sort((a, b) => a.createdAt - b.createdAt);
  const { first } = await takeOrderNumbers(db, unnumbered.length);
  for (let start = 0; start < unnumbered.length; start += numberedPerTransaction) {
    const chunk = unnumbered.slice(start, start + numberedPerTransaction);
    report.ordersNumbered += await db.runTransaction(async (tx) => {
      const stored = await tx.getAll(...chunk.map(({ ref }) => ref), {
        fieldMask: ['orderNumber'],
      });
      let numbered = 0;
      stored.forEach((snapshot, index) => {
        if (!snapshot.exists || snapshot.get('orderNumber') !== undefined) return;
        tx.update(snapshot.ref, { orderNumber: first + start + index });
        numbered += 1;
      });
      return numbered;
    });
  }
  return report;
}

/**
 * Brings orders written before the order lifecycle (docs/decisions/0019-order-lifecycle.md) and
 * before orders had lines up to them:
 * - an order of one part becomes an order of one line, its total unchanged;
 * - an order without `holdEndsAt` gets its creation plus the default hold (a pending one
 *   long past it is then released by the next read or expiry task);
 * - an order without `customerNameKey` gets it, so Manage Order's search finds it by its
 *   buyer's name (docs/decisions/0045-admin-on-phone-and-desktop.md);
 * - a payment kept as `refundDueTransactionId` (completed after its order was removed) is
 *   refunded through Stripe with the order's refund key, and the order becomes `refunded`;
 * - an order without a number gets one, in the order orders were placed (`numberOrders`).
 * Running it again changes nothing. Answers what it did, for the operator.
 */
export async function migrateOrders(db: Firestore, stripe: Stripe) {
  const report = {
    linesGiven: 0,
    holdsGiven: 0,
    namesKeyed: 0,
    refunded: 0,
    notRefunded: [] as string[],
  };
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
    const name = doc.get('customerName') as string | undefined;
    if (doc.get('customerNameKey') === undefined && name !== undefined) {
      await doc.ref.update({ customerNameKey: customerNameKey(name) });
      report.namesKeyed += 1;
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
  return { ...report, ...(await numberOrders(db)) };
}
