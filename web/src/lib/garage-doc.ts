// Where a signed-in rider's garage is kept: `garages/{uid}` (firestore.rules: theirs alone, at
// most 10 bikes of a checked shape, stamped with the server's time), through Firestore Lite.
// Loaded by lib/garage.ts once a garage is first asked for: no public page carries it.
import type { GarageBike, GarageDoc } from '@moto-parts/contracts';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { firestore } from './firestore';

/** Where a garage is kept: it loads the bikes there, and saves the whole list each change. */
export interface GarageKeeper {
  load: () => Promise<GarageBike[]>;
  save: (bikes: GarageBike[]) => Promise<void>;
}

const isGarageBike = (value: unknown): value is GarageBike => {
  const { id, make, model, year, nickname } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof make === 'string' &&
    typeof model === 'string' &&
    Number.isInteger(year) &&
    (nickname === undefined || typeof nickname === 'string')
  );
};

/** The bikes of a stored garage: none for a garage never saved, or a value that is not ours. */
export const storedBikes = (value: unknown): GarageBike[] =>
  Array.isArray(value) ? value.filter(isGarageBike) : [];

/**
 * A bike as it is stored: its fields only, and no nickname rather than an empty one
 * (Firestore refuses an undefined field, and the rules an empty nickname).
 */
const storedBike = ({ id, make, model, year, nickname }: GarageBike): GarageBike => ({
  id,
  make,
  model,
  year,
  ...(nickname && { nickname }),
});

/** The rider `uid`'s garage, `garages/{uid}`. */
export function garageDoc(uid: string): GarageKeeper {
  const ref = doc(firestore, 'garages', uid);
  return {
    load: async () => storedBikes((await getDoc(ref)).get('bikes')),
    save: async (bikes) => {
      const garage: GarageDoc = { bikes: bikes.map(storedBike), updatedAt: serverTimestamp() };
      await setDoc(ref, garage);
    },
  };
}
