import { mixed, object, string, type InferType } from 'yup';
import { lotUnitsInputSchema } from './lots-schemas.ts';
import { orderLineInputSchema, orderLinesInputSchema } from './orders-schemas.ts';
import {
  carrierIds,
  carriers,
  isTrackingNumberOf,
  trackingNumberMaxLength,
  type CarrierId,
} from './shipments.ts';

/**
 * A line of a parcel: a part, how many, and optionally the lots they come from (the admin's
 * pick, together as many units as the line; without it the server takes the oldest lots).
 */
const parcelLineInputSchema = orderLineInputSchema
  .shape({ lots: lotUnitsInputSchema })
  .noUnknown('A line has only partId, quantity and lots')
  .test('lots-add-up', (line, { createError }) => {
    if (!line.lots) return true;
    const units = line.lots.reduce((sum, lot) => sum + lot.quantity, 0);
    if (units === line.quantity) return true;
    return createError({
      path: 'lots',
      message: `The lots give ${units} units: the line ships ${line.quantity}`,
    });
  });

/**
 * Body of `POST /order/{id}/shipments` (admins): one parcel of a paid order, its carrier, its
 * tracking number (checked against the carrier's numbers), and the units of each line in it,
 * with the lots they come from if the admin picks them
 * (docs/decisions/0035-lots-and-recalls.md). For "other" carriers the admin gives the
 * parcel's tracking page.
 */
export const shipmentInputSchema = object({
  carrier: mixed<CarrierId>()
    .required('Carrier is required')
    .oneOf(carrierIds, `Carrier must be one of: ${carrierIds.join(', ')}`),
  trackingNumber: string()
    .trim()
    .required('Tracking number is required')
    .max(
      trackingNumberMaxLength,
      `A tracking number has at most ${trackingNumberMaxLength} characters`,
    )
    .test('carrier-shape', (value, { parent, createError }) => {
      const carrier = (parent as { carrier?: CarrierId }).carrier;
      if (!carrier || !carrierIds.includes(carrier) || isTrackingNumberOf(carrier, value)) {
        return true;
      }
      return createError({ message: `This is not a ${carriers[carrier].name} tracking number` });
    }),
  trackingUrl: string()
    .trim()
    .max(500, 'The tracking page’s address is too long')
    .when('carrier', {
      is: 'other',
      then: (url) =>
        url
          .required('Give the page where the parcel can be tracked')
          .url('The tracking page must be a web address')
          .matches(/^https:\/\//, { message: 'The tracking page must start with https://' }),
      otherwise: (url) => url.strip(),
    }),
  lines: orderLinesInputSchema('Give the units in the parcel', parcelLineInputSchema),
});

export type ShipmentInput = InferType<typeof shipmentInputSchema>;
