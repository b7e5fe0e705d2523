// Placing an order (docs/decisions/0032-orders-with-lines.md): 1 to 50 lines, each held from
// its part's stock in one transaction, all or none, priced and shipped by the server's data.
import { createHash } from 'node:crypto';
import {
  addressLines,
  customerNameKey,
  maxPerOrderOf,
  orderableMost,
  quantityProblem,
  quantityRangeMessage,
  type CartOrderInput,
  type Order,
  type OrderShippingMethod,
  type PlaceOrderInput,
  type ShippingAddress,
  type ShortLine,
  weightGramsOf,
} from '@moto-parts/contracts';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import type { Caller } from '../lib/access-token.ts';
import { contendedTransaction, retryingClosed } from '../lib/closed-transaction.ts';
import { createNumberBlocks, type NextNumber } from '../lib/number-blocks.ts';
import { isDocumentId } from '../lib/document-id.ts';
import { homeMarket } from '../lib/home-market.ts';
import { conflict, notFound, shortOfStock, validationFailed } from '../lib/http-error.ts';
import { unpaidOrdersMax } from '../lib/limits.ts';
import { cardPaymentCents, formatDollars } from '../lib/money.ts';
import { createSerialQueue } from '../lib/serial-queue.ts';
import { heldUnitsProblem } from './held-units.ts';
import { lowStockIn, lowStockReads, stockChangeOf } from './low-stock.ts';
import { releaseEndedHoldsOf } from './order-holds.ts';
import { orderMailer } from './order-mail.ts';
import { theBuyer } from './order-state.ts';
import { recordSalesIn } from './sales-rollups.ts';
import { toOrder } from './orders.ts';
import {
  defaultShippingMethodOf,
  shippingCostOf,
  shippingMethodOf,
  type PricedMethod,
} from './shipping.ts';
import { wantsOrderEmails } from './users.ts';
import {
  ordersCollection,
  unpaidOrdersOf,
  type OrderDoc,
  type OrderLineDoc,
  type OrderLines,
} from '../store/orders.ts';
import { takeOrderNumbers } from '../store/order-numbers.ts';
import { partsCollection, type PartDoc } from '../store/parts.ts';
import { recordOrderEvent } from '../store/order-history.ts';
import { recordStockMovement } from '../store/stock-movements.ts';
import { usersCollection, type UserDoc } from '../store/users.ts';

/**
 * How many order numbers an instance takes at a time: one write of the counter per 50 orders
 * of an instance, and at most 49 numbers lost when it stops.
 */
export const orderNumberBlockSize = 50;

/**
 * An instance's order numbers (docs/decisions/0043-order-numbers-and-thank-you.md): one per
 * app, made when the app is, handed out from memory a block at a time.
 */
export const orderNumberSource = (db: Firestore): NextNumber =>
  createNumberBlocks((size) => takeOrderNumbers(db, size), orderNumberBlockSize);

/** How `placeOrder` places: the hold's length, the instance's numbers, the request's key. */
export interface PlaceOrderOptions {
  holdMinutes: number;
  nextOrderNumber: NextNumber;
  /** The `Idempotency-Key` header: the same key places one order, its replay is 409. */
  idempotencyKey?: string;
}

/** What an order asks for, from either body of `POST /order`. */
interface OrderRequest {
  lines: { partId: string; quantity: number }[];
  address: string;
  shippingAddress: ShippingAddress | null;
  /** How it ships: a method of the zone of the address's country. */
  method: PricedMethod;
  phone: string;
}

/**
 * The 2022 body: one part and a free-text address with no country, so priced as the shop's
 * home market, by its zone's default method (docs/decisions/0042-third-review.md).
 */
async function fromPartBody(db: Firestore, input: PlaceOrderInput): Promise<OrderRequest> {
  return {
    lines: [{ partId: input.partId, quantity: input.quantity }],
    address: input.address,
    shippingAddress: null,
    method: await defaultShippingMethodOf(db, homeMarket().country),
    phone: input.phone,
  };
}

/** A cart's body: its lines, the address written out as text too, a method of its zone. */
async function fromCartBody(db: Firestore, input: CartOrderInput): Promise<OrderRequest> {
  const shippingAddress = input.shippingAddress as ShippingAddress;
  return {
    lines: input.lines,
    address: addressLines(shippingAddress).join(', '),
    shippingAddress,
    method: await shippingMethodOf(db, shippingAddress.country, input.shippingMethod),
    phone: input.phone,
  };
}

