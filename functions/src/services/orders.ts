import { createHash } from 'node:crypto';
import {
  maxPerOrderOf,
  orderableMost,
  quantityProblem,
  quantityRangeMessage,
  type DeletedResponse,
  type MyOrdersQuery,
  type Order,
  type OrderStatus,
  type PlaceOrderInput,
  type StockMovementReason,
} from '@moto-parts/contracts';
import { cardPaymentCents } from '../lib/money.ts';
import { unpaidOrdersMax } from '../lib/limits.ts';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { sameEmail } from '../lib/emails.ts';
import { conflict, forbidden, notFound, validationFailed } from '../lib/http-error.ts';
import { centsToDollars, formatDollars } from '../lib/money.ts';
import { contendedTransaction, retryingClosed } from '../lib/closed-transaction.ts';
import { createSerialQueue } from '../lib/serial-queue.ts';
import { heldUnitsProblem, withReleasedHold } from './held-units.ts';
import { asSeenNow, releaseEndedHoldsOf } from './order-holds.ts';
import { orderMailer } from './order-mail.ts';
import { wantsOrderEmails } from './users.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recordStockMovement } from '../store/stock-movements.ts';
import { type UserDoc, usersCollection } from '../store/users.ts';
import {
  ordersCollection,
  type FoundOrder,
  type OrderDoc,
  unpaidOrdersOf,
} from '../store/orders.ts';

/** The statuses a customer sees: an order they (or an admin) removed is gone for them. */
const buyerVisibleStatuses: OrderStatus[] = ['pending', 'paid', 'shipped', 'expired', 'refunded'];

/**
 * Orders of one part queue in this instance (see serial-queue.ts); between instances the
 * transaction settles races, retrying more than the SDK's default 5 times, so that a burst
 * of buyers is never refused while stock is left.
 */
const onePartAtATime = createSerialQueue();

