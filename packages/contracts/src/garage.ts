// A signed-in rider's garage (docs/decisions/0037-garage.md): the bikes they own, kept in
// their account, one of which they ride today. Types and constants only: the yup schema is in
// garage-schemas.ts.
import type { Bike } from './fitment.ts';

/** The most bikes a garage holds: a rider's, or a small workshop's. */
export const garageBikesMax = 10;

/** The longest nickname a bike may have ("Winter hack", "Dave's Ninja"). */
export const garageNicknameMaxLength = 30;

/** A garage bike's id: made by the web app (a UUID), 1 to this many characters. */
export const garageBikeIdMaxLength = 40;

/** A bike of the garage: a known model in a year it was built, and the rider's name for it. */
export interface GarageBike extends Bike {
  /** Made when the bike is added; two bikes of one model and year are told apart by it. */
  id: string;
  /** The rider's name for it; none when they gave none. */
  nickname?: string;
}

/** A bike to add: the garage gives it its id. */
export type NewGarageBike = Omit<GarageBike, 'id'>;

/**
 * `garages/{uid}` in Firestore: a signed-in rider's garage, written by the web app itself,
 * read and written by its owner only (firestore.rules). `updatedAt` is the server's time of
 * the write.
 */
export interface GarageDoc {
  bikes: GarageBike[];
  updatedAt: unknown;
}
