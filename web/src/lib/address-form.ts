import { addressFieldsOf, type DeliveryCountry, type ShippingAddress } from '@moto-parts/contracts';

/** A shipping address as a form holds it (`AddressFields`): every field a text, empty if not given. */
export type AddressFormValues = Required<ShippingAddress>;

/** The country a new address starts in, until the rider picks theirs. */
const firstCountry: DeliveryCountry = 'US';

/** The form's values for `address`, or for a new one. */
export const addressFormValues = (address?: ShippingAddress): AddressFormValues => ({
  name: address?.name ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postcode: address?.postcode ?? '',
  country: address?.country ?? firstCountry,
});

/**
 * The address the form's values stand for, as the API takes it: each text trimmed, without
 * the empty ones, and without those the country's addresses do not carry (the form keeps them
 * while the rider changes the country, in case they change it back).
 */
export function shippingAddressOf(values: AddressFormValues): ShippingAddress {
  const carried = addressFieldsOf(values.country);
  const given = (text: string, isCarried = true) => (isCarried && text.trim()) || undefined;
  return {
    name: values.name.trim(),
    line1: values.line1.trim(),
    line2: given(values.line2),
    city: given(values.city, carried.city),
    region: given(values.region, carried.region),
    postcode: given(values.postcode, carried.postcode),
    country: values.country,
  };
}
