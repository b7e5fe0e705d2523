import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Part } from '@moto-parts/contracts';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { brakeDisc, makeParts, partsRequests, stubPartsApi } from '../testing/fake-parts-api';
import { PartsCatalogue } from './parts-catalogue';

/** Shows the catalogue's query string, which the visitor would see in the address bar. */
function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderCatalogue(at = '/parts') {
  renderWithProviders(
    <>
      <PartsCatalogue />
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

describe('PartsCatalogue', () => {
  it('when a part stored before categories has none, then its card shows no category and the others theirs', async () => {
    const uncategorised: Part = { ...brakeDisc, _id: 'old-part', name: 'Old Part' };
    delete uncategorised.category;
    stubPartsApi([brakeDisc, uncategorised]);
    renderCatalogue();

    await screen.findByRole('heading', { name: 'Old Part', level: 2 });

    const list = screen.getByRole('list');
    expect(within(list).getAllByText('Brakes')).toHaveLength(1);
    expect(list).not.toHaveTextContent('undefined');
  });

  it('when the parts arrive, then each stand-in card becomes a part’s card in place', async () => {
    stubPartsApi(makeParts(3));
    renderCatalogue();
    const standIn = within(screen.getByTestId('part-grid-skeleton')).getAllByRole('listitem', {
      hidden: true,
    })[0];

    await screen.findByRole('heading', { level: 2, name: 'Part 01' });

    expect(screen.getAllByRole('listitem')[0]).toBe(standIn);
  });

  it('when a search is typed, then after a pause the URL says ?q= and only that search is requested', async () => {
    const fetch = stubPartsApi([...makeParts(3), brakeDisc]);
    const user = renderCatalogue();
    await screen.findByRole('heading', { level: 2, name: 'Part 01' });

    await user.type(
      screen.getByRole('searchbox', { name: 'Search parts by name or part number' }),
      'brake',
    );

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
    renderCatalogue('/parts?q=disc');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Drilled Brake Disc' }),
    ).toBeVisible();
    expect(
      screen.getByRole('searchbox', { name: 'Search parts by name or part number' }),
    ).toHaveValue('disc');
    expect(partsRequests(fetch)).toEqual([{ limit: '12', q: 'disc' }]);
  });

  it('when nothing matches, then it says so, and Clear search shows every part again', async () => {
    const fetch = stubPartsApi(makeParts(3));
    const user = renderCatalogue('/parts?q=zzz');

    expect(await screen.findByRole('heading', { name: 'No parts match “zzz”' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Part 01' })).toBeVisible();
    expect(urlSearch()).toBe('');
    const searchBox = screen.getByRole('searchbox', {
      name: 'Search parts by name or part number',
    });
    expect(searchBox).toHaveValue('');
    expect(searchBox).toHaveFocus();
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12' });
  });

  it('when Next and Previous are pressed, then pages turn with the after cursor', async () => {
    const fetch = stubPartsApi(makeParts(14));
    const user = renderCatalogue();

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
    renderCatalogue();
    await screen.findByText('Page 1 of 1');

    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual([...Array<string>(3).fill('eager'), ...Array<string>(9).fill('lazy')]);
  });

  it('when a new search is typed on page 2, then it starts again at page 1', async () => {
    const fetch = stubPartsApi(makeParts(14));
    const user = renderCatalogue();
    await screen.findByText('Page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search parts by name or part number' }),
      'part 1',
    );

    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12', q: 'part 1' });

    // Back to every part: page 1 again, not the page 2 left before.
    await user.clear(
      screen.getByRole('searchbox', { name: 'Search parts by name or part number' }),
    );
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12' });
  });

  it('when the parts fail to load, then it says so, and Try again loads them', async () => {
    const api = stubPartsApi(makeParts(2));
    let partsCalls = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const first = String(input).startsWith('/api/parts') && partsCalls++ === 0;
      if (first) throw new TypeError('Failed to fetch');
      return api(input);
    });
    const user = renderCatalogue();

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the shop');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(cardNames()).toEqual(['Part 01', 'Part 02']);
  });

  describe('shop by bike and filters', () => {
    const classicHeadlamp = {
      ...brakeDisc,
      _id: 'headlamp',
      name: 'Classic Headlamp',
      category: 'electrics' as const,
      price: 40,
      fitment: [{ make: 'Royal Enfield', model: 'Classic 350', fromYear: 2009, toYear: 2020 }],
    };
    const gloves = {
      ...brakeDisc,
      _id: 'gloves',
      name: 'Riding Gloves',
      category: 'riding-gear' as const,
      price: 60,
      fitment: [],
      fitsAllBikes: true,
    };
    const catalogue = [brakeDisc, classicHeadlamp, gloves];
    const bikeRequest = { limit: '12', make: 'Royal Enfield', model: 'Classic 350', year: '2019' };

    it('when a rider picks make, model and year, then the URL and the device hold the bike, only the parts that fit come, each saying so', async () => {
      const fetch = stubPartsApi(catalogue);
      const user = renderCatalogue();
      await screen.findByRole('heading', { level: 2, name: 'Drilled Brake Disc' });

      await user.click(screen.getByRole('button', { name: 'Choose your bike' }));
      await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Make' })).toBeEnabled());
      await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Royal Enfield');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Classic 350');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2019');
      await user.click(screen.getByRole('button', { name: 'Show parts that fit' }));

      expect(await screen.findByText('2 parts fit your Classic 350')).toBeVisible();
      expect(urlSearch()).toBe('?make=Royal+Enfield&model=Classic+350&year=2019');
      expect(cardNames()).toEqual(['Classic Headlamp', 'Riding Gloves']);
      expect(screen.getAllByText('Fits your Classic 350')).toHaveLength(2);
      expect(screen.getByText('2019 Royal Enfield Classic 350')).toBeVisible();
      expect(partsRequests(fetch).at(-1)).toEqual(bikeRequest);
      expect(JSON.parse(localStorage.getItem('moto-parts.bike') ?? '')).toEqual({
        make: 'Royal Enfield',
        model: 'Classic 350',
        year: 2019,
      });
    });

    it('when the device remembers a bike and the URL names none, then the list is for that bike from the first request', async () => {
      localStorage.setItem(
        'moto-parts.bike',
        JSON.stringify({ make: 'Royal Enfield', model: 'Classic 350', year: 2019 }),
      );
      const fetch = stubPartsApi(catalogue);
      renderCatalogue('/parts?category=electrics');

      expect(await screen.findByText('1 part fits your Classic 350')).toBeVisible();
      expect(urlSearch()).toBe(
        '?category=electrics&make=Royal+Enfield&model=Classic+350&year=2019',
      );
      expect(partsRequests(fetch)).toEqual([{ ...bikeRequest, category: 'electrics' }]);
    });

    it('when the rider clears the bike, then the device forgets it and every part comes back, without fit notes', async () => {
      localStorage.setItem('moto-parts.bike', JSON.stringify({ make: 'Yamaha', model: 'MT-07' }));
      const fetch = stubPartsApi(catalogue);
      const user = renderCatalogue();
      expect(await screen.findByText('Yamaha MT-07')).toBeVisible();
      expect(await screen.findAllByText('Fits your MT-07')).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'Clear bike' }));

      expect(await screen.findByText('3 parts')).toBeVisible();
      expect(urlSearch()).toBe('');
      expect(localStorage.getItem('moto-parts.bike')).toBeNull();
      expect(screen.queryByText(/fits? your/)).toBeNull();
      expect(partsRequests(fetch).at(-1)).toEqual({ limit: '12' });
      expect(screen.getByRole('heading', { name: 'Shop by bike' })).toBeVisible();
    });

    it('when a category and an order are chosen, then each is in the URL and the request, and the heading names the category', async () => {
      const fetch = stubPartsApi(catalogue);
      const user = renderCatalogue();
      await screen.findByRole('heading', { level: 2, name: 'Drilled Brake Disc' });

      await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
      await waitFor(() =>
        expect(cardNames()).toEqual(['Drilled Brake Disc', 'Riding Gloves', 'Classic Headlamp']),
      );
      await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'riding-gear');

      expect(await screen.findByRole('heading', { level: 1, name: 'Riding gear' })).toBeVisible();
      expect(urlSearch()).toBe('?category=riding-gear&sort=price-desc');
      expect(partsRequests(fetch).at(-1)).toEqual({
        limit: '12',
        category: 'riding-gear',
        sort: 'price-desc',
      });
    });

    it('when no bike is chosen, then each card names its category', async () => {
      stubPartsApi(catalogue);
      renderCatalogue();

      const [discCard] = await screen.findAllByRole('listitem');
      expect(within(discCard as HTMLElement).getByText('Brakes')).toBeVisible();
      expect(screen.queryByText(/fits? your/i)).toBeNull();
    });

    it('when the URL holds filters the shop does not know, then they are left out of the request', async () => {
      const fetch = stubPartsApi(catalogue);
      renderCatalogue('/parts?category=tyres&sort=cheapest&make=Honda&model=MT-07');

      expect(await screen.findByText('1 part fits your Honda')).toBeVisible();
      expect(partsRequests(fetch)).toEqual([{ limit: '12', make: 'Honda' }]);
    });
  });
});
