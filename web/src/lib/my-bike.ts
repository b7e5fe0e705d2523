import type { BikeChoice } from '@moto-parts/contracts';
import { startTransition, useEffect, useState } from 'react';

/** Where the device remembers the rider's bike (the make, model and year they chose). */
const storageKey = 'moto-parts.bike';

const listeners = new Set<() => void>();

const isBikeChoice = (value: unknown): value is BikeChoice => {
  const { make, model, year } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof make === 'string' &&
    (model === undefined || typeof model === 'string') &&
    (year === undefined || typeof year === 'number')
  );
};

/**
 * The remembered bike. Only its shape is checked here, which keeps the list of models out of
 * Home's first load: the catalogue checks it against that list before using it as a filter
 * (a model may leave the list after a rider chose it). Outside React (the garage's merge at
 * sign-in, lib/garage.ts) it is read here; screens follow it with `useMyBike`.
 */
export function readBike(): BikeChoice | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    return isBikeChoice(stored) ? stored : null;
  } catch {
    // Storage off (a private window) or a value that is not ours: no bike.
    return null;
  }
}

/** Remembers the rider's bike on this device, or forgets it (null); every screen follows. */
export function rememberBike(bike: BikeChoice | null) {
  try {
    if (bike) localStorage.setItem(storageKey, JSON.stringify(bike));
    else localStorage.removeItem(storageKey);
  } catch {
    // Storage off: the choice lasts as long as the URL that holds it.
  }
  for (const listener of listeners) listener();
}

/**
 * The bike this device remembers: `undefined` until it has been read (just after the first
 * render, so a prerendered page hydrates as it was built), then the bike or null. Follows
 * changes from other screens and other tabs.
 */
export function useMyBike(): BikeChoice | null | undefined {
  const [bike, setBike] = useState<BikeChoice | null>();
  useEffect(() => {
    // In a transition: a prerendered page's hydration is never redone synchronously for it.
    const update = () => startTransition(() => setBike(readBike()));
    update();
    listeners.add(update);
    window.addEventListener('storage', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('storage', update);
    };
  }, []);
  return bike;
}
