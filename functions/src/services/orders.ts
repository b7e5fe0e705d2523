// An order's reads and its buyer's removal, and what the admins' changes and the holds' ends
// share with them: answering an order, giving its units back, cancelling it.
import {
  carriers,
  orderHistoryMax,
  orderStatuses,
  orderTitle,
  type DeletedResponse,
  type MyOrdersQuery,
  type Order,
  type OrderEvent,
  type OrderRecall,
  type OrderRefund,
  type OrderReturn,
  type Shipment,
  unitsInParcels,
} from '@moto-parts/contracts';
import { Timestamp, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { sameEmail } from '../lib/emails.ts';
import { conflict, forbidden, notFound, validationFailed } from '../lib/http-error.ts';
import { centsToDollars } from '../lib/money.ts';
import { contendedTransaction } from '../lib/closed-transaction.ts';
import { withReleasedHold } from './held-units.ts';
import { asSeenNow } from './order-holds.ts';
import { anAdmin, changeStatusIn, theBuyer } from './order-state.ts';
import { returnableUntil } from './return-window.ts';
import { releaseUnitsIn } from './stock-release.ts';
import { orderHistoryCollection } from '../store/order-history.ts';
import { type UserDoc, usersCollection } from '../store/users.ts';
import {
  ordersCollection,
  recordedRefunds,
  refundedCentsOf,
  type FoundOrder,
  type OrderDoc,
  type OrderRecallDoc,
  type RefundDoc,
  type ReturnDoc,
  type ShipmentDoc,
} from '../store/orders.ts';

/** The statuses a customer sees: an order they (or an admin) removed is gone for them. */
const buyerVisibleStatuses = orderStatuses.filter((status) => status !== 'cancelled');

/** A parcel as the API answers it, its lines named as the order names them. */
function toShipment(shipment: ShipmentDoc, lines: OrderDoc['lines']): Shipment {
  return {
    id: shipment.id,
    carrier: shipment.carrier,
    carrierName: shipment.carrier ? carriers[shipment.carrier].name : null,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    lines: shipment.lines.map(({ partId, quantity, lots = [] }) => ({
      partId,
      name: lines.find((line) => line.partId === partId)?.name ?? partId,
      quantity,
      lots,
    })),
    shippedAt: shipment.shippedAt.toDate().toISOString(),
    deliveredAt: shipment.deliveredAt?.toDate().toISOString() ?? null,
  };
}

/** A return as the API answers it, its line named as the order names it. */
function toReturn(asked: ReturnDoc, lines: OrderDoc['lines']): OrderReturn {
  const iso = (time: ReturnDoc['decidedAt']) => time?.toDate().toISOString() ?? null;
  return {
    id: asked.id,
    partId: asked.partId,
    name: lines.find((line) => line.partId === asked.partId)?.name ?? asked.partId,
    quantity: asked.quantity,
    reason: asked.reason,
    note: asked.note,
    bike: asked.bike,
    status: asked.status,
    adminNote: asked.adminNote,
    condition: asked.condition,
    refundId: asked.refundId,
    refund: asked.refundCents === null ? null : centsToDollars(asked.refundCents),
    refundsShipping: asked.refundsShipping,
    requestedAt: asked.requestedAt.toDate().toISOString(),
    decidedAt: iso(asked.decidedAt),
    receivedAt: iso(asked.receivedAt),
  };
}

/** A recall the order got, as the API answers it, its part named as the order names it. */
const toRecall = (recall: OrderRecallDoc, lines: OrderDoc['lines']): OrderRecall => ({
  id: recall.id,
  partId: recall.partId,
  name: lines.find((line) => line.partId === recall.partId)?.name ?? recall.partId,
  message: recall.message,
  lots: recall.lots,
  units: recall.units,
  recalledAt: recall.recalledAt.toDate().toISOString(),
  answeredAt: recall.answeredAt?.toDate().toISOString() ?? null,
});

const toRefund = (refund: RefundDoc): OrderRefund => ({
  id: refund.id,
  returnId: refund.returnId,
  amount: centsToDollars(refund.amountCents),
  status: refund.status,
  failureReason: refund.failureReason,
});

/** An order as the API answers it, as it is now (an ended hold reads as expired, see order-holds.ts). */
export function toOrder(id: string, stored: OrderDoc): Order {
  const order = asSeenNow(stored);
  const shipments = order.shipments ?? [];
  const lines = order.lines.map((line) => ({
    partId: line.partId,
    name: line.name,
    sku: line.sku ?? null,
    unitPrice: centsToDollars(line.unitPriceCents),
    quantity: line.quantity,
    lineTotal: centsToDollars(line.lineTotalCents),
    shippedQuantity: unitsInParcels(shipments, line.partId),
  }));
  return {
    _id: id,
    orderNumber: order.orderNumber,
    lines,
    subtotal: centsToDollars(order.subtotalCents),
    shipping: centsToDollars(order.shippingCents),
    totalPrice: centsToDollars(order.totalPriceCents),
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    partId: order.lines[0].partId,
    name: orderTitle(order.lines),
    quantity: lines.reduce((units, line) => units + line.quantity, 0),
    unitPrice: lines[0]?.unitPrice ?? 0,
    customerName: order.customerName,
    email: order.email,
    address: order.address,
    phone: order.phone,
    status: order.status,
    shipments: shipments.map((shipment) => toShipment(shipment, order.lines)),
    deliveredAt: order.deliveredAt?.toDate().toISOString() ?? null,
    paid: order.paid,
    transactionId: order.transactionId,
    holdEndsAt: order.holdEndsAt.toDate().toISOString(),
    refundId: order.refundId ?? null,
    refundStatus: order.refundStatus ?? null,
    refundFailureReason: order.refundFailureReason ?? null,
    returnableUntil: returnableUntil(order)?.toISOString() ?? null,
    returns: (order.returns ?? []).map((asked) => toReturn(asked, order.lines)),
    refunds: recordedRefunds(order).map(toRefund),
    refunded: centsToDollars(refundedCentsOf(order)),
    recalls: (order.recalls ?? []).map((recall) => toRecall(recall, order.lines)),
    dispute:
      order.disputeReason && order.disputeStatus
        ? { reason: order.disputeReason, status: order.disputeStatus }
        : null,
    createdAt: order.createdAt.toDate().toISOString(),
    updatedAt: order.updatedAt.toDate().toISOString(),
  };
}

/** The order `id` as its reader may see it, or 404 (also for what they may not know exists). */
export async function readOrder(tx: Transaction, db: Firestore, id: string) {
  if (!isDocumentId(id)) throw notFound('No such order');
  const ref = ordersCollection(db).doc(id);
  const order = (await tx.get(ref)).data();
  if (!order) throw notFound('No such order');
  return { ref, order };
}

/** Cancels an unpaid order inside `tx`: its quantity goes back to stock. */
export async function cancelIn(
  tx: Transaction,
  db: Firestore,
  found: FoundOrder,
  by: Caller,
  reason: 'order-removed' | 'order-cancelled',
): Promise<OrderDoc> {
  // A buyer's own removal still counts against them for a while (held-units.ts); an admin's
  // cancellation does not.
  const buyerRef = usersCollection(db).doc(found.order.uid);
  const [buyer] =
    reason === 'order-removed'
      ? await tx.getAll(buyerRef, { fieldMask: ['releasedHolds'] })
      : [undefined];
  await releaseUnitsIn(tx, db, [found], reason, by.uid);
  const now = Timestamp.now();
  if (buyer?.exists) {
    const { releasedHolds } = buyer.data() as Pick<UserDoc, 'releasedHolds'>;
    tx.update(buyerRef, {
      releasedHolds: withReleasedHold(releasedHolds, found.order.lines, now),
    });
  }
  return changeStatusIn(db, tx, found, {
    to: 'cancelled',
    ...(reason === 'order-removed'
      ? { kind: 'removed', by: theBuyer(by) }
      : { kind: 'cancelled', by: anAdmin(by) }),
    fields: { cancelledBy: by.uid, releasedAt: now, updatedAt: now },
  });
}

/** `DELETE /my-order/{id}`: the buyer removes an unpaid order; its quantity goes back. */
export async function removeMyOrder(
  db: Firestore,
  caller: Caller,
  id: string,
): Promise<DeletedResponse> {
  await db.runTransaction(async (tx) => {
    const found = await readOrder(tx, db, id);
    if (found.order.uid !== caller.uid || found.order.status === 'cancelled') {
      throw notFound('No such order');
    }
    if (found.order.paid) {
      throw conflict('A paid order cannot be removed: contact us to cancel it');
    }
    if (found.order.status !== 'pending') {
      throw conflict(`This order has ${found.order.status}: there is nothing to remove`);
    }
    await cancelIn(tx, db, found, caller, 'order-removed');
  }, contendedTransaction);
  return { deletedCount: 1 };
}

/**
 * Order `id` for its buyer or an admin, and which of them the caller is to it. Anyone else,
 * and the buyer of a removed order, gets 404: an order id tells nobody else anything.
 */
export async function visibleOrder(
  db: Firestore,
  caller: Caller,
  id: string,
  callerIsAdmin: () => Promise<boolean>,
) {
  const order = isDocumentId(id) ? (await ordersCollection(db).doc(id).get()).data() : undefined;
  if (!order) throw notFound('No such order');
  if (order.uid === caller.uid && order.status !== 'cancelled') {
    return { order, actor: theBuyer(caller) };
  }
  if (await callerIsAdmin()) return { order, actor: anAdmin(caller) };
  throw notFound('No such order');
}

/** `GET /order/{id}`: one order, for its buyer or an admin (visibleOrder). */
export async function getOrder(
  db: Firestore,
  caller: Caller,
  id: string,
  callerIsAdmin: () => Promise<boolean>,
): Promise<Order> {
  const { order } = await visibleOrder(db, caller, id, callerIsAdmin);
  return toOrder(id, order);
}

/** `GET /order/{id}/history`: what happened to the order, oldest first (visibleOrder). */
export async function getOrderHistory(
  db: Firestore,
  caller: Caller,
  id: string,
  callerIsAdmin: () => Promise<boolean>,
): Promise<OrderEvent[]> {
  await visibleOrder(db, caller, id, callerIsAdmin);
  const events = await orderHistoryCollection(db, id).orderBy('at').limit(orderHistoryMax).get();
  return events.docs.map((doc) => {
    const { kind, status, actor, shipmentId, returnId, recallId, at } = doc.data();
    return {
      kind,
      status,
      actor,
      shipmentId,
      ...(returnId ? { returnId } : {}),
      ...(recallId ? { recallId } : {}),
      at: at.toDate().toISOString(),
    };
  });
}

/**
 * `GET /my-order?email=`: the caller's orders but the removed ones, newest first; only their
 * own email. An order whose hold has ended shows as expired (toOrder), never as payable; the
 * read releases nothing. `after` must be one of the caller's orders.
 */
export async function listMyOrders(
  db: Firestore,
  caller: Caller,
  { email, limit, after }: MyOrdersQuery,
) {
  if (!sameEmail(caller.email, email)) throw forbidden('You can only see your own orders');
  const matches = ordersCollection(db)
    .where('uid', '==', caller.uid)
    .where('status', 'in', buyerVisibleStatuses)
    .orderBy('createdAt', 'desc');
  // A buyer's cursor must not tell them whether another buyer's order id is real.
  return pageOfOrders(db, matches, { limit, after, canFollow: ({ uid }) => uid === caller.uid });
}

/**
 * One page of the orders `matches` finds (its own order, newest first): `limit` orders after
 * the order `after`, and how many it finds in all (one count query). A cursor that is no
 * order, or one `canFollow` refuses (another buyer's; one without the field the query orders
 * by, which Firestore cannot start after), is answered as one that does not exist.
 */
export async function pageOfOrders(
  db: Firestore,
  matches: Query<OrderDoc>,
  {
    limit,
    after,
    canFollow = () => true,
  }: { limit: number; after?: string; canFollow?: (cursor: OrderDoc) => boolean },
) {
  let page = matches.limit(limit);
  if (after !== undefined) {
    const cursor = isDocumentId(after) ? await ordersCollection(db).doc(after).get() : undefined;
    const found = cursor?.data();
    if (!cursor || !found || !canFollow(found)) {
      throw validationFailed('No such order to page after', { after: 'No such order' });
    }
    page = page.startAfter(cursor);
  }
  const [snapshot, count] = await Promise.all([page.get(), matches.count().get()]);
  return {
    orders: snapshot.docs.map((doc) => toOrder(doc.id, doc.data())),
    total: count.data().count,
  };
}
