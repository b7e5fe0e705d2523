import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetGarage } from '@/lib/garage';
import { readBike, rememberBike } from '@/lib/my-bike';
import { commuter, storedGarage, storeGarage, ninja, riderUid } from '@/testing/fake-garage-doc';
import { renderWithProviders } from '@/testing/render';
import BikeNav from './bike-nav';

vi.mock('@/lib/garage-doc', () => import('@/testing/fake-garage-doc'));

const uid = riderUid;

afterEach(() => forgetGarage(uid));

/** Where the router is: the catalogue's filters live in its search. */
function SearchProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderBikeNav(at = '/') {
  renderWithProviders(
    <>
      <BikeNav uid={uid} />
      <SearchProbe />
    </>,
    { at, path: '*' },
  );
  return userEvent.setup();
}

const trigger = () => screen.getByRole('button', { name: /^My garage/ });

describe('BikeNav', () => {
  it('when a rider with no bike on the device signs in, then the garage’s first bike is the one ridden, and the menu lists every bike', async () => {
    storeGarage(uid, [commuter, ninja]);
    const user = renderBikeNav();

    await waitFor(() => expect(trigger()).toHaveTextContent('CB500X'));
    expect(trigger()).toHaveAccessibleName('My garage: riding 2019 Honda CB500X');
    await user.click(trigger());

    const bikes = await screen.findAllByRole('menuitemradio');
    expect(bikes.map((bike) => bike.textContent)).toEqual([
      'Commuter2019 Honda CB500X',
      '2021 Kawasaki Ninja 400',
    ]);
    expect(bikes[0]).toHaveAttribute('aria-checked', 'true');
    expect(bikes[1]).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitem', { name: 'Manage garage' })).toHaveAttribute(
      'href',
      '/dashboard/my-profile#garage',
    );
  });

  it('when another bike is picked, then the device rides it and the trigger says so', async () => {
    storeGarage(uid, [commuter, ninja]);
    rememberBike({ make: 'Honda', model: 'CB500X', year: 2019 });
    const user = renderBikeNav('/dashboard');

    await waitFor(() => expect(trigger()).toHaveTextContent('CB500X'));
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitemradio', { name: /Ninja 400/ }));

    await waitFor(() => expect(trigger()).toHaveTextContent('Ninja 400'));
    expect(readBike()).toEqual({ make: 'Kawasaki', model: 'Ninja 400', year: 2021 });
    // Away from the catalogue, the page stays.
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/dashboard');
  });

  it('when a bike is picked on /parts, then the list’s URL gets it, its other filters kept', async () => {
    storeGarage(uid, [commuter, ninja]);
    rememberBike({ make: 'Honda', model: 'CB500X', year: 2019 });
    const user = renderBikeNav('/parts?category=brakes&make=Honda&model=CB500X&year=2019');

    await waitFor(() => expect(trigger()).toHaveTextContent('CB500X'));
    await user.click(trigger());
    await user.click(await screen.findByRole('menuitemradio', { name: /Ninja 400/ }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/parts?category=brakes&make=Kawasaki&model=Ninja+400&year=2021',
      ),
    );
  });

  it('when the device remembers a bike the garage lacks at sign-in, then it joins the garage', async () => {
    storeGarage(uid, [ninja]);
    rememberBike({ make: 'Yamaha', model: 'MT-07', year: 2020 });
    const user = renderBikeNav();

    await waitFor(() => expect(storedGarage(uid)).toHaveLength(2));
    expect(storedGarage(uid)[1]).toEqual({
      id: expect.any(String),
      make: 'Yamaha',
      model: 'MT-07',
      year: 2020,
    });
    await user.click(trigger());
    expect(await screen.findByRole('menuitemradio', { name: '2020 Yamaha MT-07' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('when the garage is empty and the device has no bike, then the trigger says My garage and the menu offers to manage it', async () => {
    storeGarage(uid, []);
    const user = renderBikeNav();

    await user.click(trigger());

    expect(await screen.findByText('No bikes yet')).toBeVisible();
    expect(trigger()).toHaveTextContent('My garage');
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Manage garage' })).toBeInTheDocument();
  });
});
