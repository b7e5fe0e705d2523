import { createHash } from 'node:crypto';
import {
  quantityProblem,
  quantityRangeMessage,
  type DeletedResponse,
  type Order,
  type OrderStatus,
  type PlaceOrderInput,
} from '@moto-parts/contracts';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { sameEmail } from '../lib/emails.ts';
import { conflict, forbidden, notFound, validationFailed } from '../lib/http-error.ts';
import { centsToDollars } from '../lib/money.ts';
import { createSerialQueue } from '../lib/serial-queue.ts';
import { partsCollection, type PartDoc } from './parts.ts';
import { recordStockMovement } from './stock.ts';
import { usersCollection, type UserDoc } from './users.ts';

/** `orders/{id}`: written only by the API. Money in integer cents. */
export interface OrderDoc {
  uid: string;
  email: string;
  customerName: string;
  partId: string;
  partName: string;
  quantity: number;
  unitPriceCents: number;
  totalPriceCents: number;
  address: string;
  phone: string;
  status: OrderStatus;
  paid: boolean;
  transactionId: string | null;
  /** The one Stripe PaymentIntent created for this order (see services/payments.ts). */
  paymentIntentId?: string;
  /** A payment that completed after the order was removed: an admin refunds it in Stripe. */
  refundDueTransactionId?: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export const ordersCollection = (db: Firestore) => db.collection('orders');

/** The statuses a customer still sees: a cancelled order is gone from their point of view. */
const liveStatuses: OrderStatus[] = ['pending', 'paid', 'shipped'];

/**
 * Orders of one part queue in this instance (see serial-queue.ts); between instances the
 * transaction settles races, retrying more than the SDK's default 5 times, so that a burst
 * of buyers is never refused while stock is left.
 */
const onePartAtATime = createSerialQueue();
export const contendedTransaction = { maxAttempts: 20 };

export function toOrder(id: string, order: OrderDoc): Order {
  return {
    _id: id,
    partId: order.partId,
    name: order.partName,
    customerName: order.customerName,
    email: order.email,
    address: order.address,
    phone: order.phone,
    quantity: order.quantity,
    unitPrice: centsToDollars(order.unitPriceCents),
    totalPrice: centsToDollars(order.totalPriceCents),
    status: order.status,
    paid: order.paid,
    transactionId: order.transactionId,
    refundDueTransactionId: order.refundDueTransactionId ?? null,
    createdAt: order.createdAt.toDate().toISOString(),
    updatedAt: order.updatedAt.toDate().toISOString(),
  };
}

/**
 * The order id of a request with an `Idempotency-Key`: derived from the key and the buyer, so
 * a replay finds the order it already placed (and another buyer's key names another order).
 */
const replayableOrderId = (uid: string, key: string) =>
  createHash('sha256').update(`${uid}\n${key}`).digest('base64url');

async function customerName(db: Firestore, caller: Caller) {
  const user = (await usersCollection(db).doc(caller.uid).get()).data() as UserDoc | undefined;
  return user?.name?.trim() || caller.email;
}

/**
 * Places an order in one transaction: checks `minOrder ≤ quantity ≤ availableQuantity`
 * against the part as it is now, takes the quantity from stock, writes the order at the
 * server's price, and records the stock movement. Parallel orders can never oversell.
 */
export async function placeOrder(
  db: Firestore,
  caller: Caller,
  input: PlaceOrderInput,
  idempotencyKey?: string,
): Promise<Order> {
  if (!isDocumentId(input.partId)) throw notFound('No such part');
  const partRef = partsCollection(db).doc(input.partId);
  const orders = ordersCollection(db);
  const orderRef = idempotencyKey
    ? orders.doc(replayableOrderId(caller.uid, idempotencyKey))
    : orders.doc();
  const buyer = await customerName(db, caller);

  return onePartAtATime(partRef.id, () =>
    db.runTransaction(async (tx) => {
      const [partSnapshot, earlier] = idempotencyKey
        ? await tx.getAll(partRef, orderRef)
        : [await tx.get(partRef)];
      if (earlier?.exists) throw conflict('This order was already placed');
      if (!partSnapshot?.exists) throw notFound('No such part');
      const part = partSnapshot.data() as PartDoc;

      const range = quantityRangeMessage(part.minOrder, part.availableQuantity);
      switch (quantityProblem(input.quantity, part)) {
        case 'not-a-whole-number':
        case 'below-minimum':
          throw validationFailed(range, { quantity: range });
        case 'above-stock':
          throw conflict(
            part.availableQuantity < part.minOrder
              ? `${part.name} is out of stock`
              : `Not enough stock left: ${range}`,
          );
      }

      const now = Timestamp.now();
      const availableAfter = part.availableQuantity - input.quantity;
      const order: OrderDoc = {
        uid: caller.uid,
        email: caller.email,
        customerName: buyer,
        partId: partRef.id,
        partName: part.name,
        quantity: input.quantity,
        unitPriceCents: part.priceCents,
        totalPriceCents: input.quantity * part.priceCents,
        address: input.address,
        phone: input.phone,
        status: 'pending',
        paid: false,
        transactionId: null,
        createdAt: now,
        updatedAt: now,
      };
      tx.update(partRef, { availableQuantity: availableAfter, updatedAt: now });
      tx.create(orderRef, order);
      recordStockMovement(db, tx, {
        partId: partRef.id,
        delta: -input.quantity,
        availableAfter,
        reason: 'order',
        orderId: orderRef.id,
        uid: caller.uid,
      });
      return toOrder(orderRef.id, order);
    }, contendedTransaction),
  );
}

/** The order `id` as its reader may see it, or 404 (also for what they may not know exists). */
export async function readOrder(tx: Transaction, db: Firestore, id: string) {
  if (!isDocumentId(id)) throw notFound('No such order');
  const ref = ordersCollection(db).doc(id);
  const snapshot = await tx.get(ref);
  if (!snapshot.exists) throw notFound('No such order');
  return { ref, order: snapshot.data() as OrderDoc };
}

/**
 * Cancels an order inside `tx`: its quantity goes back to the part (if the part is still
 * in the catalogue), with a stock movement. Reads come first, as transactions require.
 */
export async function cancelIn(
  tx: Transaction,
  db: Firestore,
  { ref, order }: { ref: DocumentReference; order: OrderDoc },
  by: Caller,
  reason: 'order-removed' | 'order-cancelled',
): Promise<OrderDoc> {
  const partRef = partsCollection(db).doc(order.partId);
  const part = await tx.get(partRef);
  const now = Timestamp.now();
  if (part.exists) {
    const availableAfter = (part.data() as PartDoc).availableQuantity + order.quantity;
    tx.update(partRef, { availableQuantity: availableAfter, updatedAt: now });
    recordStockMovement(db, tx, {
      partId: order.partId,
      delta: order.quantity,
      availableAfter,
      reason,
      orderId: ref.id,
      uid: by.uid,
    });
  }
  const cancelled = { status: 'cancelled' as const, updatedAt: now };
  tx.update(ref, { ...cancelled, cancelledBy: by.uid });
  return { ...order, ...cancelled };
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
    await cancelIn(tx, db, found, caller, 'order-removed');
  }, contendedTransaction);
  return { deletedCount: 1 };
}

