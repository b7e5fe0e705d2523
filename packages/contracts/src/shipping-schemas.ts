import { array, number, object, string, type InferType } from 'yup';
import { isWholeCents } from './money.ts';
import {
  deliveryCountries,
  freeShippingOverMax,
  shippingMethodNameMaxLength,
  shippingMethodsPerZoneMax,
  shippingPriceMax,
  shippingRateBandsMax,
  shippingWeightMaxGrams,
  shippingZoneNameMaxLength,
  type DeliveryCountry,
} from './shipping.ts';

const hasNoRepeats = (values: readonly unknown[] | undefined) =>
  values === undefined || new Set(values).size === values.length;

/**
 * A field of each item of a list, for the list's own tests. yup runs them on what was sent,
 * even where an item is not an object: those items are left to the items' own schema.
 */
const fieldOfEach = (items: readonly unknown[] | undefined, field: string) =>
  (items ?? []).map((item) =>
    typeof item === 'object' && item !== null
      ? (item as Record<string, unknown>)[field]
      : undefined,
  );

export const shippingRateBandSchema = object({
  upToGrams: number()
    .strict()
    .typeError('Up to (g) must be a whole number of grams')
    .integer('Up to (g) must be a whole number of grams')
    .min(1, 'Up to (g) must be at least 1')
    .max(shippingWeightMaxGrams, `Up to (g) must be at most ${shippingWeightMaxGrams}`)
    .optional(),
  price: number()
    .strict()
    .typeError('Price must be a number')
    .required('Price is required')
    .min(0, 'Price must be 0 or more')
    .max(shippingPriceMax, `Price must be at most ${shippingPriceMax}`)
    .test('cents', 'Price can have at most 2 decimals', (value) => isWholeCents(value)),
});

/**
 * A method of a zone: its name, its rate in weight bands (lightest first; only the last may
 * leave out its weight), and a subtotal from which it is free. `id` keeps an existing
 * method's id (orders name it) when an admin edits the zone; a new method has none.
 */
export const shippingMethodSettingSchema = object({
  // Strict, as every text inside a list is: yup's casts and trims would throw on an object.
  id: string()
    .strict()
    .max(128, 'No such method in this zone')
    .matches(/^[A-Za-z0-9_-]+$/, 'No such method in this zone')
    .optional(),
  name: string()
    .strict()
    .trim('Name must not begin or end with a space')
    .required('Name is required')
    .max(
      shippingMethodNameMaxLength,
      `Name must be at most ${shippingMethodNameMaxLength} characters`,
    ),
  rates: array(shippingRateBandSchema)
    .required('Give the rate')
    .min(1, 'Give the rate')
    .max(shippingRateBandsMax, `A rate has at most ${shippingRateBandsMax} bands`)
    .test(
      'bands',
      'Each band must be heavier than the one before; only the last may have no weight',
      (bands) =>
        fieldOfEach(bands, 'upToGrams').every((upToGrams, index, all) => {
          const heavierThanLast =
            index === 0 || (upToGrams ?? Infinity) > (all[index - 1] ?? Infinity);
          return heavierThanLast && (upToGrams !== undefined || index === all.length - 1);
        }),
    ),
  freeOver: number()
    .strict()
    .typeError('Free over must be a number')
    .moreThan(0, 'Free over must be more than 0')
    .max(freeShippingOverMax, `Free over must be at most ${freeShippingOverMax}`)
    .test('cents', 'Free over can have at most 2 decimals', (value) => isWholeCents(value))
    .optional(),
});

/** Body of `POST /shipping-zones` and `PUT /shipping-zones/{id}` (admins). */
export const shippingZoneInputSchema = object({
  name: string()
    .trim()
    .required('Name is required')
    .max(shippingZoneNameMaxLength, `Name must be at most ${shippingZoneNameMaxLength} characters`),
  countries: array(
    string<DeliveryCountry>()
      .required('Name a country')
      .oneOf(deliveryCountries, 'The shop does not deliver there'),
  )
    .required('Name its countries')
    .min(1, 'Name its countries')
    .max(deliveryCountries.length, `At most ${deliveryCountries.length} countries`)
    .test('unique', 'Name each country once', hasNoRepeats),
  methods: array(shippingMethodSettingSchema)
    .required('Give it a shipping method')
    .min(1, 'Give it a shipping method')
    .max(shippingMethodsPerZoneMax, `At most ${shippingMethodsPerZoneMax} methods`)
    .test('unique', 'Give each method its own name', (methods) =>
      hasNoRepeats(
        fieldOfEach(methods, 'name').flatMap((name) =>
          typeof name === 'string' ? [name.trim().toLowerCase()] : [],
        ),
      ),
    )
    .test('unique-ids', 'Name each method id once', (methods) =>
      hasNoRepeats(fieldOfEach(methods, 'id').filter((id) => id !== undefined)),
    ),
});

export type ShippingZoneInput = InferType<typeof shippingZoneInputSchema>;

/** Query of `GET /shipping-methods` (public): the country to ship to. */
export const shippingMethodsQuerySchema = object({
  country: string<DeliveryCountry>()
    .required('country is required')
    .oneOf(deliveryCountries, 'The shop does not deliver there'),
});

export type ShippingMethodsQuery = InferType<typeof shippingMethodsQuerySchema>;
