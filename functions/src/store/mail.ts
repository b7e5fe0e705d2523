// `mail/{orderId}-{kind}[-{parcel, return or recall}]`, `mail/{id}` of a part and
// `mail/digest-{uid}-{ms}` of an admin's digest, and `mailQuotas/{uid}`, `adminMailQuotas/{uid}`:
// the messages waiting to go, and what each buyer and admin was sent this hour
// (services/order-mail.ts, services/low-stock.ts, services/mail-delivery.ts).
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { SentInfo } from '../lib/smtp-sender.ts';
import { storedAs } from '../lib/stored-as.ts';

/**
 * What happened to an order, and so which message goes out: ten to the buyer, four to the
 * shop's admins. A message about one parcel, one return or one recall is one per parcel,
 * return or recall: `mail/{orderId}-shipped-{parcel}`, `mail/{orderId}-return-approved-{return}`,
 * `mail/{orderId}-recalled-{recall}`; so is a return's failed refund
 * (`mail/{orderId}-refund-failed-{return}`).
 */
export const orderMessageKinds = [
  'placed',
  'paid',
  'shipped',
  'delivered',
  'expired',
  'refunded',
  'return-approved',
  'return-refused',
  'return-refunded',
  'recalled',
  'to-ship',
  'refund-failed',
  'return-requested',
  'return-to-receive',
] as const;
export type OrderMessageKind = (typeof orderMessageKinds)[number];

/**
 * What happened to a part, and so which message goes to the shop's admins: its stock for sale
 * crossed its reorder point (docs/decisions/0039-low-stock-and-stocktakes.md). One per crossing,
 * `mail/{auto id}`.
 */
export const partMessageKinds = ['low-stock'] as const;
export type PartMessageKind = (typeof partMessageKinds)[number];

/**
 * The one message of an admin's digest: what the shop had for them beyond their hourly limit
 * (services/mail-delivery.ts), `mail/digest-{uid}-{window start in ms}`, sent when that hour ends.
 */
export const digestKind = 'digest';

/** Any message's kind: an order's, a part's, or an admin's digest. */
export type MailKind = OrderMessageKind | PartMessageKind | typeof digestKind;

export const isPartMessageKind = (kind: MailKind): kind is PartMessageKind =>
  (partMessageKinds as readonly string[]).includes(kind);

/** One message an admin's digest holds in their stead: its subject, and when it was due. */
export interface DigestItem {
  subject: string;
  at: Timestamp;
}

/**
 * The Trigger Email extension's `message`: a plain-text part and an HTML part, and on the
 * messages a buyer may turn off a `List-Unsubscribe` header that leads to that choice.
 */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  headers?: { 'List-Unsubscribe': string };
}

/**
 * How far a message has gone, in the Trigger Email extension's words: `PROCESSING` while a
 * sender holds it (until `leaseExpireTime`), `SUCCESS`, `RETRY` after a failure that is tried
 * again, `ERROR` after one that is not (the SMTP server refused the message for good).
 */
export interface MailDelivery {
  state: 'PROCESSING' | 'SUCCESS' | 'RETRY' | 'ERROR';
  attempts: number;
  startTime: Timestamp;
  endTime?: Timestamp;
  leaseExpireTime?: Timestamp;
  error?: string;
  info?: SentInfo;
  /** The accounts over their hourly limit, whose copy went into their digest instead. */
  digested?: string[];
}

/**
 * `mail/{orderId}-{kind}[-{parcel, return or recall}]`: the Trigger Email extension's document
 * (`toUids`, `message`, `delivery`), so that a real project may hand sending to that
 * extension, plus what this shop's sender orders messages by. Only the API writes it; no client reads it.
 *
 * Recipients are accounts, not addresses: the sender turns each into its address when it
 * sends, and only if the account is still live, enabled, verified (and for the shop's
 * messages, still an admin). An address copied into the message when it was written could
 * be a departed admin's, or missing, and a missing one failed the payment that wrote it
 * (docs/decisions/0027-holds-and-abuse.md).
 */
export interface MailDoc {
  toUids: string[];
  message: MailMessage;
  /** The order it is about; a part's message has none. */
  orderId?: string;
  /** The part it is about, for a part's message. */
  partId?: string;
  kind: MailKind;
  /** When the order or part changed: the messages of one order, or of one part, go out in this order. */
  changedAt: Timestamp;
  /**
   * The message as it may go to a buyer who never verified their address: only on the messages
   * about a paid order (its receipt, parcels, returns, refunds and recalls), and without the
   * text the buyer typed (docs/decisions/0042-third-review.md).
   */
  unverifiedMessage?: MailMessage;
  /** A digest's messages, oldest first (at most `digestItemsMax`), and how many it holds in all. */
  digest?: { items: DigestItem[]; count: number };
  /** A digest goes no earlier than this: when its hour ends. */
  sendAfter?: Timestamp;
  delivery?: MailDelivery;
}

export const mailCollection = (db: Firestore) =>
  db.collection('mail').withConverter(storedAs<MailDoc>());

/**
 * `mailQuotas/{uid}` and `adminMailQuotas/{uid}`: how many limited messages the account got in
 * its current hour, as a buyer and as an admin (server-only).
 */
export interface MailQuotaDoc {
  windowStart: Timestamp;
  sent: number;
}

export const mailQuotasCollection = (db: Firestore) =>
  db.collection('mailQuotas').withConverter(storedAs<MailQuotaDoc>());

export const adminMailQuotasCollection = (db: Firestore) =>
  db.collection('adminMailQuotas').withConverter(storedAs<MailQuotaDoc>());