/**
 * Orders of one part queue in this instance (see serial-queue.ts); between instances the
 * transaction settles races, retrying more than the SDK's default 5 times, so that a burst
 * of buyers is never refused while stock is left.
 */
const onePartAtATime = createSerialQueue();

/**
 * Runs `task` in the queues of all `partIds`, taken in one order (sorted), so that two orders
 * of the same parts never wait on each other's queue.
 */
const inPartQueues = <T>(partIds: string[], task: () => Promise<T>) =>
  [...partIds]
    .sort()
    .reduceRight<() => Promise<T>>((inner, partId) => () => onePartAtATime(partId, inner), task)();

/**
 * The order id of a request with an `Idempotency-Key`: derived from the key and the buyer, so
 * a replay finds the order it already placed (and another buyer's key names another order).
 */
const replayableOrderId = (uid: string, key: string) =>
  createHash('sha256').update(`${uid}\n${key}`).digest('base64url');

/** The earlier of a part's earliest hold end and a new hold's end. */
const earlierOf = (stored: Timestamp | null | undefined, holdEndsAt: Timestamp) =>
  stored && stored.toMillis() <= holdEndsAt.toMillis() ? stored : holdEndsAt;

/** Why Stripe could not take `totalCents` in one payment, or null when it can. */
function chargeableProblem(totalCents: number) {
  const range = `${formatDollars(cardPaymentCents.min)} to ${formatDollars(cardPaymentCents.max)}`;
  if (totalCents >= cardPaymentCents.min && totalCents <= cardPaymentCents.max) return null;
  return `This order's total of ${formatDollars(totalCents)} cannot be paid by card: a card payment is ${range}`;
}

/**
 * What an order reads of each part (not the catalogue's keys, tens of KB on a part that fits
 * many bikes) and of its buyer; of an earlier order with the same key, only that it exists.
 */
export const placeOrderReads = [
  'name',
  'sku',
  'minOrder',
  'maxPerOrder',
  'availableQuantity',
  'priceCents',
  'weightGrams',
  'orderEmails',
  'releasedHolds',
  'earliestHoldEnd',
  // The low-stock rule's (low-stock.ts): two fields, and a read more only on a crossing.
  ...lowStockReads,
] as const satisfies readonly (keyof PartDoc | keyof UserDoc)[];
type PlaceOrderRead = (typeof placeOrderReads)[number];
/** What an order reads of its part and of its buyer: the fields of each in `placeOrderReads`. */
type OrderedPart = Pick<PartDoc, Extract<PlaceOrderRead, keyof PartDoc>>;
type OrderingBuyer = Pick<UserDoc, Extract<PlaceOrderRead, keyof UserDoc>>;

/** Lines short of stock: 409 naming each, unless held units can be released first. */
class OutOfStock extends Error {
  readonly lines: ShortLine[];
  /** Whether a short line's part may have units in holds that ended: a release may find some. */
  readonly mayRelease: boolean;
  constructor(message: string, lines: ShortLine[], mayRelease: boolean) {
    super(message);
    this.lines = lines;
    this.mayRelease = mayRelease;
  }
  asConflict = () => shortOfStock(this.message, this.lines);
}

/** Whether a hold of `part` may have ended unreleased by `now` (PartDoc.earliestHoldEnd). */
const mayHaveEndedHolds = (part: Pick<PartDoc, 'earliestHoldEnd'>, now: Timestamp) =>
  part.earliestHoldEnd != null && part.earliestHoldEnd.toMillis() <= now.toMillis();

/** A line checked against its part: the line as the order keeps it, and its part's limits. */
interface CheckedLine {
  line: OrderLineDoc;
  part: OrderedPart & { id: string; maxPerOrder: number };
}

/**
 * Each line against its part as it is now: its min and max per order (400, the field named
 * by line), and its stock (OutOfStock, naming every short line and how many of it can be had).
 */
