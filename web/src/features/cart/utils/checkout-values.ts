import type { AddressFormValues } from '@/lib/address-form';

/** The checkout form's values (checkout-page.tsx and the choices in it). */
export interface CheckoutValues {
  /** The label of a saved address, or `newAddress`. */
  addressChoice: string;
  shippingAddress: AddressFormValues;
  phone: string;
  /** A method of the address's zone, by id. */
  shippingMethod: string;
}

/** The choice that asks for a typed address rather than a saved one. */
export const newAddress = '\u0000new';
