// Returns and partial refunds (docs/decisions/0034-returns-and-partial-refunds.md): a buyer
// asks to return units of a delivered order's line, within the return window, giving a reason;
// an admin approves or refuses; a received return is restocked or written off and refunded
// through Stripe. Types, constants and pure rules only: the yup schemas are in
// returns-schemas.ts.
import type { Bike } from './fitment.ts';

/** Why a buyer returns units, and how the screens and messages name each reason. */
export const returnReasons = [
  { id: 'wrong-fit', label: 'Wrong part for my bike' },
  { id: 'damaged', label: 'Arrived damaged' },
  { id: 'not-needed', label: 'No longer needed' },
  { id: 'other', label: 'Other' },
] as const;
export type ReturnReason = (typeof returnReasons)[number]['id'];
export const returnReasonIds = returnReasons.map(({ id }) => id) as ReturnReason[];

export const returnReasonLabel = (reason: ReturnReason) =>
  returnReasons.find(({ id }) => id === reason)?.label ?? reason;

/**
 * Where a return stands: asked for by the buyer, approved or refused by an admin, and once
 * approved, received by the shop (restocked or written off, and refunded).
 */
export const returnStatuses = ['requested', 'approved', 'refused', 'received'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The returns that wait for the shop's hand: a decision, or the parcel to come back. */
export const waitingReturnStatuses: readonly ReturnStatus[] = ['requested', 'approved'];

/**
 * Which returns `GET /returns` lists: those of one status, or `waiting` (by default) the ones
 * that wait for the shop.
 */
export const returnViews = ['waiting', ...returnStatuses] as const;
export type ReturnView = (typeof returnViews)[number];

export const statusesOfReturnView = (view: ReturnView): readonly ReturnStatus[] =>
  view === 'waiting' ? waitingReturnStatuses : [view];

/** What the shop does with received units: back on the shelf, or written off. */
export const returnConditions = ['restock', 'scrap'] as const;
export type ReturnCondition = (typeof returnConditions)[number];

/** The most returns one order takes, as it ships in at most 50 parcels. */
export const returnsMax = 50;
export const returnNoteMaxLength = 500;

/** How many days after delivery a buyer may ask for a return, until an admin sets it. */
export const defaultReturnWindowDays = 30;
export const returnWindowDaysMax = 365;

/** A return of units of one line, as the API answers it. Money in dollars. */
export interface OrderReturn {
  /** "1", "2", …: the return's number within its order. */
  id: string;
  partId: string;
  /** The part's name as the order has it. */
  name: string;
  quantity: number;
  reason: ReturnReason;
  /** The buyer's words; required for `other`. */
  note: string | null;
  /** The buyer's bike, for `wrong-fit` (and whenever the buyer gave it). */
  bike: Bike | null;
  status: ReturnStatus;
  /** What the admin said when approving (where and how to send) or refusing (why). */
  adminNote: string | null;
  /** Once received: restocked, or written off. */
  condition: ReturnCondition | null;
  /** The Stripe Refund of the received return. */
  refundId: string | null;
  /** What its refund is for, once decided: the units, and the shipping when it took it. */
  refund: number | null;
  /** Whether its refund took the order's shipping (refunded at most once). */
  refundsShipping: boolean;
  /** @format date-time */
  requestedAt: string;
  /** @format date-time */
  decidedAt: string | null;
  /** @format date-time */
  receivedAt: string | null;
}

/**
 * A Stripe Refund's status (Stripe's own values): most card refunds are `succeeded` at once;
 * `failed` when the card can no longer take the money back.
 */
export const refundStatuses = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/** One Stripe refund of an order's payment, as the API answers it. */
export interface OrderRefund {
  /** The Stripe Refund's id. */
  id: string;
  /** The return it refunds; null for the refund of the whole order. */
  returnId: string | null;
  /** Dollars. */
  amount: number;
  status: RefundStatus;
  /** Stripe's reason when it failed (e.g. `expired_or_canceled_card`). */
  failureReason: string | null;
}

/** Answer of `GET /return-settings`, body of `PUT /return-settings` (admins). */
export interface ReturnSettings {
  /** How many days after its delivery an order may be returned; 0 takes no returns. */
  windowDays: number;
}

/**
 * One row of `GET /returns/fitment` (admins): how often a part came back as the wrong part for
 * one bike, so that its maker can check that fitment.
 */
export interface WrongFitReturns {
  partId: string;
  /** The part's name as the latest such order has it. */
  name: string;
  make: string;
  model: string;
  year: number;
  /** How many wrong-fit returns (not refused) name this part and bike. */
  returns: number;
  /** Their units together. */
  units: number;
}

interface Parcel {
  /** Null, or undefined, while on its way. */
  deliveredAt: unknown;
  lines: readonly { partId: string; quantity: number }[];
}

interface ReturnOfUnits {
  partId: string;
  quantity: number;
  status: ReturnStatus;
}

/**
 * How many units of part `partId` the parcels `shipments` hold (the API's stored parcels or
 * the answered ones: only their lines are read).
 */
export const unitsInParcels = (
  shipments: readonly { lines: readonly { partId: string; quantity: number }[] }[],
  partId: string,
) =>
  shipments
    .flatMap(({ lines }) => lines)
    .filter((line) => line.partId === partId)
    .reduce((units, line) => units + line.quantity, 0);

/** How many units of part `partId` arrived with the buyer, in the parcels that did. */
export const deliveredUnitsOf = (shipments: readonly Parcel[], partId: string) =>
  unitsInParcels(
    shipments.filter(({ deliveredAt }) => Boolean(deliveredAt)),
    partId,
  );

/** How many units of part `partId` the returns `returns` of `statuses` hold. */
export const unitsInReturns = (
  returns: readonly ReturnOfUnits[],
  partId: string,
  statuses: readonly ReturnStatus[],
) =>
  returns
    .filter((asked) => asked.partId === partId && statuses.includes(asked.status))
    .reduce((units, asked) => units + asked.quantity, 0);

/** The statuses of a return that hold its units: every one but refused. */
export const unitsHoldingReturnStatuses = [
  'requested',
  'approved',
  'received',
] as const satisfies readonly ReturnStatus[];

/** What an order's recalls tell of each part: the units of recalled lots its parcels held. */
interface RecalledUnits {
  partId: string;
  units: number;
}

/**
 * How many units of part `partId` its buyer may still ask to return. Within the return window:
 * those delivered, less those in returns that were not refused. After it, only units of a
 * recalled lot come back, so at most the recalled units less those returns: units in returns
 * count as the recalled lots' first, as a received return's lots are taken, so no unit of
 * another lot of the line can pass. The server decides with it; the screens offer it.
 */
export function returnableUnits(
  order: {
    shipments: readonly Parcel[];
    returns: readonly ReturnOfUnits[];
    recalls?: readonly RecalledUnits[];
  },
  partId: string,
  windowOpen: boolean,
) {
  const inReturns = unitsInReturns(order.returns, partId, unitsHoldingReturnStatuses);
  const left = deliveredUnitsOf(order.shipments, partId) - inReturns;
  if (windowOpen) return left;
  const recalled = (order.recalls ?? [])
    .filter((recall) => recall.partId === partId)
    .reduce((units, recall) => units + recall.units, 0);
  return Math.max(0, Math.min(left, recalled - inReturns));
}
