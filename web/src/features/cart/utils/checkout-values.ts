import type { CartLine } from '@moto-parts/contracts';
import type { AddressFormValues } from '@/lib/address-form';
import { parseQuantity } from '@/lib/quantity';

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

/**
 * Buy Now's one line, from checkout's address (`?buy={partId}&quantity={n}`, paths.checkout),
 * or null for a checkout of the cart. A quantity that is not a whole number is 0, which the
 * checkout shows as a line that cannot be ordered, never as one it made up.
 */
export function buyNowLine(search: URLSearchParams): CartLine | null {
  const partId = search.get('buy');
  if (!partId) return null;
  const quantity = parseQuantity(search.get('quantity') ?? '');
  return { partId, quantity: Number.isNaN(quantity) ? 0 : quantity };
}
