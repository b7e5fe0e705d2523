import {
  shippingZonePath,
  shippingZonesPath,
  type DeletedResponse,
  type ShippingZone,
  type ShippingZoneInput,
} from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /shipping-zones` (admins): every zone, in the order they were made. */
export function getShippingZones() {
  return api.get<ShippingZone[]>(shippingZonesPath);
}

export function useShippingZones() {
  return useApiQuery('shipping-zones', getShippingZones);
}

/** `POST /shipping-zones` (admins): answers 201 with the zone; 409 if a country is in another. */
export function createShippingZone(input: ShippingZoneInput) {
  return api.post<ShippingZone>(shippingZonesPath, input);
}

/**
 * `PUT /shipping-zones/{id}` (admins): the zone as given; methods sent with their `id` keep it
 * (orders name them by it). Answers the zone; 409 if a country is in another zone.
 */
export function updateShippingZone(id: string, input: ShippingZoneInput) {
  return api.put<ShippingZone>(apiPath(shippingZonePath, { id }), input);
}

/** `DELETE /shipping-zones/{id}` (admins): its countries then have no shipping. */
export function removeShippingZone(id: string) {
  return api.delete<DeletedResponse>(apiPath(shippingZonePath, { id }));
}
