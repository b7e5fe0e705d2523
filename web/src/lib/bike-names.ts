import type { BikeChoice } from '@moto-parts/contracts';

// How the shop names a rider's bike, on every screen that speaks of one (the catalogue, the
// navbar's bike picker, My Profile's garage).

/** "2019 Honda CB500X", "Boss Hoss BHC-3 LS3", "Triumph": as far as it is chosen. */
export const bikeName = ({ make, model, year }: BikeChoice) =>
  [year, make, model].filter((part) => part !== undefined).join(' ');

/** The name a fit message uses for the bike: its model, or its make alone ("Fits your CB500X"). */
export const bikeShortName = ({ make, model }: BikeChoice) => model ?? make;
