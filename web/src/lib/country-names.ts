import { countryName } from '@moto-parts/contracts';

/** Country codes in the order of their names: how a list of countries reads. */
export const byCountryName = <Code extends string>(codes: readonly Code[]) =>
  [...codes].sort((a, b) => countryName(a).localeCompare(countryName(b)));
