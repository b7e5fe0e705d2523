import {
  addressFieldsOf,
  isDeliveryCountry,
  type DeliveryCountry,
  type ShippingAddress,
} from '@moto-parts/contracts';

/** A shipping address as a form holds it (`AddressFields`): every field a text, empty if not given. */
export type AddressFormValues = Required<ShippingAddress>;

/** The country of a new address when nothing tells a better one: the shop's home market. */
const fallbackCountry: DeliveryCountry = 'US';

/**
 * The country the browser's languages point to, the first the shop delivers to: "en-GB" is
 * the United Kingdom, and a language alone its likeliest country ("de" is Germany, "en" the
 * United States), as Intl's likely subtags say. None when no language names one.
 */
export function countryOfLanguages(languages: readonly string[]): DeliveryCountry | undefined {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).maximize().region;
    } catch {
      // Not a language tag: the next one may be.
    }
    if (region && isDeliveryCountry(region)) return region;
  }
  return undefined;
}

/**
 * The country a new address starts in (docs/decisions/0044-one-way-to-buy.md): the one of an
 * address the rider saved (their default first), else their browser's languages', else the
 * shop's home market.
 */
export function startingCountry(
  saved: readonly (ShippingAddress & { default?: boolean })[] = [],
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): DeliveryCountry {
  const preferred = saved.find((address) => address.default) ?? saved[0];
  return preferred?.country ?? countryOfLanguages(languages) ?? fallbackCountry;
}

/** The form's values for `address`, or for a new one (in `startingCountry()`). */
export const addressFormValues = (address?: ShippingAddress): AddressFormValues => ({
  name: address?.name ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postcode: address?.postcode ?? '',
  country: address?.country ?? startingCountry(),
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
