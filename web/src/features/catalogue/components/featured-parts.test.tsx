import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { makeParts, partsRequests, stubPartsApi } from '../testing/fake-parts-api';
import { json } from '@/testing/json-response';
import { FeaturedParts } from './featured-parts';

const cards = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('FeaturedParts', () => {
  it('when the parts load, then 6 skeleton cards show, then the first 6 parts', async () => {
    const fetch = stubPartsApi(makeParts(14));
    renderWithProviders(<FeaturedParts />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading parts…');
    expect(screen.getByTestId('part-grid-skeleton').children).toHaveLength(6);

    expect(await screen.findByRole('heading', { level: 3, name: 'Part 01' })).toBeVisible();
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 3, name: 'Part 06' })).toBeVisible();
    expect(screen.queryByTestId('part-grid-skeleton')).not.toBeInTheDocument();
    expect(partsRequests(fetch)).toEqual([{ limit: '6' }]);
  });

  it('when View all parts is followed, then it leads to the catalogue', async () => {
    stubPartsApi(makeParts(6));
    renderWithProviders(<FeaturedParts />);

    await userEvent.click(screen.getByRole('link', { name: /View all parts/ }));

    expect((await currentLocation()).pathname).toBe('/parts');
  });

  it('when the parts fail to load, then it says so, and Try again loads them', async () => {
    const parts = makeParts(6);
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        json({ error: { code: 'internal', message: 'The shop is down' } }, 500),
      )
      .mockResolvedValueOnce(json(parts, 200, { 'X-Total-Count': '6' }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<FeaturedParts />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The parts could not be loaded');
    expect(alert).toHaveTextContent('The shop is down');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Part 01' })).toBeVisible();
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