/**
 * One order for its buyer or an admin. Anyone else, and the buyer of a removed order, gets
 * 404: an order id tells nobody else anything.
 */
export async function getOrder(
  db: Firestore,
  caller: Caller,
  id: string,
  callerIsAdmin: () => Promise<boolean>,
): Promise<Order> {
  const snapshot = isDocumentId(id) ? await ordersCollection(db).doc(id).get() : undefined;
  const order = snapshot?.data() as OrderDoc | undefined;
  if (!snapshot || !order) throw notFound('No such order');
  const ownLiveOrder = order.uid === caller.uid && order.status !== 'cancelled';
  if (!ownLiveOrder && !(await callerIsAdmin())) throw notFound('No such order');
  return toOrder(snapshot.id, order);
}

/** `GET /my-order?email=`: the caller's live orders, newest first; only their own email. */
export async function listMyOrders(db: Firestore, caller: Caller, email: string) {
  if (!sameEmail(caller.email, email)) throw forbidden('You can only see your own orders');
  const snapshot = await ordersCollection(db)
    .where('uid', '==', caller.uid)
    .where('status', 'in', liveStatuses)
    .orderBy('createdAt', 'desc')
    .get();
  return snapshot.docs.map((doc) => toOrder(doc.id, doc.data() as OrderDoc));
}
