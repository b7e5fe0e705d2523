// The admins' calls on orders (Manage Order), apart from the buyers' (orders.ts): loaded on
// an admin's first call.
import {
  adminStatusChanges,
  allOrdersView,
  defaultAdminOrderView,
  orderStatuses,
  readOrderSearch,
  type AdminOrderStatus,
  type ListOrdersQuery,
  type Order,
  type OrderCounts,
  type OrderSearch,
  type OrderStatus,
} from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { conflict, notFound } from '../lib/http-error.ts';
import { orderMailIn } from './order-mail.ts';
import { anAdmin, changeStatusIn } from './order-state.ts';
import { cancelIn, pageOfOrders, readOrder, toOrder } from './orders.ts';
import { shipTheRest } from './shipments.ts';
import { releaseUnitsIn } from './stock-release.ts';
import { refundFields, refundPayment } from './refunds.ts';
import { ordersCollection, type OrderDoc } from '../store/orders.ts';

function refuseChange(from: OrderStatus, to: AdminOrderStatus) {
  if (adminStatusChanges[from].includes(to)) return;
  throw conflict(from === to ? `This order is already ${from}` : `A ${from} order cannot be ${to}`);
}

/**
 * An admin ships a paid order, or cancels one that has not shipped (adminStatusChanges): an
 * unpaid one is cancelled, a paid one refunded through Stripe (cancelPaidOrder).
 */
export async function changeOrderStatus(
  db: Firestore,
  stripe: () => Promise<Stripe>,
  admin: Caller,
  id: string,
  status: AdminOrderStatus,
): Promise<Order> {
  if (!isDocumentId(id)) throw notFound('No such order');
  const seen = (await ordersCollection(db).doc(id).get()).data();
  if (!seen) throw notFound('No such order');
  refuseChange(seen.status, status);
  if (status === 'shipped') return shipTheRest(db, admin, id);
  if (seen.status === 'paid') return cancelPaidOrder(db, await stripe(), admin, id, seen);
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    refuseChange(found.order.status, status);
    return toOrder(id, await cancelIn(tx, db, found, admin, 'order-cancelled'));
  }, contendedTransaction);
}

/**
 * Cancels a paid order: Stripe refunds the payment first (one refund per order, whoever
 * asks and however often), then one transaction records it and puts the units back with an
 * `order-refunded` movement. When Stripe fails nothing has changed (502/503). Of two admins
 * at once, the second finds the order refunded and gets 409; their refund was the same one.
 */
async function cancelPaidOrder(
  db: Firestore,
  stripe: Stripe,
  admin: Caller,
  id: string,
  seen: OrderDoc,
): Promise<Order> {
  if (!seen.transactionId) throw new Error(`Paid order ${id} has no transaction`);
  const refund = await refundPayment(stripe, id, seen.transactionId);
  return db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    const { order } = found;
    if (order.status === 'refunded') throw conflict('This order is already refunded');
    const mail = await orderMailIn(tx, db, order, ['refunded']);
    // Shipped meanwhile by another admin: the money is back with the buyer all the same,
    // but the units have left the shop.
    if (order.status === 'paid') {
      await releaseUnitsIn(tx, db, [found], 'order-refunded', admin.uid);
    }
    const refunded = changeStatusIn(db, tx, found, {
      to: 'refunded',
      kind: 'refunded',
      by: anAdmin(admin),
      fields: { ...refundFields(refund), cancelledBy: admin.uid },
    });
    mail(id, refunded);
    return toOrder(id, refunded);
  }, contendedTransaction);
}

/**
 * `GET /order` (admins): one page of the orders of one status, or of all, newest first, after
 * the order `after`; and how many the view has. The pending view leaves out orders whose hold
 * has ended and whose release has not run yet (they read as expired, see toOrder): the read
 * releases nothing. With `q`, the orders its search finds among all (searchOrders).
 */
export async function listOrders(db: Firestore, { status, q, limit, after }: ListOrdersQuery) {
  const search = q === undefined ? undefined : readOrderSearch(q);
  if (search) return searchOrders(db, search, { limit, after });
  const view = status ?? defaultAdminOrderView;
  const newest = ordersCollection(db).orderBy('createdAt', 'desc');
  if (view === allOrdersView) return pageOfOrders(db, newest, { limit, after });
  const matches = ordersCollection(db).where('status', '==', view).orderBy('createdAt', 'desc');
  const page = await pageOfOrders(db, matches, { limit, after });
  if (view !== 'pending') return page;
  return { ...page, orders: page.orders.filter((order) => order.status === 'pending') };
}

/**
 * The orders a search finds, a page at a time, each by an index: by number, the one order
 * (numbers are unique); by email, the buyer's orders newest first (the orders' email is
 * stored lowercased, as the access token carries it); by name, the orders whose buyer's
 * lowercased name starts with the text, by name (a range on `customerNameKey`, which orders
 * placed before it lack until `npm run migrate-orders` writes it).
 */
function searchOrders(db: Firestore, search: OrderSearch, page: { limit: number; after?: string }) {
  const orders = ordersCollection(db);
  switch (search.by) {
    case 'orderNumber':
      return pageOfOrders(db, orders.where('orderNumber', '==', search.orderNumber), page);
    case 'email':
      return pageOfOrders(
        db,
        orders.where('email', '==', search.email).orderBy('createdAt', 'desc'),
        page,
      );
    case 'name':
      return pageOfOrders(
        db,
        orders
          .where('customerNameKey', '>=', search.prefix)
          .where('customerNameKey', '<', `${search.prefix}\uf8ff`)
          .orderBy('customerNameKey'),
        { ...page, canFollow: (cursor) => cursor.customerNameKey !== undefined },
      );
  }
}

/**
 * `GET /order/counts` (admins): how many orders have each status (one count query each), an
 * order whose hold has ended counted as expired, as it reads.
 */
export async function countOrders(db: Firestore): Promise<OrderCounts> {
  const orders = ordersCollection(db);
  const count = async (query: Query<OrderDoc>) => (await query.count().get()).data().count;
  const now = Timestamp.now();
  const [counts, ended] = await Promise.all([
    Promise.all(
      orderStatuses.map(
        async (status) => [status, await count(orders.where('status', '==', status))] as const,
      ),
    ),
    count(orders.where('status', '==', 'pending').where('holdEndsAt', '<=', now)),
  ]);
  const byStatus = Object.fromEntries(counts) as OrderCounts;
  return { ...byStatus, pending: byStatus.pending - ended, expired: byStatus.expired + ended };
}
