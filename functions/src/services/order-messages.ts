// The texts of the emails an order's changes send (docs/decisions/0023-order-emails.md): every word a buyer or
// an admin reads is here, so that changing one is a change to this file and its test.
import { formatOrderNumber, orderSummary } from '@moto-parts/contracts';
import { formatDollars } from '../lib/money.ts';
import type { MailMessage, OrderMessageKind } from '../store/mail.ts';
import { composeMessage } from './mail-texts.ts';

/** The parcel a message is about: what is in it, and where it can be followed. */
export interface MessageParcel {
  id: string;
  carrierName: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  lines: { name: string; quantity: number }[];
}

/** The return a message is about: what comes back, why, and what the shop decided. */
export interface MessageReturn {
  id: string;
  name: string;
  quantity: number;
  /** The reason, in words. */
  reason: string;
  note: string | null;
  /** The buyer's bike, in words ("Yamaha MT-07 (2018)"). */
  bike: string | null;
  adminNote: string | null;
  /** Where the buyer sends it: the shop's returns address. */
  sendTo: string;
}

/** The recall a message is about: the part, its recalled lots the buyer got, and the maker's words. */
export interface MessageRecall {
  name: string;
  lots: string[];
  units: number;
  message: string;
}

/** The refund a message is about: its amount and, when it failed, Stripe's reason. */
export interface MessageRefund {
  amountCents: number;
  /** Whether it took the order's shipping. */
  withShipping: boolean;
  failureReason: string | null;
}

