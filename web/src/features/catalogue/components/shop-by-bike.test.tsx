import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { motorcycleMakes } from '@moto-parts/contracts';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { fakeFitment, stubPartsApi } from '../testing/fake-parts-api';
import { ShopByBike } from './shop-by-bike';

const optionsOf = (name: string) =>
  within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ShopByBike', () => {
  it('when there is no bike, then Choose your bike opens make, model and year from GET /fitment, each enabled once the one before is chosen', async () => {
    stubPartsApi([], fakeFitment);
    const onChoose = vi.fn();
    renderWithProviders(<ShopByBike bike={null} onChoose={onChoose} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Choose your bike' }));

    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toBeEnabled());
    expect(optionsOf('Make')).toEqual(['Choose a make', 'Royal Enfield', 'Yamaha']);
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show parts that fit' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Yamaha');
    expect(optionsOf('Model')).toEqual(['Any model', 'MT-07']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'MT-07');
    expect(optionsOf('Year')).toEqual(['Any year', '2014', '2015']);
    await user.click(screen.getByRole('button', { name: 'Show parts that fit' }));

    expect(onChoose).toHaveBeenCalledWith({ make: 'Yamaha', model: 'MT-07' });
    expect(JSON.parse(localStorage.getItem('moto-parts.bike') ?? '')).toEqual({
      make: 'Yamaha',
      model: 'MT-07',
    });
  });

  it.each([
    ['fails', () => json({ error: { code: 'internal', message: 'Down' } }, 500)],
    ['names no bike yet', () => json({ makes: [] })],
  ])(
    'when GET /fitment %s, then the pickers offer every model the shop knows',
    async (_, answer) => {
      vi.stubGlobal('fetch', async () => answer());
      renderWithProviders(<ShopByBike bike={null} onChoose={vi.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Choose your bike' }));

      await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toBeEnabled());
      expect(optionsOf('Make').slice(1)).toEqual(motorcycleMakes);
    },
  );

  it('when the bike is not known yet, then the bar already has its final shape, its button waiting', () => {
    stubPartsApi([], fakeFitment);
    renderWithProviders(<ShopByBike bike={undefined} onChoose={vi.fn()} />);

    expect(screen.getByRole('button', { name: 'Choose your bike' })).toBeDisabled();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('when a bike is chosen, then it shows as Your bike; Change opens the pickers on it, and Cancel goes back', async () => {
    stubPartsApi([], fakeFitment);
    const bike = { make: 'Royal Enfield', model: 'Classic 350', year: 2020 };
    renderWithProviders(<ShopByBike bike={bike} onChoose={vi.fn()} />);
    const user = userEvent.setup();

    expect(screen.getByRole('region', { name: 'Your bike' })).toHaveTextContent(
      '2020 Royal Enfield Classic 350',
    );
    await user.click(screen.getByRole('button', { name: 'Change bike' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('2020'),
    );
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('Classic 350');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('2020 Royal Enfield Classic 350')).toBeVisible();
  });
});
