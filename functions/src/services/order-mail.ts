// The emails of an order's changes are written in the same transaction as the change (a
// transactional outbox, docs/decisions/0023-order-emails.md): a change that commits has its messages, one
// that fails or retries has none twice, and a webhook or task replayed finds nothing to change.
// Sending is another function's work (services/mail-delivery.ts).
import { carriers, returnReasonLabel } from '@moto-parts/contracts';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { shopUrl } from '../lib/shop-url.ts';
import { mailCollection, type OrderMessageKind } from '../store/mail.ts';
import { recordedRefunds, type OrderDoc } from '../store/orders.ts';
import { usersCollection } from '../store/users.ts';
import {
  messageTexts,
  orderMessage,
  paidOrderKinds,
  type MessageOrder,
  type MessageParcel,
  type MessageRecall,
  type MessageRefund,
  type MessageReturn,
} from './order-messages.ts';
import { returnableUntil } from './return-window.ts';
import { wantsOrderEmails } from './users.ts';

/** What a message is about, beside its order: one parcel, one return (and its refund), or one recall. */
export interface MessageAbout {
  shipmentId?: string;
  returnId?: string;
  recallId?: string;
}

/** The parcel `shipmentId` of `order`, as a message tells it. */
function parcelOf(order: OrderDoc, shipmentId: string): MessageParcel | undefined {
  const shipment = order.shipments?.find(({ id }) => id === shipmentId);
  if (!shipment) return undefined;
  return {
    id: shipment.id,
    carrierName: shipment.carrier ? carriers[shipment.carrier].name : null,
    trackingNumber: shipment.trackingNumber,
    trackingUrl: shipment.trackingUrl,
    lines: shipment.lines.map(({ partId, quantity }) => ({
      name: order.lines.find((line) => line.partId === partId)?.name ?? partId,
      quantity,
    })),
  };
}

/**
 * Where buyers send returned parts: the `RETURNS_ADDRESS` of functions/.env, read when a
 * message is written, as `SHOP_URL` is.
 */
export const returnsAddress = () =>
  process.env.RETURNS_ADDRESS || 'the shop’s returns address: answer this email to ask for it';

/** The return `returnId` of `order`, as a message tells it. */
function returnOf(order: OrderDoc, returnId: string): MessageReturn | undefined {
  const asked = order.returns?.find(({ id }) => id === returnId);
  if (!asked) return undefined;
  return {
    id: asked.id,
    name: order.lines.find((line) => line.partId === asked.partId)?.name ?? asked.partId,
    quantity: asked.quantity,
    reason: returnReasonLabel(asked.reason),
    note: asked.note,
    bike: asked.bike ? `${asked.bike.make} ${asked.bike.model} (${asked.bike.year})` : null,
    adminNote: asked.adminNote,
    sendTo: returnsAddress(),
  };
}

/** The recall `recallId` that reached `order`, as a message tells it. */
function recallOf(order: OrderDoc, recallId: string): MessageRecall | undefined {
  const recall = order.recalls?.find(({ id }) => id === recallId);
  if (!recall) return undefined;
  return {
    name: order.lines.find((line) => line.partId === recall.partId)?.name ?? recall.partId,
    lots: recall.lots,
    units: recall.units,
    message: recall.message,
  };
}

/** The refund of return `returnId` of `order`, or without one the whole order's refund. */
function refundOf(order: OrderDoc, returnId?: string): MessageRefund | undefined {
  const refund = recordedRefunds(order).find((one) => one.returnId === (returnId ?? null));
  if (!refund) return undefined;
  return {
    amountCents: refund.amountCents,
    withShipping: order.returns?.find(({ id }) => id === returnId)?.refundsShipping ?? false,
    failureReason: refund.failureReason,
  };
}

export const toMessageOrder = (
  id: string,
  order: OrderDoc,
  about: MessageAbout = {},
): MessageOrder => ({
  id,
  orderNumber: order.orderNumber,
  parcel: about.shipmentId ? parcelOf(order, about.shipmentId) : undefined,
  return: about.returnId ? returnOf(order, about.returnId) : undefined,
  recall: about.recallId ? recallOf(order, about.recallId) : undefined,
  refund: refundOf(order, about.returnId),
  lines: order.lines,
  shippingCents: order.shippingCents,
  shippingMethod: order.shippingMethod.name,
  totalPriceCents: order.totalPriceCents,
  customerName: order.customerName,
  email: order.email,
  address: order.address,
  phone: order.phone,
  holdEndsAt: order.holdEndsAt.toDate(),
  returnableUntil: returnableUntil(order),
  transactionId: order.transactionId,
});

/**
 * Writes an order's messages inside the transaction of its change (see `orderMailIn`); a
 * message about one parcel, one return or one recall names it, and is one of its own.
 */
export type OrderMailer = (orderId: string, after: OrderDoc, about?: MessageAbout) => void;

/** Who hears of an order's change: whether its buyer wants order emails, and the admins. */
export interface MailRecipients {
  wantsUpdates: boolean;
  adminUids: string[];
}

/**
 * The mailer of a change whose recipients are known: it writes the messages `kinds` in the
 * transaction `tx`, and only writes. A message that cannot be written is left out, never the
 * change: a payment or a refund must not fail for an email (docs/decisions/0027-holds-and-abuse.md).
 */
export function orderMailer(
  tx: Transaction,
  db: Firestore,
  kinds: OrderMessageKind[],
  { wantsUpdates, adminUids }: MailRecipients,
): OrderMailer {
  return (orderId, after, about) => {
    for (const kind of kinds) {
      const { audience, always } = messageTexts[kind];
      if (audience === 'buyer' && !always && !wantsUpdates) continue;
      const toUids = audience === 'buyer' ? [after.uid] : adminUids;
      if (toUids.length === 0) continue;
      try {
        const part = about?.shipmentId ?? about?.returnId ?? about?.recallId;
        const id = `${orderId}-${kind}${part ? `-${part}` : ''}`;
        const told = toMessageOrder(orderId, after, about);
        // Paid for is proof enough to hear about one's order, not to be sent one's own words.
        const toUnverified = after.paidAt !== undefined && paidOrderKinds.includes(kind);
        tx.set(mailCollection(db).doc(id), {
          toUids,
          message: orderMessage(kind, told, shopUrl()),
          ...(toUnverified && {
            unverifiedMessage: orderMessage(kind, told, shopUrl(), 'unverified'),
          }),
          orderId,
          kind,
          changedAt: after.updatedAt,
        });
      } catch (error) {
        console.error(`The ${kind} message of order ${orderId} was not written`, error);
      }
    }
  };
}

/**
 * Reads who hears of a change to `order` that sends the messages `kinds` (the buyer's choice,
 * and for a message to the shop the admins' emails) and answers its mailer. Reads, so call it
 * before the transaction's first write.
 */
export async function orderMailIn(
  tx: Transaction,
  db: Firestore,
  order: Pick<OrderDoc, 'uid'>,
  kinds: OrderMessageKind[],
): Promise<OrderMailer> {
  const users = usersCollection(db);
  const toAdmins = kinds.some((kind) => messageTexts[kind].audience === 'admins');
  // Only who they are: the sender looks their addresses up in Auth when it sends.
  const [buyer, admins] = await Promise.all([
    tx.get(users.doc(order.uid)),
    toAdmins ? tx.get(users.where('role', '==', 'admin').select()) : undefined,
  ]);
  return orderMailer(tx, db, kinds, {
    wantsUpdates: wantsOrderEmails(buyer.data()),
    adminUids: admins?.docs.map((doc) => doc.id) ?? [],
  });
}
