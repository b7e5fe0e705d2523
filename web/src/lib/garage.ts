// A signed-in rider's garage (docs/decisions/0037-garage.md): the bikes they own, kept in their
// account (`garages/{uid}`, lib/garage-doc.ts) so that every device of theirs has them. The
// bike they ride today stays what this device remembers (lib/my-bike.ts): the catalogue, its
// cards and the purchase page keep speaking of it, and picking a garage bike remembers it.
// Shared: the navbar's bike picker, My Profile's garage and the purchase page all use it.
import {
  garageBikesMax,
  knownBikeChoice,
  type BikeChoice,
  type GarageBike,
  type NewGarageBike,
} from '@moto-parts/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import type { GarageKeeper } from './garage-doc';
import { readBike, rememberBike, useMyBike } from './my-bike';

/** A garage as a screen shows it: loading, its bikes, or why it could not be read. */
export type GarageState =
  | { status: 'loading' }
  | { status: 'ready'; bikes: GarageBike[] }
  | { status: 'error'; error: unknown };

const loading: GarageState = { status: 'loading' };

/** Each rider's garage this page has asked for, by uid. */
const garages = new Map<string, GarageState>();
const listeners = new Set<() => void>();

function show(uid: string, state: GarageState) {
  garages.set(uid, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Firestore Lite comes with the first garage asked for, not with the screen that asks. */
const keeperOf = async (uid: string): Promise<GarageKeeper> =>
  (await import('./garage-doc')).garageDoc(uid);

const sameBike = (a: BikeChoice, b: BikeChoice) =>
  a.make === b.make && a.model === b.model && a.year === b.year;

/** A new bike's id: unique within its garage (and, in practice, everywhere). */
const newBikeId = () => crypto.randomUUID();

/** Where the device remembers which garage bike was picked, when two share a model and year. */
const pickedKey = 'moto-parts.garage-bike';

function readPicked() {
  try {
    return localStorage.getItem(pickedKey);
  } catch {
    return null;
  }
}

/**
 * Rides `bike` from now on: the device remembers it as the rider's bike (every screen
 * follows), and which of the garage's bikes it is.
 */
export function rideGarageBike({ id, make, model, year }: GarageBike) {
  try {
    localStorage.setItem(pickedKey, id);
  } catch {
    // Storage off: of two bikes alike, the first is the current one.
  }
  rememberBike({ make, model, year });
}

/**
 * The garage bike the rider rides now: the one of `bikes` that is the device's bike (the one
 * picked, of two alike), or none.
 */
export function currentGarageBike(bikes: GarageBike[], bike: BikeChoice | null | undefined) {
  if (!bike) return undefined;
  const alike = bikes.filter((known) => sameBike(known, bike));
  const picked = readPicked();
  return alike.find((known) => known.id === picked) ?? alike[0];
}

/** The garage bike the rider rides now, following the device's bike as it changes. */
export function useCurrentGarageBike(bikes: GarageBike[]) {
  return currentGarageBike(bikes, useMyBike());
}

/**
 * What signing in makes of a stored garage and the device's bike: a whole bike (make, model
 * and year, of the shop's list) the garage lacks is added to it, the first of an empty garage,
 * while there is room. `merged` is the garage as it must be saved, or undefined when it is as
 * stored; `pick` is the bike to ride, when the device remembers none and the garage has one.
 */
export function mergeDeviceBike(
  bikes: GarageBike[],
  device: BikeChoice | null,
  newId: () => string = newBikeId,
): { merged?: GarageBike[]; pick?: GarageBike } {
  if (!device) return { pick: bikes[0] };
  const known = knownBikeChoice(device);
  if (known?.model === undefined || known.year === undefined || !sameBike(known, device)) {
    return {};
  }
  if (bikes.some((bike) => sameBike(bike, known)) || bikes.length >= garageBikesMax) return {};
  const { make, model, year } = known;
  return { merged: [...bikes, { id: newId(), make, model, year }] };
}

/** Reads `uid`'s garage, merging the device's bike into it (the first read is the sign-in). */
async function load(uid: string) {
  // A state of its own: a later read (or a sign-out) replaces it, and this read then stops.
  const reading: GarageState = { status: 'loading' };
  show(uid, reading);
  const mine = () => garages.get(uid) === reading;
  try {
    const keeper = await keeperOf(uid);
    const stored = await keeper.load();
    if (!mine()) return;
    const { merged, pick } = mergeDeviceBike(stored, readBike());
    if (merged) await keeper.save(merged);
    // Forgotten (signed out) or read again meanwhile: that read shows its own.
    if (!mine()) return;
    show(uid, { status: 'ready', bikes: merged ?? stored });
    if (pick) rideGarageBike(pick);
  } catch (error) {
    if (mine()) show(uid, { status: 'error', error });
  }
}

/**
 * The rider `uid`'s garage, read once a screen first asks for it (then kept for the page's
 * life, and changed by `addGarageBike`, `renameGarageBike` and `removeGarageBike`); loading
 * while there is no uid.
 */
export function useGarage(uid: string | null | undefined): GarageState {
  const state = useSyncExternalStore(
    subscribe,
    () => (uid ? (garages.get(uid) ?? loading) : loading),
    () => loading,
  );
  useEffect(() => {
    if (uid && !garages.has(uid)) void load(uid);
  }, [uid]);
  return state;
}

/** Reads `uid`'s garage again (after a failure to read it). */
export const reloadGarage = (uid: string) => load(uid);

/**
 * Forgets `uid`'s garage (the rider signed out): the next sign-in reads it again, and merges
 * the device's bike into it then.
 */
export function forgetGarage(uid: string) {
  garages.delete(uid);
  for (const listener of listeners) listener();
}

/** The changes under way, one after another: each starts from the garage the last one saved. */
let changes: Promise<unknown> = Promise.resolve();

/**
 * Saves `uid`'s garage as `edit` makes it from the saved one, then shows it. Throws (and
 * shows nothing new) when the garage is not read yet, `edit` refuses, or the save fails.
 */
function change(uid: string, edit: (bikes: GarageBike[]) => GarageBike[]) {
  const done = changes.then(async () => {
    const state = garages.get(uid);
    if (state?.status !== 'ready') throw new Error('Your garage is not loaded yet');
    const next = edit(state.bikes);
    await (await keeperOf(uid)).save(next);
    if (garages.get(uid) === state) show(uid, { status: 'ready', bikes: next });
    return next;
  });
  changes = done.catch(() => undefined);
  return done;
}

/** The message when the garage is full. */
export const garageFullMessage = `${garageBikesMax} bikes is the most a garage holds: remove one to add another.`;

/**
 * Adds `bike` to `uid`'s garage, and answers it with its id. The first bike of a rider who
 * rides none yet becomes the one they ride.
 */
export async function addGarageBike(uid: string, bike: NewGarageBike) {
  const added: GarageBike = { id: newBikeId(), ...bike };
  const bikes = await change(uid, (bikes) => {
    if (bikes.length >= garageBikesMax) throw new Error(garageFullMessage);
    return [...bikes, added];
  });
  if (bikes.length === 1 && !readBike()) rideGarageBike(added);
  return added;
}

/** Names a bike of `uid`'s garage; an empty nickname takes its name away. */
export const renameGarageBike = (uid: string, id: string, nickname: string) =>
  change(uid, (bikes) =>
    bikes.map(({ nickname: old, ...bike }) => {
      const kept = bike.id === id ? nickname : old;
      return kept ? { ...bike, nickname: kept } : bike;
    }),
  );

/**
 * Takes a bike out of `uid`'s garage. When it was the one ridden, the first bike left becomes
 * it (or none, when none is left): else the device would bring it back at the next sign-in.
 */
export async function removeGarageBike(uid: string, id: string) {
  const state = garages.get(uid);
  const ridden = state?.status === 'ready' && currentGarageBike(state.bikes, readBike())?.id === id;
  const bikes = await change(uid, (bikes) => bikes.filter((bike) => bike.id !== id));
  if (!ridden) return;
  const [first] = bikes;
  if (first) rideGarageBike(first);
  else rememberBike(null);
}
