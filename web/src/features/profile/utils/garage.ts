import type { GarageBike } from '@moto-parts/contracts';
import { paths } from '@/config/paths';
import { bikeName } from '@/lib/bike-names';

/** The id of My Profile's garage section, which the navbar's "Manage garage" links to. */
export const garageSectionId = 'garage';

/** My Profile, at its garage. */
export const garageHref = `${paths.dashboard.myProfile.getHref()}#${garageSectionId}`;

/** The rider's name for the bike, or the bike's own ("2019 Honda CB500X"). */
export const garageBikeTitle = (bike: GarageBike) => bike.nickname ?? bikeName(bike);
