import { unitsToShip, type CarrierId, type Order, type ShipmentInput } from '@moto-parts/contracts';
import type { NumberValue } from '@/lib/form-validation';

/** The ship-a-parcel form's values: the carrier, the number, and the units of each line. */
export interface ParcelValues {
  carrier: CarrierId;
  trackingNumber: string;
  /** The tracking page, for an "other" carrier only. */
  trackingUrl: string;
  /** Units of each line (by part id) in the parcel. */
  units: Record<string, NumberValue>;
  /** The lot each line's units come from, by part id; '' for the oldest first (the server's). */
  lots: Record<string, string>;
}

/** A new parcel: everything still to ship, by UPS until the admin chooses. */
export const newParcelValues = (order: Order): ParcelValues => ({
  carrier: 'ups',
  trackingNumber: '',
  trackingUrl: '',
  units: Object.fromEntries(
    order.lines
      .filter((line) => unitsToShip(line) > 0)
      .map((line) => [line.partId, unitsToShip(line)]),
  ),
  lots: {},
});

/** The body of `POST /order/{id}/shipments` the form's values make: the lines with units only. */
export const toShipmentInput = (values: ParcelValues): ShipmentInput => ({
  carrier: values.carrier,
  trackingNumber: values.trackingNumber,
  ...(values.carrier === 'other' ? { trackingUrl: values.trackingUrl } : {}),
  lines: Object.entries(values.units)
    .filter(([, quantity]) => quantity !== '' && quantity > 0)
    .map(([partId, quantity]) => {
      const lot = values.lots[partId];
      return {
        partId,
        quantity: Number(quantity),
        ...(lot ? { lots: [{ code: lot, quantity: Number(quantity) }] } : {}),
      };
    }),
});
