// Postal addresses of the countries the shop delivers to (docs/decisions/0032-orders-with-lines.md).
// What each country's address shows comes from Google's address data (libaddressinput), by way
// of localized-address-format; a postcode's shape from postcode-validator. No list is typed here.
import { formatAddress } from 'localized-address-format';
import type { DeliveryCountry } from './shipping.ts';

/** A shipping address, as an order and the address book keep it. */
export interface ShippingAddress {
  /** Who the parcel is for. */
  name: string;
  line1: string;
  line2?: string;
  city?: string;
  /** The state, province or county, where the country's addresses name one. */
  region?: string;
  postcode?: string;
  country: DeliveryCountry;
}

/** An address of a rider's address book (My Profile): a label of theirs, and their default. */
export interface SavedAddress extends ShippingAddress {
  label: string;
  /** Checkout starts from it; one address of a book is the default. */
  default: boolean;
  /** The phone to call about a parcel to it: checkout fills it in with the address. */
  phone?: string;
}

/** Answer of `GET /address-book` and `PUT /address-book`: the caller's saved addresses. */
export interface AddressBook {
  addresses: SavedAddress[];
}

export const addressBookMax = 10;
export const addressLabelMaxLength = 30;
export const addressNameMaxLength = 60;
export const addressLineMaxLength = 100;
export const addressCityMaxLength = 60;
export const addressRegionMaxLength = 60;
export const postcodeMaxLength = 12;

/** Which of the optional fields a country's addresses carry: those are asked for, and required. */
export interface AddressFields {
  city: boolean;
  region: boolean;
  postcode: boolean;
}

const probe = { city: '\u0001C', region: '\u0001S', postcode: '\u0001Z' };
const fieldsOf = new Map<string, AddressFields>();

/**
 * The fields a country's addresses carry, read from its address format: an address formatted
 * with a marker in each field shows the markers of the fields the format has.
 */
export function addressFieldsOf(country: string): AddressFields {
  let fields = fieldsOf.get(country);
  if (!fields) {
    const shown = formatAddress(
      {
        postalCountry: country,
        locality: probe.city,
        administrativeArea: probe.region,
        postalCode: probe.postcode,
      },
      'latin',
    ).join('\n');
    fields = {
      city: shown.includes(probe.city),
      region: shown.includes(probe.region),
      postcode: shown.includes(probe.postcode),
    };
    fieldsOf.set(country, fields);
  }
  return fields;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name, from the platform's country data. */
export const countryName = (code: string) => countryNames.of(code) ?? code;

/** The address as the country writes it, one line per line, the country last. */
export const addressLines = (address: ShippingAddress) => [
  ...formatAddress(
    {
      postalCountry: address.country,
      name: address.name,
      addressLines: [address.line1, address.line2 ?? ''].filter(Boolean),
      locality: address.city,
      administrativeArea: address.region,
      postalCode: address.postcode,
    },
    'latin',
  ),
  countryName(address.country),
];
