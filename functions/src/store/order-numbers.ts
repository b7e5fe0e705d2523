// `counters/orderNumbers`: the next order number no instance has taken. Written once per block
// of numbers, never by an order (docs/decisions/0043-order-numbers-and-thank-you.md).
import { firstOrderNumber } from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { NumberBlock } from '../lib/number-blocks.ts';
import { storedAs } from '../lib/stored-as.ts';

/** `counters/orderNumbers`: written only by the API and the migration; missing until the first block. */
export interface OrderNumberCounterDoc {
  next: number;
  updatedAt: Timestamp;
}

export const orderNumberCounterRef = (db: Firestore) =>
  db.collection('counters').doc('orderNumbers').withConverter(storedAs<OrderNumberCounterDoc>());

/** Reserves the next `count` order numbers, in a transaction of its own, and answers them. */
export const takeOrderNumbers = (db: Firestore, count: number): Promise<NumberBlock> =>
  db.runTransaction(async (tx) => {
    const ref = orderNumberCounterRef(db);
    const first = (await tx.get(ref)).data()?.next ?? firstOrderNumber;
    tx.set(ref, { next: first + count, updatedAt: Timestamp.now() });
    return { first, count };
  });
