import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { stubPartsApi } from '../testing/fake-parts-api';
import HomeShopBy from './home-shop-by';

describe('HomeShopBy', () => {
  it('when a bike is picked on Home, then the catalogue opens on the parts that fit it', async () => {
    stubPartsApi([]);
    renderWithProviders(<HomeShopBy />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose your bike' }));

    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Royal Enfield');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Classic 350');
    await user.click(screen.getByRole('button', { name: 'Show parts that fit' }));

    const location = await currentLocation();
    expect(`${location.pathname}${location.search}`).toBe(
      '/parts?make=Royal+Enfield&model=Classic+350',
    );
  });

  it('when the device remembers a bike, then Home shows it, and Clear bike forgets it without leaving Home', async () => {
    localStorage.setItem('moto-parts.bike', JSON.stringify({ make: 'Yamaha', model: 'MT-07' }));
    stubPartsApi([]);
    renderWithProviders(<HomeShopBy />);

    expect(await screen.findByText('Yamaha MT-07')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Clear bike' }));

    expect(await screen.findByRole('heading', { name: 'Shop by bike' })).toBeVisible();
    expect(localStorage.getItem('moto-parts.bike')).toBeNull();
  });

  it('when a category is followed, then it leads to the catalogue of that category', async () => {
    stubPartsApi([]);
    renderWithProviders(<HomeShopBy />);

    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getAllByRole('link')).toHaveLength(8);
    await userEvent.click(within(categories).getByRole('link', { name: 'Suspension' }));

    const location = await currentLocation();
    expect(`${location.pathname}${location.search}`).toBe('/parts?category=suspension');
  });
});
