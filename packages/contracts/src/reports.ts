// The sales reports of the back office (docs/decisions/0041-sales-reports.md): what
// `GET /reports/sales` answers for a range of days, read from the monthly rollups the
// transactions that place, pay, refund and return orders keep. Money in integer cents.
import type { OrderStatus } from './orders.ts';
import type { ReturnReason } from './returns.ts';

/** `GET` (admins): the sales report of a range of days. */
export const salesReportPath = '/reports/sales';

/** The longest range a report covers, in days: a year, leap or not. */
export const reportDaysMax = 366;

/** The parts the report ranks by units sold. */
export const topPartsMax = 10;

/** Money of a day or a week: what was paid, what was refunded, and the difference. */
export interface SalesFigures {
  /** Orders paid (placed in the period, whose payment the shop kept or refunded later). */
  orders: number;
  /** What those orders' buyers paid, shipping included. */
  salesCents: number;
  /** What the refunds made in the period gave back (of any order, failed ones not counted). */
  refundedCents: number;
  /** salesCents − refundedCents. */
  netCents: number;
}

export interface SalesDay extends SalesFigures {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
}

export interface SalesWeek extends SalesFigures {
  /** The week's Monday, `YYYY-MM-DD` (ISO weeks); the first and last may be cut by the range. */
  weekOf: string;
}

export interface StatusCount {
  status: OrderStatus;
  /** Orders placed in the range that have this status now. */
  orders: number;
}

/** A part's sales in the range, and how many of those units came back. */
export interface PartSales {
  partId: string;
  /** Absent for a part sold before part numbers. */
  sku?: string;
  name: string;
  units: number;
  salesCents: number;
  /** Units of these sales whose returns were received. */
  returnedUnits: number;
  /** returnedUnits / units. */
  returnRate: number;
}

export interface ReasonReturns {
  reason: ReturnReason;
  returnedUnits: number;
  /** returnedUnits / every unit sold in the range. */
  returnRate: number;
}

export interface SalesReport {
  from: string;
  to: string;
  currency: string;
  totals: SalesFigures & {
    /** salesCents / orders, rounded to the cent; 0 without orders. */
    averageOrderCents: number;
    /** Units sold, of every part. */
    units: number;
    returnedUnits: number;
    returnRate: number;
  };
  /** Every day of the range, oldest first, zeros included. */
  days: SalesDay[];
  weeks: SalesWeek[];
  /** Orders placed in the range by their status now: every status, zeros included. */
  statuses: StatusCount[];
  /** The ten parts that sold the most units (then the most money). */
  topParts: PartSales[];
  /** The parts with a received return, by return rate, highest first. */
  returnsByPart: PartSales[];
  /** Every reason, in the order the buyer's form lists them. */
  returnsByReason: ReasonReturns[];
}
