import { mixed, object, string, type InferType } from 'yup';
import { orderLinesInputSchema } from './orders-schemas.ts';
import {
  carrierIds,
  carriers,
  isTrackingNumberOf,
  trackingNumberMaxLength,
  type CarrierId,
} from './shipments.ts';

/**
 * Body of `POST /order/{id}/shipments` (admins): one parcel of a paid order, its carrier, its
 * tracking number (checked against the carrier's numbers), and the units of each line in it.
 * For "other" carriers the admin gives the parcel's tracking page.
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
  lines: orderLinesInputSchema('Give the units in the parcel'),
});

export type ShipmentInput = InferType<typeof shipmentInputSchema>;