function checkLines(
  request: OrderRequest,
  parts: (DocumentSnapshot | undefined)[],
  fromCart: boolean,
  now: Timestamp,
): CheckedLine[] {
  const checked: CheckedLine[] = [];
  const short: { line: ShortLine; name: string; range: string; mayRelease: boolean }[] = [];
  request.lines.forEach(({ partId, quantity }, index) => {
    const stored = parts[index]?.data() as OrderedPart | undefined;
    if (!stored) throw notFound(fromCart ? `No such part: ${partId}` : 'No such part');
    const part = { ...stored, id: partId, maxPerOrder: maxPerOrderOf(stored) };
    const most = orderableMost(part);
    const range = quantityRangeMessage(part.minOrder, most);
    switch (quantityProblem(quantity, part)) {
      case 'not-a-whole-number':
      case 'below-minimum':
      case 'above-order-max': {
        if (!fromCart) throw validationFailed(range, { quantity: range });
        throw validationFailed(`${part.name}: ${range}`, { [`lines[${index}].quantity`]: range });
      }
      case 'above-stock': {
        const available = part.availableQuantity < part.minOrder ? 0 : most;
        const mayRelease = mayHaveEndedHolds(part, now);
        short.push({ line: { partId, available }, name: part.name, range, mayRelease });
        return;
      }
    }
    const lineTotalCents = quantity * part.priceCents;
    checked.push({
      line: {
        partId,
        name: part.name,
        ...(part.sku !== undefined && { sku: part.sku }),
        unitPriceCents: part.priceCents,
        quantity,
        lineTotalCents,
      },
      part,
    });
  });
  const [first] = short;
  if (first) {
    const message =
      short.length > 1
        ? `Not enough stock left of ${short.map(({ name }) => name).join(', ')}`
        : first.line.available === 0
          ? `${first.name} is out of stock`
          : `Not enough stock left: ${first.range}`;
    throw new OutOfStock(
      message,
      short.map(({ line }) => line),
      short.some(({ mayRelease }) => mayRelease),
    );
  }
  return checked;
}

/** The order's shipping, priced by the server for its weight and subtotal. */
function shippingOf({ method }: OrderRequest, checked: CheckedLine[], subtotalCents: number) {
  const weightGrams = checked.reduce(
    (total, { line, part }) => total + line.quantity * weightGramsOf(part),
    0,
  );
  const cents = shippingCostOf(method, { subtotalCents, weightGrams });
  const shippingMethod: OrderShippingMethod = { id: method.id, name: method.name };
  return { method: shippingMethod, cents };
}

/**
 * `POST /order`, either body. Places the order in one transaction: each line's quantity
 * checked against its part as it is now (min, most per order, stock); the buyer's fewer than
 * `unpaidOrdersMax` unpaid orders and their held units (held-units.ts); every line's units
 * taken from stock for the hold's window, one stock movement each; the order written at the
 * server's prices with the server's shipping. Parallel orders can never oversell; a short
 * line holds nothing of any line (409 with `error.lines`).
 */
