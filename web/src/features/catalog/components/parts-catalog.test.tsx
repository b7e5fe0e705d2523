import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { brakeDisc, makeParts, partsRequests, stubPartsApi } from '../testing/fake-parts-api';
import { json } from '@/testing/json-response';
import { PartsCatalog } from './parts-catalog';

/** Shows the catalogue's query string, which the visitor would see in the address bar. */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderCatalog(at = '/parts') {
  renderWithProviders(
    <>
      <PartsCatalog />
      <SearchProbe />
    </>,
    { at, path: '/parts' },
  );
  return userEvent.setup();
}

const urlSearch = () => screen.getByTestId('search').textContent;
const cardNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('PartsCatalog', () => {
  it('when a search is typed, then after a pause the URL says ?q= and only that search is requested', async () => {
    const fetch = stubPartsApi([...makeParts(3), brakeDisc]);
    const user = renderCatalog();
    await screen.findByRole('heading', { level: 2, name: 'Part 01' });

    await user.type(screen.getByRole('searchbox', { name: 'Search parts by name' }), 'brake');

    await waitFor(() => expect(urlSearch()).toBe('?q=brake'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Drilled Brake Disc' }),
    ).toBeVisible();
    expect(cardNames()).toEqual(['Drilled Brake Disc']);
    expect(screen.getByText('1 part matches “brake”')).toBeInTheDocument();
    // Debounced: one request for the whole word, none for "b", "br", …
    expect(partsRequests(fetch)).toEqual([{ limit: '12' }, { limit: '12', q: 'brake' }]);
  });

  it('when opened with ?q= in the URL, then the box shows it and the search runs', async () => {
    const fetch = stubPartsApi([...makeParts(3), brakeDisc]);
    renderCatalog('/parts?q=disc');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Drilled Brake Disc' }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search parts by name' })).toHaveValue('disc');
    expect(partsRequests(fetch)).toEqual([{ limit: '12', q: 'disc' }]);
  });

  it('when nothing matches, then it says so, and Clear search shows every part again', async () => {
    const fetch = stubPartsApi(makeParts(3));
    const user = renderCatalog('/parts?q=zzz');

    expect(await screen.findByRole('heading', { name: 'No parts match “zzz”' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Part 01' })).toBeVisible();
    expect(urlSearch()).toBe('');
    const searchBox = screen.getByRole('searchbox', { name: 'Search parts by name' });
    expect(searchBox).toHaveValue('');
    expect(searchBox).toHaveFocus();
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12' });
  });

  it('when Next and Previous are pressed, then pages turn with the after cursor', async () => {
    const fetch = stubPartsApi(makeParts(14));
    const user = renderCatalog();

    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(cardNames()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(cardNames()).toEqual(['Part 13', 'Part 14']);
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12', after: 'part-12' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));

    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(cardNames()[0]).toBe('Part 01');
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12' });
  });

  it('when a page shows, then the first row loads its pictures at once and the rest lazily', async () => {
    stubPartsApi(makeParts(12));
    renderCatalog();
    await screen.findByText('Page 1 of 1');

    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(3).fill('eager'), ...Array<string>(9).fill('lazy')]);
  });

  it('when a new search is typed on page 2, then it starts again at page 1', async () => {
    const fetch = stubPartsApi(makeParts(14));
    const user = renderCatalog();
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    await user.type(screen.getByRole('searchbox', { name: 'Search parts by name' }), 'part 1');

    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12', q: 'part 1' });

    // Back to every part: page 1 again, not the page 2 left before.
    await user.clear(screen.getByRole('searchbox', { name: 'Search parts by name' }));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12' });
  });

  it('when the parts fail to load, then it says so, and Try again loads them', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(json(makeParts(2), 200, { 'X-Total-Count': '2' })),
    );
    const user = renderCatalog();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the shop');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(cardNames()).toEqual(['Part 01', 'Part 02']);
  });
});
