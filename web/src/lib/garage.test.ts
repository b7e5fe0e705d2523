import { act, renderHook, waitFor } from '@testing-library/react';
import type { GarageBike } from '@moto-parts/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failNext, savesMade, storeGarage, storedGarage } from '@/testing/fake-garage-doc';
import {
  addGarageBike,
  currentGarageBike,
  forgetGarage,
  mergeDeviceBike,
  removeGarageBike,
  renameGarageBike,
  rideGarageBike,
  useGarage,
} from './garage';
import { readBike, rememberBike } from './my-bike';

vi.mock('./garage-doc', () => import('@/testing/fake-garage-doc'));

const uid = 'uid-rider';
const cb500x: GarageBike = { id: 'b1', make: 'Honda', model: 'CB500X', year: 2019 };
const ninja: GarageBike = {
  id: 'b2',
  make: 'Kawasaki',
  model: 'Ninja 400',
  year: 2021,
  nickname: 'Track',
};
const newId = () => 'new';

afterEach(() => forgetGarage(uid));

/** Reads the garage as a screen does, and waits until it is read. */
async function loadGarage() {
  const { result } = renderHook(() => useGarage(uid));
  await waitFor(() => expect(result.current.status).toBe('ready'));
  return result;
}

describe('mergeDeviceBike', () => {
  it('when the device remembers a whole bike the garage lacks, then it is added after the others', () => {
    const device = { make: 'Yamaha', model: 'MT-07', year: 2020 };

    expect(mergeDeviceBike([], device, newId)).toEqual({ merged: [{ id: 'new', ...device }] });
    expect(mergeDeviceBike([cb500x], device, newId)).toEqual({
      merged: [cb500x, { id: 'new', ...device }],
    });
  });

  it('when the garage has the device’s bike, then nothing changes', () => {
    expect(mergeDeviceBike([ninja, cb500x], cb500x, newId)).toEqual({});
  });

  it('when the device remembers a make or model alone, or a bike not of the list, then it stays off the garage', () => {
    expect(mergeDeviceBike([], { make: 'Honda' }, newId)).toEqual({});
    expect(mergeDeviceBike([], { make: 'Honda', model: 'CB500X' }, newId)).toEqual({});
    expect(mergeDeviceBike([], { make: 'Honda', model: 'CB500X', year: 1990 }, newId)).toEqual({});
    expect(mergeDeviceBike([], { make: 'Zundapp', model: 'KS 50', year: 1980 }, newId)).toEqual({});
  });

  it('when the garage is full, then the device’s bike is not added', () => {
    const full = Array.from({ length: 10 }, (_, index) => ({ ...cb500x, id: `b${index}` }));

    expect(mergeDeviceBike(full, { make: 'Yamaha', model: 'MT-07', year: 2020 }, newId)).toEqual(
      {},
    );
  });

  it('when the device remembers no bike, then the garage’s first is the one to ride', () => {
    expect(mergeDeviceBike([ninja, cb500x], null, newId)).toEqual({ pick: ninja });
    expect(mergeDeviceBike([], null, newId)).toEqual({ pick: undefined });
  });
});

describe('currentGarageBike', () => {
  it('when two bikes are alike, then the one picked is the current one, else the first', () => {
    const twin = { ...cb500x, id: 'b3', nickname: 'Spare' };

    expect(currentGarageBike([cb500x, twin], cb500x)?.id).toBe('b1');
    rideGarageBike(twin);
    expect(currentGarageBike([cb500x, twin], readBike())?.id).toBe('b3');
    expect(currentGarageBike([cb500x, twin], null)).toBeUndefined();
    expect(currentGarageBike([ninja], cb500x)).toBeUndefined();
  });
});

describe('the garage store', () => {
  it('when a rider signs in with a bike on the device, then the garage gets it and saves once', async () => {
    storeGarage(uid, [ninja]);
    rememberBike({ make: 'Honda', model: 'CB500X', year: 2019 });

    const garage = await loadGarage();

    expect(garage.current).toMatchObject({ bikes: [ninja, { make: 'Honda', year: 2019 }] });
    expect(storedGarage(uid)).toHaveLength(2);
    expect(savesMade()).toBe(1);
  });

  it('when a rider with no bike on the device signs in, then the garage’s first bike is the one ridden', async () => {
    storeGarage(uid, [ninja, cb500x]);

    await loadGarage();

    expect(readBike()).toEqual({ make: 'Kawasaki', model: 'Ninja 400', year: 2021 });
    expect(savesMade()).toBe(0);
  });

  it('when bikes are added, renamed and removed, then each change is saved whole and shown', async () => {
    storeGarage(uid, []);
    const garage = await loadGarage();

    const added = await act(() =>
      addGarageBike(uid, { make: 'Yamaha', model: 'MT-07', year: 2020, nickname: 'Commuter' }),
    );
    // The first bike of a rider who rides none is the one they ride.
    expect(readBike()).toEqual({ make: 'Yamaha', model: 'MT-07', year: 2020 });
    await act(() => addGarageBike(uid, { make: 'Honda', model: 'CB500X', year: 2019 }));
    await act(() => renameGarageBike(uid, added.id, ''));
    expect(storedGarage(uid)[0]).toEqual({
      id: added.id,
      make: 'Yamaha',
      model: 'MT-07',
      year: 2020,
    });

    await act(() => removeGarageBike(uid, added.id));

    // The bike ridden went: the first one left is ridden now.
    expect(storedGarage(uid)).toMatchObject([{ make: 'Honda', model: 'CB500X' }]);
    expect(garage.current).toEqual({ status: 'ready', bikes: storedGarage(uid) });
    expect(readBike()).toEqual({ make: 'Honda', model: 'CB500X', year: 2019 });
  });

  it('when a save fails, then the garage shows what was saved before, and the failure is thrown', async () => {
    storeGarage(uid, [cb500x]);
    const garage = await loadGarage();
    failNext('save', new Error('offline'));

    // Nothing new is shown: no act() needed.
    await expect(
      addGarageBike(uid, { make: 'Yamaha', model: 'MT-07', year: 2020 }),
    ).rejects.toThrow('offline');

    expect(garage.current).toEqual({ status: 'ready', bikes: [cb500x] });
  });

  it('when the garage is full, then another bike is refused', async () => {
    storeGarage(
      uid,
      Array.from({ length: 10 }, (_, index) => ({ ...cb500x, id: `b${index}` })),
    );
    await loadGarage();

    // Nothing new is shown: no act() needed.
    await expect(
      addGarageBike(uid, { make: 'Yamaha', model: 'MT-07', year: 2020 }),
    ).rejects.toThrow('10 bikes is the most a garage holds: remove one to add another.');
    expect(savesMade()).toBe(0);
  });

  it('when the garage cannot be read, then it says so', async () => {
    storeGarage(uid, []);
    failNext('load', new Error('offline'));
    const { result } = renderHook(() => useGarage(uid));

    await waitFor(() => expect(result.current).toMatchObject({ status: 'error' }));
  });
});