export async function placeOrder(
  db: Firestore,
  caller: Caller,
  input: PlaceOrderInput | CartOrderInput,
  { holdMinutes, nextOrderNumber, idempotencyKey }: PlaceOrderOptions,
): Promise<Order> {
  const fromCart = 'lines' in input;
  const request = fromCart ? await fromCartBody(db, input) : await fromPartBody(db, input);
  const partIds = request.lines.map(({ partId }) => partId);
  const unknown = partIds.find((partId) => !isDocumentId(partId));
  if (unknown !== undefined) throw notFound(fromCart ? `No such part: ${unknown}` : 'No such part');

  const partRefs = partIds.map((partId) => partsCollection(db).doc(partId));
  const userRef = usersCollection(db).doc(caller.uid);
  const orders = ordersCollection(db);
  const orderRef = idempotencyKey
    ? orders.doc(replayableOrderId(caller.uid, idempotencyKey))
    : orders.doc();

  // Taken once the order is known to go through, and once per request: a transaction tried
  // again, or the second attempt after released holds, keeps its number; a refused order takes
  // none.
  let orderNumber: Promise<number> | undefined;
  const numberOfThisOrder = () => (orderNumber ??= nextOrderNumber());

  const attempt = () =>
    retryingClosed(() =>
      db.runTransaction(async (tx) => {
        const now = Timestamp.now();
        // One round trip for every document (a hot path: every order). getAll takes
        // references of one type, so each snapshot is read back through its own reference's
        // converter, which getAll applies as it reads; and one field mask, so it names the
        // fields read of any of them.
        const snapshots = await tx.getAll(
          userRef as DocumentReference,
          ...(partRefs as DocumentReference[]),
          ...(idempotencyKey ? [orderRef as DocumentReference] : []),
          { fieldMask: [...placeOrderReads] },
        );
        const [userSnapshot, ...parts] = snapshots.slice(0, partRefs.length + 1);
        if (snapshots[partRefs.length + 1]?.exists) throw conflict('This order was already placed');
        const checked = checkLines(request, parts, fromCart, now);
        const lines = checked.map(({ line }) => line) as OrderLines;
        const subtotalCents = lines.reduce((total, line) => total + line.lineTotalCents, 0);
        const shipping = shippingOf(request, checked, subtotalCents);
        const totalPriceCents = subtotalCents + shipping.cents;
        const unchargeable = chargeableProblem(totalPriceCents);
        if (unchargeable) {
          throw validationFailed(unchargeable, { [fromCart ? 'lines' : 'quantity']: unchargeable });
        }

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
          lines: checked.map(({ line, part }) => ({ part, quantity: line.quantity })),
          unpaid: unpaid.flatMap((order) => order.lines),
          releasedHolds: user?.releasedHolds,
          now,
        });
        if (tooMany) throw conflict(tooMany, { [fromCart ? 'lines' : 'quantity']: tooMany });
        // The last read, and only when a line takes its part past its reorder point.
        const low = await lowStockIn(
          tx,
          db,
          checked.map(({ line, part }) =>
            stockChangeOf(line.partId, part, part.availableQuantity - line.quantity),
          ),
        );

        // Not a read of this transaction: the instance's block, or a block taken in a small
        // transaction of its own (the counter is no document this one holds).
        const number = await numberOfThisOrder();
        // The buyer's document is read above already: no read of orderMailIn's.
        const mail = orderMailer(tx, db, ['placed'], {
          wantsUpdates: wantsOrderEmails(user),
          adminUids: [],
        });
        const customerName = user?.name?.trim() || caller.email;
        const holdEndsAt = Timestamp.fromMillis(now.toMillis() + holdMinutes * 60_000);
        const order: OrderDoc = {
          orderNumber: number,
          uid: caller.uid,
          email: caller.email,
          customerName,
          customerNameKey: customerNameKey(customerName),
          lines,
          partIds,
          subtotalCents,
          shippingCents: shipping.cents,
          totalPriceCents,
          address: request.address,
          shippingAddress: request.shippingAddress,
          shippingMethod: shipping.method,
          phone: request.phone,
          status: 'pending',
          paid: false,
          transactionId: null,
          holdEndsAt,
          createdAt: now,
          updatedAt: now,
        };
        checked.forEach(({ line, part }, index) => {
          const availableAfter = part.availableQuantity - line.quantity;
          tx.update(partRefs[index] as DocumentReference, {
            availableQuantity: availableAfter,
            ...low.fieldsOf(line.partId),
            earliestHoldEnd: earlierOf(part.earliestHoldEnd, holdEndsAt),
            updatedAt: now,
          });
          recordStockMovement(db, tx, {
            partId: line.partId,
            delta: -line.quantity,
            availableAfter,
            reason: 'order',
            orderId: orderRef.id,
            uid: caller.uid,
          });
        });
        tx.set(userRef, { lastOrderAt: now }, { merge: true });
        tx.create(orderRef, order);
        recordSalesIn(db, tx, null, order);
        recordOrderEvent(db, tx, orderRef.id, {
          kind: 'placed',
          status: 'pending',
          ...theBuyer(caller),
          at: now,
        });
        mail(orderRef.id, order);
        low.writeMessages();
        return toOrder(orderRef.id, order);
      }, contendedTransaction),
    );

  // While this instance is placing an order of a part, a sold-out answer need not queue behind
  // it: one read of the parts says so, and the transaction that would say it runs only when
  // they may have units to sell (docs/decisions/0047-launch-day.md).
  if (partIds.some(onePartAtATime.isBusy)) {
    const read = await db.getAll(
      ...(partRefs as DocumentReference[]),
      ...(idempotencyKey ? [orderRef as DocumentReference] : []),
      { fieldMask: [...placeOrderReads] },
    );
    if (read[partRefs.length]?.exists) throw conflict('This order was already placed');
    try {
      checkLines(request, read.slice(0, partRefs.length), fromCart, Timestamp.now());
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      if (!error.mayRelease) throw error.asConflict();
    }
  }

  return inPartQueues(partIds, async () => {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof OutOfStock)) throw error;
      // No hold of a short part can have ended unreleased: nothing to wait for.
      if (!error.mayRelease) throw error.asConflict();
      // Units may still be held by orders whose hold has just ended and which the expiry
      // task has not reached yet: give them back (or wait for whoever is), then try once more.
      const released = await Promise.all(
        error.lines.map(({ partId }) => releaseEndedHoldsOf(db, partId, { wait: true })),
      );
      if (!released.includes('released')) throw error.asConflict();
      return attempt().catch((again: unknown) => {
        throw again instanceof OutOfStock ? again.asConflict() : again;
      });
    }
  });
}
