// Lots and recalls (docs/decisions/0035-lots-and-recalls.md): a part keeps its units on the
// shelf by lot (the maker's batch), parcels record which lots they took, and a recall of a bad
// lot reaches every buyer whose parcel held one. Types, constants and pure rules only: the yup
// schemas are in lots-schemas.ts.

/** A batch code as makers print them: 1 to 40 letters, digits, `-`, `_` or `/`. */
export const lotCodePattern = /^[A-Za-z0-9_/-]{1,40}$/;

/** The most lots one part keeps (its document holds them all, oldest first). */
export const lotsMax = 50;

/**
 * The most lots one recall names: the orders that got them are found with one
 * `array-contains-any` query, which takes at most 30 values.
 */
export const recallLotsMax = 30;
export const recallMessageMaxLength = 1000;
/** The most recalls `GET /recalls` answers, newest first: a maker's whole history of them. */
export const recallsListMax = 200;

/** The lot every part stocked before lots existed was given (`npm run migrate-orders`). */
export const openingLotCode = 'OPENING';

/** The answer when a restock, or a new part, adds units without naming their lot. */
export const lotRequiredMessage = 'Name the lot of the new units';

/**
 * The latest `YYYY-MM-DD` that is not in the future anywhere: today at UTC+14, so that an
 * admin whose day has begun before UTC's can name a lot made today.
 */
export const latestMadeOn = (now: Date) =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Whether `date` is a real day written `YYYY-MM-DD`. */
export function isCalendarDate(date: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  // A month or day out of range ("2026-13-45") is an invalid Date, whose toISOString throws.
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

/** A lot as the shop names it: its batch code and the day it was made. */
export interface LotInput {
  code: string;
  /** `YYYY-MM-DD`, not in the future. */
  madeOn: string;
}

/** A lot of a part on the shop's shelf (`GET /parts/{id}/stock`). */
export interface Lot {
  code: string;
  /** `YYYY-MM-DD`. */
  madeOn: string;
  /** Its units on the shelf that may be packed (held orders' units among them). */
  onHand: number;
  /** Its units kept off sale by a recall, returned ones too. */
  blocked: number;
  /** The recall that blocked it; null while it may be packed. */
  recallId: string | null;
}

/** Units of one lot: what a parcel's line took of it, or what an admin picks. */
export interface LotUnits {
  code: string;
  quantity: number;
}

/** What a stock movement changed of one lot (see `StockMovement.lots`). */
export interface LotDelta {
  code: string;
  /** Units added to (positive) or taken from (negative) its `onHand`. */
  delta: number;
  /** Units added to its `blocked` (a recall, a return of a recalled lot). */
  blocked: number;
}

/** A recall of lots of one part (`POST /recalls`). */
export interface Recall {
  id: string;
  partId: string;
  /** The part's name when it was recalled. */
  name: string;
  /** The recalled lots' codes. */
  lots: string[];
  /** What the maker tells the buyers. */
  message: string;
  /** @format date-time */
  createdAt: string;
  /** Whether every order whose parcels held those lots has it: false only while it is reaching them. */
  reachedAll: boolean;
}

/** A recall with what it reached (`GET /recalls`). */
export interface RecallReport extends Recall {
  /** Units of the recalled lots that left in parcels. */
  unitsShipped: number;
  /** The buyers of those parcels. */
  buyers: number;
  /** The buyers who said they read it, on every order of theirs it reached. */
  buyersAnswered: number;
  /** Units of the recalled lots that came back in received returns. */
  unitsReturned: number;
}

/** A recall as an order it reached shows it (`Order.recalls`). */
export interface OrderRecall {
  /** The recall's id (`POST /order/{id}/recalls/{recallId}/answer`). */
  id: string;
  partId: string;
  /** The part's name as the order has it. */
  name: string;
  message: string;
  /** The recalled lots this order's parcels held. */
  lots: string[];
  /** Units of them in its parcels. */
  units: number;
  /** @format date-time */
  recalledAt: string;
  /**
   * When the buyer said they read it; null until then.
   * @format date-time
   */
  answeredAt: string | null;
}
