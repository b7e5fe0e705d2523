// Stands in for lib/garage-doc.ts (Firestore) in component tests:
//   vi.mock('@/lib/garage-doc', () => import('@/testing/fake-garage-doc'));
// Each rider's garage lives here, in memory; a test reads what was saved, or makes the next
// save or load fail.
import type { GarageBike } from '@moto-parts/contracts';
import type { GarageKeeper } from '@/lib/garage-doc';

/** The rider the garage tests sign in as, and two bikes of theirs. */
export const riderUid = 'uid-rider';
export const commuter: GarageBike = {
  id: 'b1',
  make: 'Honda',
  model: 'CB500X',
  year: 2019,
  nickname: 'Commuter',
};
export const ninja: GarageBike = { id: 'b2', make: 'Kawasaki', model: 'Ninja 400', year: 2021 };

const stored = new Map<string, GarageBike[]>();
let failures: { load?: Error; save?: Error } = {};
let saves = 0;

/** `uid`'s garage holds `bikes`, as if saved earlier; forgets every other garage. */
export function storeGarage(uid: string, bikes: GarageBike[]) {
  stored.clear();
  failures = {};
  saves = 0;
  stored.set(uid, bikes);
}

/** `uid`'s garage as last saved (empty when never). */
export const storedGarage = (uid: string) => stored.get(uid) ?? [];

/** How many times a garage was saved since `storeGarage`. */
export const savesMade = () => saves;

/** The next load, or save, fails with `error`. */
export function failNext(operation: 'load' | 'save', error: Error) {
  failures[operation] = error;
}

function takeFailure(operation: 'load' | 'save') {
  const failure = failures[operation];
  failures = { ...failures, [operation]: undefined };
  return failure;
}

export function garageDoc(uid: string): GarageKeeper {
  return {
    load: () => {
      const failure = takeFailure('load');
      return failure ? Promise.reject(failure) : Promise.resolve(storedGarage(uid));
    },
    save: (bikes) => {
      const failure = takeFailure('save');
      if (failure) return Promise.reject(failure);
      saves += 1;
      stored.set(uid, bikes);
      return Promise.resolve();
    },
  };
}
