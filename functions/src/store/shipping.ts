// `settings/shipping`: the shop's shipping zones and their methods, in one document, so that
// a change of zones is one transaction on it (a country is in one zone at most), and an order
// prices its shipping with one read.
import type { DeliveryCountry, ShippingRateInCents } from '@moto-parts/contracts';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { storedAs } from '../lib/stored-as.ts';

/** A method of a zone: its rate in integer cents. */
export interface ShippingMethodDoc extends ShippingRateInCents {
  id: string;
  name: string;
}

export interface ShippingZoneDoc {
  id: string;
  name: string;
  countries: DeliveryCountry[];
  methods: ShippingMethodDoc[];
  updatedAt: Timestamp;
}

/** `settings/shipping`: written only by the API. */
export interface ShippingSettingsDoc {
  zones: ShippingZoneDoc[];
}

export const shippingSettingsRef = (db: Firestore) =>
  db.collection('settings').doc('shipping').withConverter(storedAs<ShippingSettingsDoc>());
