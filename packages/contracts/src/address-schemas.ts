import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { array, boolean, object, string, type InferType } from 'yup';
import {
  addressBookMax,
  addressCityMaxLength,
  addressLabelMaxLength,
  addressFieldsOf,
  addressLineMaxLength,
  addressNameMaxLength,
  addressRegionMaxLength,
  postcodeMaxLength,
  type AddressFields,
} from './addresses.ts';
import { optionalPhoneSchema } from './phone.ts';
import { deliveryCountries, type DeliveryCountry } from './shipping.ts';

// Strict, as every text inside a body's object is: yup's casts and trims would throw on an
// object sent for a text.
const text = (label: string, max: number) =>
  string()
    .strict()
    .trim(`${label} must not begin or end with a space`)
    .max(max, `${label} must be at most ${max} characters`);

/** A field the country's addresses carry is required; one they do not is optional. */
const requiredWhereShown = (field: keyof AddressFields, label: string, max: number) =>
  text(label, max).when('country', ([country]: unknown[], schema) =>
    typeof country === 'string' && addressFieldsOf(country)[field]
      ? schema.required(`${label} is required`)
      : schema.optional(),
  );

/**
 * A shipping address, checked for its country (docs/decisions/0032-orders-with-lines.md): the
 * fields its addresses carry are required, and a postcode has the country's shape.
 */
export const shippingAddressSchema = object({
  name: text('Name', addressNameMaxLength).required('Name is required'),
  line1: text('Address', addressLineMaxLength).required('Address is required'),
  line2: text('Address line 2', addressLineMaxLength).optional(),
  city: requiredWhereShown('city', 'City', addressCityMaxLength),
  region: requiredWhereShown('region', 'Region', addressRegionMaxLength),
  postcode: requiredWhereShown('postcode', 'Postcode', postcodeMaxLength).test(
    'postcode-shape',
    ({ value }) => `${String(value)} is not a postcode of this country`,
    (postcode, { parent }: { parent: { country?: unknown } }) =>
      postcode === undefined ||
      typeof parent.country !== 'string' ||
      !postcodeValidatorExistsForCountry(parent.country) ||
      postcodeValidator(postcode, parent.country),
  ),
  country: string<DeliveryCountry>()
    .strict()
    .required('Country is required')
    .oneOf(deliveryCountries, 'The shop does not deliver there'),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict();

export type ShippingAddressInput = InferType<typeof shippingAddressSchema>;

/**
 * An address of the book: the address, its label, whether it is the default, and the phone
 * that goes with it (optional: a book saved before phones has none). The phone is checked as
 * an order's is, as sent: the object is strict, so the web app drops its spaces first.
 */
export const savedAddressSchema = shippingAddressSchema.shape({
  label: text('Label', addressLabelMaxLength).required('Label is required'),
  default: boolean().strict().typeError('Default must be true or false').default(false),
  phone: optionalPhoneSchema,
});

/**
 * Body of `PUT /address-book`: the caller's whole book, up to 10 addresses, each label once,
 * at most one default (with none, the first is the default).
 */
export const addressBookInputSchema = object({
  addresses: array(savedAddressSchema)
    .required('Give the addresses')
    .max(addressBookMax, `At most ${addressBookMax} addresses`)
    .test(
      'one-default',
      'Only one address can be the default',
      (addresses) => (addresses ?? []).filter((address) => address?.default === true).length <= 1,
    )
    .test('unique-labels', 'Give each address its own label', (addresses) => {
      const labels = (addresses ?? []).map((address) =>
        typeof address?.label === 'string' ? address.label.trim().toLowerCase() : address,
      );
      return new Set(labels).size === labels.length;
    }),
});

export type AddressBookInput = InferType<typeof addressBookInputSchema>;
