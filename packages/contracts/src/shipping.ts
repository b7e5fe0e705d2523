// Shipping the shop charges for (docs/decisions/0031-shipping-zones-and-rates.md): admins group
// the countries the shop delivers to into zones, and give each zone its methods. A method's
// price goes by the parcel's weight, in bands, and may be free over a subtotal. The server
// prices every order; the web uses the same function to show the price before it is placed.

/**
 * The 69 countries the shop delivers to (docs/product.md's "69 countries"), ISO 3166-1
 * alpha-2. Their names come from the platform's own country data (`Intl.DisplayNames`).
 */
export const deliveryCountries = [
  // The European Union
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE'],
  ...['IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  // The rest of Europe
  ...['GB', 'NO', 'CH', 'IS', 'LI', 'MC', 'AD', 'SM', 'RS', 'ME', 'MK', 'AL', 'BA', 'TR'],
  // The Americas
  ...['US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'UY'],
  // Asia and Oceania
  ...['JP', 'KR', 'TW', 'SG', 'MY', 'TH', 'PH', 'ID', 'IN', 'HK', 'IL', 'AE', 'SA'],
  ...['AU', 'NZ'],
  // Africa
  ...['ZA', 'MA', 'EG', 'KE'],
] as const;
export type DeliveryCountry = (typeof deliveryCountries)[number];

export const isDeliveryCountry = (code: string): code is DeliveryCountry =>
  (deliveryCountries as readonly string[]).includes(code);

/**
 * One band of a method's rate: the price of a parcel up to `upToGrams`. The last band may
 * leave it out: then it prices any heavier parcel. A flat rate is one band without a weight.
 */
export interface ShippingRateBand {
  /** @minimum 1 */
  upToGrams?: number;
  /** Dollars, 0 for free. */
  price: number;
}

/** A shipping method as admins set it in a zone. */
export interface ShippingMethodSetting {
  id: string;
  name: string;
  /** By weight, lightest first. */
  rates: ShippingRateBand[];
  /** Free for an order whose subtotal (dollars) is at least this. */
  freeOver?: number;
}

/** A shipping zone: countries and the methods the shop ships to them by. */
export interface ShippingZone {
  _id: string;
  name: string;
  countries: DeliveryCountry[];
  methods: ShippingMethodSetting[];
  /** @format date-time */
  updatedAt: string;
}

/**
 * A method of `GET /shipping-methods?country=` (docs/decisions/0031-shipping-zones-and-rates.md):
 * `price` is its lightest parcel's; `rates` price the others.
 */
export interface ShippingMethod extends ShippingMethodSetting {
  price: number;
}

export const shippingZoneNameMaxLength = 40;
export const shippingMethodNameMaxLength = 40;
export const shippingZonesMax = 20;
export const shippingMethodsPerZoneMax = 10;
export const shippingRateBandsMax = 10;
/** The highest price of one parcel, in dollars. */
export const shippingPriceMax = 1_000;
/** The highest subtotal a method can be free from, in dollars. */
export const freeShippingOverMax = 100_000;
/** The heaviest band a rate may name, in grams (a crated engine is far lighter). */
export const shippingWeightMaxGrams = 1_000_000;

// Here rather than in parts.ts, which Home's first load takes whole: only shipping and the
// admins' forms need a part's weight.
/**
 * What a part without a weight of its own counts as when shipping is priced by weight: a
 * boxed lever or filter weighs less, a disc or chain more (docs/decisions/0031-shipping-zones-and-rates.md).
 */
export const defaultPartWeightGrams = 1_000;
/** The heaviest a unit may be, in grams. */
export const partWeightMaxGrams = 500_000;

/** A part's weight as shipping counts it: the admin's figure or the default. */
export const weightGramsOf = (part: { weightGrams?: number | null }) =>
  part.weightGrams ?? defaultPartWeightGrams;

/** A method's rate in integer cents, as the server keeps it. */
export interface ShippingRateInCents {
  rates: { upToGrams?: number; priceCents: number }[];
  freeOverCents?: number;
}

/**
 * What a parcel of `weightGrams` for an order of `subtotalCents` costs by `method`, in cents;
 * null when the method takes no parcel that heavy.
 */
export function shippingCostCents(
  method: ShippingRateInCents,
  { subtotalCents, weightGrams }: { subtotalCents: number; weightGrams: number },
): number | null {
  const band = method.rates.find(
    ({ upToGrams }) => upToGrams === undefined || weightGrams <= upToGrams,
  );
  if (!band) return null;
  if (method.freeOverCents !== undefined && subtotalCents >= method.freeOverCents) return 0;
  return band.priceCents;
}
