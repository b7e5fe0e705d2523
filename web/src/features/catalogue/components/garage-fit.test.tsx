import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { GarageBike } from '@moto-parts/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetGarage, useGarage } from '@/lib/garage';
import { readBike, rememberBike } from '@/lib/my-bike';
import { ninja, riderUid, storeGarage } from '@/testing/fake-garage-doc';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { brakeDisc } from '../testing/fake-parts-api';
import { PartDetails } from './part-details';

vi.mock('@/lib/garage-doc', () => import('@/testing/fake-garage-doc'));

const uid = riderUid;
/** A bike the brake disc fits. */
const weekend: GarageBike = {
  id: 'b1',
  make: 'Yamaha',
  model: 'MT-07',
  year: 2020,
  nickname: 'Weekend',
};

afterEach(() => forgetGarage(uid));

/** The purchase page of the brake disc (it fits the MT-07), for the rider `uid`. */
async function renderPurchasePage(riderUid?: string) {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(json(brakeDisc)));
  renderWithProviders(<PartDetails uid={riderUid} />, {
    at: `/parts/${brakeDisc._id}`,
    path: '/parts/:id',
  });
  await screen.findByRole('heading', { level: 1, name: brakeDisc.name });
}

describe('the purchase page’s garage', () => {
  it('when the rider has bikes in their garage, then it lists which the part fits and which not', async () => {
    storeGarage(uid, [weekend, ninja]);
    rememberBike({ make: 'Yamaha', model: 'MT-07', year: 2020 });
    await renderPurchasePage(uid);

    const garage = within(await screen.findByRole('region', { name: 'Your garage' }));
    expect(garage.getByText('Fits 1 of your 2 bikes')).toBeVisible();
    expect(garage.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✓Fits Weekend (2020 Yamaha MT-07)',
      '✕Does not fit 2021 Kawasaki Ninja 400',
    ]);
  });

  it('when the garage is empty, then it says nothing of a garage', async () => {
    storeGarage(uid, []);
    // The garage is read first (as the navbar's picker reads it at sign-in).
    const { result } = renderHook(() => useGarage(uid));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    await renderPurchasePage(uid);

    expect(screen.queryByRole('region', { name: 'Your garage' })).not.toBeInTheDocument();
  });

  it('when the app tells no rider, then it reads no garage', async () => {
    storeGarage(uid, [weekend]);

    await renderPurchasePage();

    expect(screen.queryByRole('region', { name: 'Your garage' })).not.toBeInTheDocument();
    // Read, the garage would have made its first bike the one ridden.
    expect(readBike()).toBeNull();
  });
});
