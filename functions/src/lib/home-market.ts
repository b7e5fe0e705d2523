// The shop's home market (docs/decisions/0042-third-review.md): where an order that names no
// country (the 2022 body's free-text address) is priced, for shipping and, once tax lands, for
// tax. `HOME_MARKET` in functions/.env, an ISO 3166-2 code ("US-OR", or a country alone,
// "GB"), read when an order is placed, as `RETURNS_ADDRESS` is.
import { isDeliveryCountry, type DeliveryCountry } from '@moto-parts/contracts';

export interface HomeMarket {
  country: DeliveryCountry;
  /** The region (a US state), when the code names one. */
  region?: string;
}

/** Out of the box: Oregon, in the United States, where the maker is. */
export const defaultHomeMarket = 'US-OR';

/** The market `code` names ("US-OR", "GB"), or null when it names no country the shop ships to. */
export function parseHomeMarket(code: string): HomeMarket | null {
  const match = /^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/.exec(code.trim().toUpperCase());
  const country = match?.[1];
  if (!country || !isDeliveryCountry(country)) return null;
  return { country, ...(match[2] && { region: match[2] }) };
}

/** The home market of functions/.env; a code that names none is a setup fault, said loudly. */
export function homeMarket(): HomeMarket {
  const code = process.env.HOME_MARKET || defaultHomeMarket;
  const market = parseHomeMarket(code);
  if (!market) throw new Error(`HOME_MARKET=${code} names no country the shop ships to`);
  return market;
}