/** What a message says about its order. Money in integer cents. */
export interface MessageOrder {
  /** For the links: the order's id. */
  id: string;
  /** What the buyer and the admins read and say: `#1001`. */
  orderNumber: number;
  /** For a parcel's message: that parcel. */
  parcel?: MessageParcel;
  /** For a return's message: that return. */
  return?: MessageReturn;
  /** For a refund's message: that refund (a return's, or the whole order's). */
  refund?: MessageRefund;
  /** For a recall's message: that recall. */
  recall?: MessageRecall;
  lines: {
    name: string;
    sku?: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  shippingCents: number;
  /** The shipping method's name. */
  shippingMethod: string;
  totalPriceCents: number;
  customerName: string;
  email: string;
  address: string;
  phone: string;
  holdEndsAt: Date;
  /** Until when its buyer may ask for a return, once delivered. */
  returnableUntil: Date | null;
  transactionId: string | null;
}

interface MessageText {
  /** Who reads it: the buyer, or the shop's admins. */
  audience: 'buyer' | 'admins';
  /**
   * Sent even to a buyer who asked for no order emails: a receipt, and a refund's notice,
   * are records of money (docs/decisions/0023-order-emails.md); a recall is about their safety.
   */
  always: boolean;
  subject: (order: MessageOrder) => string;
  /** The paragraphs above the order's summary. */
  lead: (order: MessageOrder) => string[];
  /** The button's words, and where in the shop it leads. */
  link: (order: MessageOrder) => { label: string; path: string };
}

const myOrders = { label: 'See your orders', path: '/dashboard/my-orders' };
/** Where a buyer turns order emails off (My Profile's "Email me about my orders"). */
const emailChoice = '/dashboard/my-profile';
const manageOrders = { label: 'Open Manage Order', path: '/dashboard/manage-order' };
/** The admins' page of the order: its returns, to decide and receive. */
const adminOrderPage = (order: MessageOrder) => ({
  label: 'Open the order',
  path: `/dashboard/manage-order/${encodeURIComponent(order.id)}`,
});
/** The buyer's page of the order: its parcels, their tracking, its history. */
const orderPage = (order: MessageOrder) => ({
  label: 'See your order',
  path: `/dashboard/my-orders/${encodeURIComponent(order.id)}`,
});
const what = (order: MessageOrder) => orderSummary(order.lines);
/** "#1001": the order as people name it; its id stays in the links. */
const number = (order: MessageOrder) => formatOrderNumber(order.orderNumber);
const total = (order: MessageOrder) => formatDollars(order.totalPriceCents);
/** What a refund gave back: the refund's own amount, or for the whole order its total. */
const refunded = (order: MessageOrder) =>
  formatDollars(order.refund?.amountCents ?? order.totalPriceCents);
/** What a return's message is about: "2 × Drilled Brake Disc". */
const returned = (order: MessageOrder) =>
  order.return ? orderSummary([order.return]) : what(order);

/** "25 November 2026", in UTC: the server does not know the reader's time zone. */
export const formatMessageDate = (time: Date) =>
  time.toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** "14:35 UTC on 25 November 2026". */
export const formatMessageTime = (time: Date) =>
  `${time.toLocaleTimeString('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' })} UTC on ${formatMessageDate(time)}`;

export const messageTexts: Record<OrderMessageKind, MessageText> = {
  placed: {
    audience: 'buyer',
    always: false,
    subject: (order) =>
      `Your order ${number(order)}: ${what(order)}, pay by ${formatMessageTime(order.holdEndsAt)}`,
    lead: (order) => [
      `Thank you for your order. We are holding ${what(order)} for you.`,
      `Please pay ${total(order)} by ${formatMessageTime(order.holdEndsAt)}. After that the hold ends and the parts go back on the shelf.`,
    ],
    link: (order) => ({
      label: 'Pay for your order',
      path: `/dashboard/payment/${encodeURIComponent(order.id)}`,
    }),
  },
  paid: {
    audience: 'buyer',
    always: true,
    subject: (order) =>
      `Receipt for order ${number(order)}: ${total(order)} paid for ${what(order)}`,
    lead: (order) => [
      `We have received your payment of ${total(order)}. This email is your receipt.`,
      'We will write again when your parts leave the workshop.',
    ],
    link: () => myOrders,
  },
  shipped: {
    audience: 'buyer',
    always: false,
    subject: (order) =>
      `Order ${number(order)} shipped: ${order.parcel ? orderSummary(order.parcel.lines) : what(order)}`,
    lead: (order) => {
      const parcel = order.parcel;
      if (!parcel?.trackingNumber)
        return [`${what(order)} left our workshop today, on its way to you.`];
      return [
        `A parcel with ${orderSummary(parcel.lines)} left our workshop today, on its way to you with ${parcel.carrierName ?? 'the carrier'}.`,
        `Tracking number ${parcel.trackingNumber}${parcel.trackingUrl ? `: follow it at ${parcel.trackingUrl}` : ''}`,
      ];
    },
    link: orderPage,
  },
  delivered: {
    audience: 'buyer',
    always: false,
    subject: (order) => `Order ${number(order)} delivered: ${what(order)}`,
    lead: (order) => [
      `Every parcel of your order has arrived: ${what(order)}. We hope the parts serve you well.`,
      order.returnableUntil
        ? `If something is wrong with them, you can ask to return them from your order’s page until ${formatMessageTime(order.returnableUntil)}.`
        : 'If something is wrong with them, tell us from your order’s page.',
    ],
    link: orderPage,
  },
  expired: {
    audience: 'buyer',
    always: false,
    subject: (order) => `Order ${number(order)} not paid in time: ${what(order)}`,
    lead: (order) => [
      `Your order was not paid by ${formatMessageTime(order.holdEndsAt)}, so its hold has ended and the parts are back on the shelf. Nothing was charged.`,
      'You are welcome to order them again.',
    ],
    link: () => myOrders,
  },
  refunded: {
    audience: 'buyer',
    always: true,
    subject: (order) => `Refund for order ${number(order)}: ${refunded(order)} for ${what(order)}`,
    lead: (order) => [
      `We have refunded ${refunded(order)} to the card you paid with. Your bank may take 5 to 10 days to show it.`,
    ],
    link: () => myOrders,
  },
  'return-approved': {
    audience: 'buyer',
    always: false,
    subject: (order) => `Return approved, order ${number(order)}: ${returned(order)}`,
    lead: (order) => [
      `We have approved your return of ${returned(order)}. Please send ${order.return?.quantity === 1 ? 'it' : 'them'} back to:`,
      order.return?.sendTo ?? '',
      `Write "Return ${number(order)}/${order.return?.id ?? ''}" on the parcel. We refund the parts when they arrive.`,
      ...(order.return?.adminNote ? [`From the shop: ${order.return.adminNote}`] : []),
    ],
    link: orderPage,
  },
  'return-refused': {
    audience: 'buyer',
    always: false,
    subject: (order) => `Return refused, order ${number(order)}: ${returned(order)}`,
    lead: (order) => [
      `We cannot take back ${returned(order)}.`,
      `From the shop: ${order.return?.adminNote ?? 'no reason given'}`,
      'If you think we are wrong, answer this email.',
    ],
    link: orderPage,
  },
  'return-refunded': {
    audience: 'buyer',
    always: true,
    subject: (order) =>
      `Refund for order ${number(order)}: ${refunded(order)} for your return of ${returned(order)}`,
    lead: (order) => [
      `Your return of ${returned(order)} has arrived. We have refunded ${refunded(order)}${order.refund?.withShipping ? ', shipping included,' : ''} to the card you paid with. Your bank may take 5 to 10 days to show it.`,
    ],
    link: orderPage,
  },
  recalled: {
    audience: 'buyer',
    always: true,
    subject: (order) =>
      `Safety recall: ${order.recall?.name ?? what(order)} (order ${number(order)})`,
    lead: (order) => {
      const recall = order.recall;
      const lots = recall?.lots.join(', ') ?? '';
      return [
        `The maker has recalled ${recall?.name ?? 'a part'} of lot ${lots}. ${recall?.units === 1 ? 'One unit' : `${recall?.units ?? 0} units`} we sent you came from ${recall?.lots.length === 1 ? 'it' : 'them'}.`,
        `From the maker: ${recall?.message ?? ''}`,
        'Please stop using them. On your order’s page, tell us you have read this, and ask to return them: we refund them.',
      ];
    },
    link: orderPage,
  },
  'to-ship': {
    audience: 'admins',
    always: true,
    subject: (order) => `To ship: order ${number(order)}, ${what(order)}, paid ${total(order)}`,
    lead: (order) => [`${order.customerName} has paid for ${what(order)}. It is ready to ship.`],
    link: () => manageOrders,
  },
  'refund-failed': {
    audience: 'admins',
    always: true,
    subject: (order) =>
      `Refund failed, order ${number(order)}: ${refunded(order)} to ${order.customerName}`,
    lead: (order) => [
      `Stripe could not refund ${refunded(order)} for ${order.return ? `the return of ${returned(order)}` : what(order)} (${order.refund?.failureReason ?? 'no reason given'}).`,
      'The money is still with the shop: settle it with the buyer another way.',
    ],
    link: () => manageOrders,
  },
  'return-requested': {
    audience: 'admins',
    always: true,
    subject: (order) =>
      `Return asked, order ${number(order)}: ${returned(order)} (${order.return?.reason ?? ''})`,
    lead: (order) => [
      `${order.customerName} asks to return ${returned(order)}: ${order.return?.reason ?? ''}.`,
      ...(order.return?.note ? [`They say: ${order.return.note}`] : []),
      ...(order.return?.bike ? [`Their bike: ${order.return.bike}.`] : []),
      'Approve or refuse it from the order’s page.',
    ],
    link: adminOrderPage,
  },
  'return-to-receive': {
    audience: 'admins',
    always: true,
    subject: (order) =>
      `Return to receive, order ${number(order)}: ${returned(order)} from ${order.customerName}`,
    lead: (order) => [
      `The return ${number(order)}/${order.return?.id ?? ''} of ${returned(order)} is approved: ${order.customerName} sends it back.`,
      'When it arrives, receive it from the order’s page: restock or scrap the units, and the buyer is refunded.',
    ],
    link: adminOrderPage,
  },
};

/**
 * The buyer messages that may go to a paid order's buyer who never verified their address:
 * records of their money, their parcels and returns, and recalls (docs/decisions/0042-third-review.md).
 */
export const paidOrderKinds: readonly OrderMessageKind[] = [
  'paid',
  'shipped',
  'delivered',
  'refunded',
  'return-approved',
  'return-refused',
  'return-refunded',
  'recalled',
];

/**
 * Who a message is written for: a verified address, or the unverified address of a paid
 * order's buyer, which never gets text the buyer typed (the address to ship to).
 */
export type MessageReader = 'verified' | 'unverified';

/** The order's summary, as label and value: the same lines in both parts of a message. */
function summary(
  kind: OrderMessageKind,
  order: MessageOrder,
  reader: MessageReader,
): [string, string][] {
  const [only] = order.lines.length === 1 ? order.lines : [];
  const lines: [string, string][] = [
    ['Order', number(order)],
    ...(only
      ? ([
          ['Part', only.name],
          ...(only.sku === undefined ? [] : [['Part number', only.sku]]),
          ['Quantity', String(only.quantity)],
          ['Unit price', formatDollars(only.unitPriceCents)],
        ] as [string, string][])
      : order.lines.map((line, index): [string, string] => [
          `Part ${index + 1}`,
          `${line.quantity} × ${line.name}${line.sku === undefined ? '' : ` (${line.sku})`} at ${formatDollars(line.unitPriceCents)}: ${formatDollars(line.lineTotalCents)}`,
        ])),
    ['Shipping', `${order.shippingMethod}, ${formatDollars(order.shippingCents)}`],
    ['Total', total(order)],
  ];
  if (order.return) {
    lines.push(['Return', `${order.return.id}: ${returned(order)}, ${order.return.reason}`]);
  }
  if (order.transactionId && kind !== 'placed') lines.push(['Payment', order.transactionId]);
  if (messageTexts[kind].audience === 'admins') {
    lines.push(['Buyer', `${order.customerName} <${order.email}>`], ['Phone', order.phone]);
  }
  if (kind !== 'expired' && reader === 'verified') lines.push(['Ship to', order.address]);
  return lines;
}

/** The message of `kind` about `order`; `shopUrl` is where its link leads. */
export function orderMessage(
  kind: OrderMessageKind,
  order: MessageOrder,
  shopUrl: string,
  reader: MessageReader = 'verified',
): MailMessage {
  const texts = messageTexts[kind];
  return composeMessage(
    {
      subject: texts.subject(order),
      lead: texts.lead(order),
      lines: summary(kind, order, reader),
      link: texts.link(order),
      // A buyer's message they may turn off says where (List-Unsubscribe).
      ...(texts.audience === 'buyer' && !texts.always && { unsubscribePath: emailChoice }),
    },
    shopUrl,
  );
}
