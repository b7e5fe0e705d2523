// Orders for the sales report's figures (docs/decisions/0041-sales-reports.md): `count`
// orders placed over the last `days` days, as the API stores them, most of them paid, some
// refunded whole or returned in part, written straight to Firestore (placing them through the
// API would take the bench longer than everything else together).
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { OrderDoc } from '../../functions/src/store/orders.ts';

const dayMs = 24 * 60 * 60 * 1000;
const parts = [
  { partId: 'drilled-brake-disc', name: 'Drilled Brake Disc', unitPriceCents: 8999 },
  { partId: 'iridium-spark-plug', name: 'Iridium Spark Plug', unitPriceCents: 1299 },
  { partId: 'chain-kit', name: 'Chain Kit', unitPriceCents: 14950 },
];

/** The `index`th order: its figures follow from its index, so every run writes the same. */
function benchOrder(index: number, days: number, now: number): OrderDoc {
  // Spread over the days (7919 is prime: every day gets its share) and the hours of each.
  const createdAt = Timestamp.fromMillis(
    now - ((index * 7919) % days) * dayMs - (index % 86_400) * 1000,
  );
  const part = parts[index % parts.length] ?? parts[0];
  const quantity = 1 + (index % 4);
  const subtotalCents = part.unitPriceCents * quantity;
  const shippingCents = 995;
  const totalPriceCents = subtotalCents + shippingCents;
  const line = {
    ...part,
    sku: `MP-BENCH-${index % parts.length}`,
    quantity,
    lineTotalCents: subtotalCents,
  };
  const paid = index % 10 !== 0;
  const refundedWhole = paid && index % 17 === 0;
  const returned = paid && !refundedWhole && index % 11 === 0;
  const refund = (amountCents: number, returnId: string | null) => ({
    id: `re_bench_${index}`,
    returnId,
    amountCents,
    status: 'succeeded' as const,
    failureReason: null,
    createdAt: Timestamp.fromMillis(createdAt.toMillis() + dayMs),
  });
  return {
    // Above the shop's numbers in the bench's database: bench orders never take the counter's.
    orderNumber: 900_000 + index,
    uid: `sales-${index % 500}`,
    email: `sales-${index % 500}@bench.test`,
    customerName: 'Bench Buyer',
    lines: [line],
    partIds: [part.partId],
    subtotalCents,
    shippingCents,
    totalPriceCents,
    address: '1 Bench Road',
    shippingAddress: null,
    shippingMethod: { id: 'us-ground', name: 'Ground' },
    phone: '5550100',
    status: refundedWhole
      ? 'refunded'
      : returned
        ? 'partially-returned'
        : paid
          ? 'delivered'
          : 'expired',
    paid,
    ...(paid && { paidAt: Timestamp.fromMillis(createdAt.toMillis() + 60_000) }),
    transactionId: paid ? `pi_bench_${index}` : null,
    holdEndsAt: Timestamp.fromMillis(createdAt.toMillis() + 30 * 60_000),
    ...(refundedWhole && { refunds: [refund(totalPriceCents, null)] }),
    ...(returned && {
      returns: [
        {
          id: '1',
          partId: part.partId,
          quantity: 1,
          reason: index % 2 === 0 ? 'wrong-fit' : 'damaged',
          note: null,
          bike: null,
          status: 'received',
          adminNote: null,
          condition: 'restock',
          refundId: `re_bench_${index}`,
          refundCents: part.unitPriceCents,
          refundsShipping: false,
          requestedAt: createdAt,
          decidedAt: createdAt,
          decidedBy: 'bench-admin',
          receivedAt: createdAt,
          receivedBy: 'bench-admin',
        },
      ],
      refunds: [refund(part.unitPriceCents, '1')],
    }),
    createdAt,
    updatedAt: createdAt,
  } as OrderDoc;
}

/** Writes the orders `bench-sales-0` to `bench-sales-{count - 1}`. */
export async function writeSalesOrders(db: Firestore, count: number, days: number) {
  const now = Date.now();
  const writer = db.bulkWriter();
  for (let index = 0; index < count; index++) {
    void writer.set(
      db.collection('orders').doc(`bench-sales-${index}`),
      benchOrder(index, days, now),
    );
  }
  await writer.close();
}
