// The admins' calls on orders (Manage Order), apart from the buyers' (orders.ts): loaded on
// an admin's first call.
import { adminStatusChanges, type AdminOrderStatus, type Order } from '@moto-parts/contracts';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { conflict } from '../lib/http-error.ts';
import {
  cancelIn,
  contendedTransaction,
  ordersCollection,
  readOrder,
  toOrder,
  type OrderDoc,
} from './orders.ts';

/** An admin ships a paid order or cancels one that has not shipped (adminStatusChanges). */
export async function changeOrderStatus(
  db: Firestore,
  admin: Caller,
  id: string,
  status: AdminOrderStatus,
): Promise<Order> {
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const from = found.order.status;
    if (!adminStatusChanges[from].includes(status)) {
      throw conflict(
        from === status ? `This order is already ${from}` : `A ${from} order cannot be ${status}`,
      );
    }
    if (status === 'cancelled') {
      return toOrder(id, await cancelIn(tx, db, found, admin, 'order-cancelled'));
    }
    const updatedAt = Timestamp.now();
    tx.update(found.ref, { status, updatedAt });
    return toOrder(id, { ...found.order, status, updatedAt });
  }, contendedTransaction);
}

/** `GET /order` (admins): the newest `limit` orders of every status, and how many in all. */
export async function listOrders(db: Firestore, limit: number) {
  const orders = ordersCollection(db);
  const [snapshot, count] = await Promise.all([
    orders.orderBy('createdAt', 'desc').limit(limit).get(),
    orders.count().get(),
  ]);
  return {
    orders: snapshot.docs.map((doc) => toOrder(doc.id, doc.data() as OrderDoc)),
    total: count.data().count,
  };
}
