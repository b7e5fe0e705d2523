// The addresses the API and browser tests ship to: one each, valid for its country.
import type { ShippingAddress } from '@moto-parts/contracts';

/** A US address in the "us-ground" zone, as a rider types it. */
export const sanFrancisco: ShippingAddress = {
  name: 'Ada Rider',
  line1: '500 Market St',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  country: 'US',
};
