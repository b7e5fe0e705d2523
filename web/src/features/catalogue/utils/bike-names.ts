import type { BikeChoice, Fitment } from '@moto-parts/contracts';

/** "2019 Honda CB500X", "Boss Hoss BHC-3 LS3", "Triumph": as far as it is chosen. */
export const bikeName = ({ make, model, year }: BikeChoice) =>
  [year, make, model].filter((part) => part !== undefined).join(' ');

/** The name a fit message uses for the bike: its model, or its make alone ("Fits your CB500X"). */
export const bikeShortName = ({ make, model }: BikeChoice) => model ?? make;

/** "2013–2023", or "2019" for a single year. */
export const yearRange = ({ fromYear, toYear }: Pick<Fitment, 'fromYear' | 'toYear'>) =>
  fromYear === toYear ? String(fromYear) : `${fromYear}–${toYear}`;