/** An order as the API answers it, as it is now (an ended hold reads as expired, see order-holds.ts). */
export function toOrder(id: string, stored: OrderDoc): Order {
  const order = asSeenNow(stored);
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
    holdEndsAt: order.holdEndsAt.toDate().toISOString(),
    refundId: order.refundId ?? null,
    refundStatus: order.refundStatus ?? null,
    refundFailureReason: order.refundFailureReason ?? null,
    dispute:
      order.disputeReason && order.disputeStatus
        ? { reason: order.disputeReason, status: order.disputeStatus }
        : null,
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

/** Why Stripe could not take `totalCents` in one payment, or null when it can. */
function chargeableProblem(totalCents: number) {
  const range = `${formatDollars(cardPaymentCents.min)} to ${formatDollars(cardPaymentCents.max)}`;
  if (totalCents >= cardPaymentCents.min && totalCents <= cardPaymentCents.max) return null;
  return `This order's total of ${formatDollars(totalCents)} cannot be paid by card: a card payment is ${range}`;
}

/**
 * Places an order in one transaction: checks `minOrder ≤ quantity ≤ availableQuantity` and
 * the part's most per order against the part as it is now, that the buyer holds fewer than
 * `unpaidOrdersMax` unpaid orders and not too many units (held-units.ts); takes the quantity
 * from stock for the hold's window, writes the order at the server's price, and records the
 * stock movement. Parallel orders can never oversell.
 */
export async function placeOrder(
  db: Firestore,
  caller: Caller,
  input: PlaceOrderInput,
  holdMinutes: number,
  idempotencyKey?: string,
): Promise<Order> {
  if (!isDocumentId(input.partId)) throw notFound('No such part');
  const partRef = partsCollection(db).doc(input.partId);
  const userRef = usersCollection(db).doc(caller.uid);
  const orders = ordersCollection(db);
  const orderRef = idempotencyKey
    ? orders.doc(replayableOrderId(caller.uid, idempotencyKey))
    : orders.doc();

  const attempt = () =>
    retryingClosed(() =>
      db.runTransaction(async (tx) => {
        const now = Timestamp.now();
        // One round trip for the three documents (a hot path: every order). getAll takes
        // references of one type, so each snapshot is read back through its own reference's
        // converter, which getAll applies as it reads; and one field mask, so it names the
        // fields read of any of them.
        const [partSnapshot, userSnapshot, earlier] = await tx.getAll(
          partRef as DocumentReference,
          userRef as DocumentReference,
          ...(idempotencyKey ? [orderRef as DocumentReference] : []),
          { fieldMask: [...placeOrderReads] },
        );
        if (earlier?.exists) throw conflict('This order was already placed');
        const part = partSnapshot?.data() as OrderedPart | undefined;
        if (!part) throw notFound('No such part');

        const limits = { ...part, maxPerOrder: maxPerOrderOf(part) };
        const range = quantityRangeMessage(part.minOrder, orderableMost(limits));
        switch (quantityProblem(input.quantity, limits)) {
          case 'not-a-whole-number':
          case 'below-minimum':
          case 'above-order-max':
            throw validationFailed(range, { quantity: range });
          case 'above-stock':
            throw new OutOfStock(
              part.availableQuantity < part.minOrder
                ? `${part.name} is out of stock`
                : `Not enough stock left: ${range}`,
            );
        }
        const totalPriceCents = input.quantity * part.priceCents;
        const unchargeable = chargeableProblem(totalPriceCents);
        if (unchargeable) throw validationFailed(unchargeable, { quantity: unchargeable });

        // The buyer's user document is read and written by each of their orders, so that two
        // of their orders never commit at once and the counts below cannot be overtaken.
        const unpaid = (await tx.get(unpaidOrdersOf(db, caller.uid, now))).docs.map((doc) =>
          doc.data(),
        );
        if (unpaid.length >= unpaidOrdersMax) {
          throw conflict(
            `You have ${unpaid.length} unpaid orders: pay for one or remove one before ordering more`,
          );
        }
        const user = userSnapshot?.data() as OrderingBuyer | undefined;
        const tooMany = heldUnitsProblem({
          part: { id: partRef.id, name: part.name, maxPerOrder: limits.maxPerOrder },
          quantity: input.quantity,
          unpaid,
          releasedHolds: user?.releasedHolds,
          now,
        });
        if (tooMany) throw conflict(tooMany, { quantity: tooMany });

        const availableAfter = part.availableQuantity - input.quantity;
        // The buyer's document is read above already: no read of orderMailIn's.
        const mail = orderMailer(tx, db, ['placed'], {
          wantsUpdates: wantsOrderEmails(user),
          adminUids: [],
        });
        const order: OrderDoc = {
          uid: caller.uid,
          email: caller.email,
          customerName: user?.name?.trim() || caller.email,
          partId: partRef.id,
          partName: part.name,
          quantity: input.quantity,
          unitPriceCents: part.priceCents,
          totalPriceCents,
          address: input.address,
          phone: input.phone,
          status: 'pending',
          paid: false,
          transactionId: null,
          holdEndsAt: Timestamp.fromMillis(now.toMillis() + holdMinutes * 60_000),
          createdAt: now,
          updatedAt: now,
        };
        tx.update(partRef, { availableQuantity: availableAfter, updatedAt: now });
        tx.set(userRef, { lastOrderAt: now }, { merge: true });
        tx.create(orderRef, order);
        mail(orderRef.id, order);
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

  return onePartAtATime(partRef.id, async () => {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      // Units may still be held by orders whose hold has just ended and which the expiry
      // task has not reached yet: give them back (or wait for whoever is), then try once more.
      const released = await releaseEndedHoldsOf(db, partRef.id, { wait: true });
      if (released !== 'released') throw error.asConflict();
      return attempt().catch((again: unknown) => {
        throw again instanceof OutOfStock ? again.asConflict() : again;
      });
    }
  });
}

/**
 * What an order reads of its part (not the catalogue's keys, tens of KB on a part that fits
 * many bikes) and of its buyer; of an earlier order with the same key, only that it exists.
 */
export const placeOrderReads = [
  'name',
  'minOrder',
  'maxPerOrder',
  'availableQuantity',
  'priceCents',
  'orderEmails',
  'releasedHolds',
] as const satisfies readonly (keyof PartDoc | keyof UserDoc)[];
type PlaceOrderRead = (typeof placeOrderReads)[number];
/** What an order reads of its part and of its buyer: the fields of each in `placeOrderReads`. */
type OrderedPart = Pick<PartDoc, Extract<PlaceOrderRead, keyof PartDoc>>;
type OrderingBuyer = Pick<UserDoc, Extract<PlaceOrderRead, keyof UserDoc>>;

/** Not enough stock for an order: 409, unless held units can be released first. */
class OutOfStock extends Error {
  asConflict = () => conflict(this.message);
}

/** The order `id` as its reader may see it, or 404 (also for what they may not know exists). */
export async function readOrder(tx: Transaction, db: Firestore, id: string) {
  if (!isDocumentId(id)) throw notFound('No such order');
  const ref = ordersCollection(db).doc(id);
  const order = (await tx.get(ref)).data();
  if (!order) throw notFound('No such order');
  return { ref, order };
}

/**
 * Gives an order's units back to its part inside `tx` (if the part is still in the
 * catalogue), with a stock movement. Reads come first, as transactions require: call it
 * before any write of the transaction.
 */
export async function releaseUnitsIn(
  tx: Transaction,
  db: Firestore,
  { ref, order }: FoundOrder,
  reason: StockMovementReason,
  uid: string | null,
) {
  const partRef = partsCollection(db).doc(order.partId);
  // Only its stock: not the catalogue's keys (see placeOrderReads).
  const [snapshot] = await tx.getAll(partRef, { fieldMask: ['availableQuantity'] });
  const part = snapshot?.data() as Pick<PartDoc, 'availableQuantity'> | undefined;
  if (!part) return;
  const availableAfter = part.availableQuantity + order.quantity;
  tx.update(partRef, { availableQuantity: availableAfter, updatedAt: Timestamp.now() });
  recordStockMovement(db, tx, {
    partId: order.partId,
    delta: order.quantity,
    availableAfter,
    reason,
    orderId: ref.id,
    uid,
  });
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
  await releaseUnitsIn(tx, db, found, reason, by.uid);
  const now = Timestamp.now();
  if (buyer?.exists) {
    const { releasedHolds } = buyer.data() as Pick<UserDoc, 'releasedHolds'>;
    tx.update(buyerRef, {
      releasedHolds: withReleasedHold(releasedHolds, found.order.partId, found.order.quantity, now),
    });
  }
  const cancelled = { status: 'cancelled' as const, updatedAt: now };
  tx.update(found.ref, { ...cancelled, cancelledBy: by.uid, releasedAt: now });
  return { ...found.order, ...cancelled };
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
  const order = snapshot?.data();
  if (!snapshot || !order) throw notFound('No such order');
  const ownLiveOrder = order.uid === caller.uid && order.status !== 'cancelled';
  if (!ownLiveOrder && !(await callerIsAdmin())) throw notFound('No such order');
  return toOrder(snapshot.id, order);
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
  return pageOfOrders(db, matches, { limit, after, ownedBy: caller.uid });
}

/**
 * One page of the orders `matches` finds (its own order, newest first): `limit` orders after
 * the order `after`, and how many it finds in all (one count query). With `ownedBy`, a cursor
 * that is someone else's order is answered as one that does not exist: a buyer's cursor must
 * not tell them whether another buyer's order id is real.
 */
export async function pageOfOrders(
  db: Firestore,
  matches: Query<OrderDoc>,
  { limit, after, ownedBy }: { limit: number; after?: string; ownedBy?: string },
) {
  let page = matches.limit(limit);
  if (after !== undefined) {
    const cursor = isDocumentId(after) ? await ordersCollection(db).doc(after).get() : undefined;
    const owner = cursor?.data()?.uid;
    if (!cursor?.exists || (ownedBy !== undefined && owner !== ownedBy)) {
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
