import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetGarage } from '@/lib/garage';
import { readBike, rememberBike } from '@/lib/my-bike';
import {
  commuter,
  failNext,
  storedGarage,
  storeGarage,
  ninja,
  riderUid,
} from '@/testing/fake-garage-doc';
import { renderWithProviders } from '@/testing/render';
import { Garage } from './garage';

vi.mock('@/lib/garage-doc', () => import('@/testing/fake-garage-doc'));

const uid = riderUid;

afterEach(() => forgetGarage(uid));

function renderGarage() {
  renderWithProviders(<Garage uid={uid} />, { at: '/dashboard/my-profile' });
  return userEvent.setup();
}

/** The card of the bike called `name`. */
const card = (name: string) => within(screen.getByRole('article', { name }));

describe('Garage', () => {
  it('when the garage loads, then each bike shows with its nickname and name, the current one marked', async () => {
    storeGarage(uid, [commuter, ninja]);
    rememberBike({ make: 'Honda', model: 'CB500X', year: 2019 });
    renderGarage();

    expect(screen.getByRole('heading', { level: 3, name: 'Garage' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your garage…');
    expect(await screen.findByRole('article', { name: 'Commuter' })).toHaveTextContent(
      '2019 Honda CB500X',
    );
    expect(await card('Commuter').findByText('Current bike')).toBeVisible();
    expect(
      card('Commuter').queryByRole('button', { name: /Use this bike/ }),
    ).not.toBeInTheDocument();
    expect(card('2021 Kawasaki Ninja 400').queryByText('Current bike')).not.toBeInTheDocument();
    expect(
      card('2021 Kawasaki Ninja 400').getByRole('button', {
        name: 'Use this bike 2021 Kawasaki Ninja 400',
      }),
    ).toBeEnabled();
  });

  it('when Use this bike is pressed, then the device rides it and the card says so', async () => {
    storeGarage(uid, [commuter, ninja]);
    rememberBike({ make: 'Honda', model: 'CB500X', year: 2019 });
    const user = renderGarage();

    await user.click(
      await screen.findByRole('button', { name: 'Use this bike 2021 Kawasaki Ninja 400' }),
    );

    expect(await card('2021 Kawasaki Ninja 400').findByText('Current bike')).toBeVisible();
    expect(card('Commuter').queryByText('Current bike')).not.toBeInTheDocument();
    expect(readBike()).toEqual({ make: 'Kawasaki', model: 'Ninja 400', year: 2021 });
    expect(
      await screen.findByText('2021 Kawasaki Ninja 400 is your current bike'),
    ).toBeInTheDocument();
  });

  it('when the garage is empty, then it says so, and a first bike is added and ridden', async () => {
    storeGarage(uid, []);
    const user = renderGarage();

    expect(
      await screen.findByRole('heading', { name: 'No bikes in your garage yet' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a bike' }));
    const form = within(screen.getByRole('form', { name: 'Add a bike' }));
    expect(form.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await user.selectOptions(form.getByRole('combobox', { name: 'Make' }), 'Yamaha');
    await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'MT-07');
    await user.selectOptions(form.getByRole('combobox', { name: 'Year' }), '2020');
    await user.type(form.getByLabelText('Nickname (optional)'), '  Weekend  ');
    await user.click(form.getByRole('button', { name: 'Add bike' }));

    expect(await screen.findByRole('article', { name: 'Weekend' })).toHaveTextContent(
      '2020 Yamaha MT-07',
    );
    expect(storedGarage(uid)).toEqual([
      { id: expect.any(String), make: 'Yamaha', model: 'MT-07', year: 2020, nickname: 'Weekend' },
    ]);
    expect(await card('Weekend').findByText('Current bike')).toBeVisible();
    expect(readBike()).toEqual({ make: 'Yamaha', model: 'MT-07', year: 2020 });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('when a second bike is added, then it joins the garage and the current bike stays', async () => {
    storeGarage(uid, [commuter]);
    rememberBike({ make: 'Honda', model: 'CB500X', year: 2019 });
    const user = renderGarage();

    await user.click(await screen.findByRole('button', { name: 'Add a bike' }));
    const form = within(screen.getByRole('form', { name: 'Add a bike' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Make' }), 'Kawasaki');
    await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'Ninja 400');
    await user.selectOptions(form.getByRole('combobox', { name: 'Year' }), '2021');
    await user.click(form.getByRole('button', { name: 'Add bike' }));

    expect(await screen.findByRole('article', { name: '2021 Kawasaki Ninja 400' })).toBeVisible();
    expect(storedGarage(uid)).toEqual([commuter, { ...ninja, id: expect.any(String) }]);
    expect(await card('Commuter').findByText('Current bike')).toBeVisible();
    expect(readBike()).toEqual({ make: 'Honda', model: 'CB500X', year: 2019 });
  });

  it('when the form is sent without a bike, then the schema says what is missing and nothing is saved', async () => {
    storeGarage(uid, [commuter]);
    const user = renderGarage();

    await user.click(await screen.findByRole('button', { name: 'Add a bike' }));
    const form = within(screen.getByRole('form', { name: 'Add a bike' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Make' }), 'Honda');
    await user.click(form.getByRole('button', { name: 'Add bike' }));

    expect(await form.findByText('Model is required')).toBeVisible();
    expect(form.getByText('Year is required')).toBeVisible();
    expect(storedGarage(uid)).toEqual([commuter]);
  });

  it('when another make is chosen, then the model and year chosen go, and the years are the model’s', async () => {
    storeGarage(uid, []);
    const user = renderGarage();

    await user.click(await screen.findByRole('button', { name: 'Add a bike' }));
    const form = within(screen.getByRole('form', { name: 'Add a bike' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Make' }), 'Honda');
    await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'CB500X');
    const years = within(form.getByRole('combobox', { name: 'Year' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years.slice(1, 3)).toEqual(['2023', '2022']);
    expect(years.at(-1)).toBe('2013');
    await user.selectOptions(form.getByRole('combobox', { name: 'Year' }), '2015');
    await user.selectOptions(form.getByRole('combobox', { name: 'Make' }), 'KTM');

    expect(form.getByRole('combobox', { name: 'Model' })).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Year' })).toHaveValue('');
    expect(form.getByRole('combobox', { name: 'Year' })).toBeDisabled();
  });

  it('when a bike is renamed, then its new nickname is saved, and an empty one takes it away', async () => {
    storeGarage(uid, [commuter, ninja]);
    const user = renderGarage();

    await user.click(await screen.findByRole('button', { name: 'Rename 2021 Kawasaki Ninja 400' }));
    const form = within(screen.getByRole('form', { name: 'Rename 2021 Kawasaki Ninja 400' }));
    await user.type(form.getByLabelText('Nickname'), 'Track');
    await user.click(form.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByRole('article', { name: 'Track' })).toHaveTextContent(
      '2021 Kawasaki Ninja 400',
    );
    expect(storedGarage(uid)[1]).toEqual({ ...ninja, nickname: 'Track' });

    await user.click(screen.getByRole('button', { name: 'Rename Commuter' }));
    await user.clear(screen.getByLabelText('Nickname'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByRole('article', { name: '2019 Honda CB500X' })).toBeVisible();
    expect(storedGarage(uid)[0]).toEqual({ id: 'b1', make: 'Honda', model: 'CB500X', year: 2019 });
  });

  it('when the ridden bike is removed, then it asks first, and the first bike left becomes the current one', async () => {
    storeGarage(uid, [commuter, ninja]);
    rememberBike({ make: 'Honda', model: 'CB500X', year: 2019 });
    const user = renderGarage();

    await user.click(await screen.findByRole('button', { name: 'Remove Commuter' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Commuter is removed from your garage.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Commuter' })).not.toBeInTheDocument(),
    );
    expect(storedGarage(uid)).toEqual([ninja]);
    expect(await card('2021 Kawasaki Ninja 400').findByText('Current bike')).toBeVisible();
    expect(readBike()).toEqual({ make: 'Kawasaki', model: 'Ninja 400', year: 2021 });
  });

  it('when the garage holds 10 bikes, then Add a bike is disabled and says why', async () => {
    storeGarage(
      uid,
      Array.from({ length: 10 }, (_, index) => ({ ...ninja, id: `b${index}` })),
    );
    renderGarage();

    const add = await screen.findByRole('button', { name: 'Add a bike' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      '10 bikes is the most a garage holds: remove one to add another.',
    );
  });

  it('when a bike cannot be saved, then the failure shows and the form keeps what was chosen', async () => {
    storeGarage(uid, [commuter]);
    const user = renderGarage();

    await user.click(await screen.findByRole('button', { name: 'Add a bike' }));
    const form = within(screen.getByRole('form', { name: 'Add a bike' }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Make' }), 'Yamaha');
    await user.selectOptions(form.getByRole('combobox', { name: 'Model' }), 'MT-07');
    await user.selectOptions(form.getByRole('combobox', { name: 'Year' }), '2020');
    failNext('save', new Error('Missing or insufficient permissions.'));
    await user.click(form.getByRole('button', { name: 'Add bike' }));

    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Year' })).toHaveValue('2020');
    expect(storedGarage(uid)).toEqual([commuter]);
  });

  it('when the garage cannot be loaded, then it says why, and Try again loads it', async () => {
    storeGarage(uid, [commuter]);
    failNext('load', new Error('The shop could not be reached'));
    const user = renderGarage();

    expect(await screen.findByRole('alert')).toHaveTextContent('The shop could not be reached');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Commuter' })).toBeVisible();
  });
});
