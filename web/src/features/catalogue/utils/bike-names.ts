import type { Fitment } from '@moto-parts/contracts';

// The bike's names are shared with the navbar's picker and My Profile's garage.
export { bikeName, bikeShortName } from '@/lib/bike-names';

/** "2013–2023", or "2019" for a single year. */
export const yearRange = ({ fromYear, toYear }: Pick<Fitment, 'fromYear' | 'toYear'>) =>
  fromYear === toYear ? String(fromYear) : `${fromYear}–${toYear}`;
