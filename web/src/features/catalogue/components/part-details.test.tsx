import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { brakeDisc } from '../testing/fake-parts-api';
import { json } from '@/testing/json-response';
import { PartDetails } from './part-details';

function renderDetails(id: string, ...responses: Response[]) {
  const fetch = vi.fn();
  for (const response of responses) fetch.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<PartDetails />, { at: `/parts/${id}`, path: '/parts/:id' });
  return { fetch, user: userEvent.setup() };
}

describe('PartDetails', () => {
  it('when the part loads, then its picture, name, price, quantities and description show', async () => {
    const { fetch } = renderDetails('drilled-brake-disc', json(brakeDisc));

    expect(screen.getByRole('status')).toHaveTextContent('Loading the part…');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drilled Brake Disc' }),
    ).toBeVisible();
    expect(screen.getByText('$114.50')).toBeVisible();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'MP-BD-3207',
      '1,260',
      '4',
      '100',
    ]);
    const replaces = screen.getByRole('heading', { level: 2, name: 'Replaces' }).nextSibling;
    expect(replaces).toHaveTextContent('Yamaha 1WS-F582U-00');
    expect(screen.getByText('Most per order')).toBeVisible();
    expect(screen.getByText(brakeDisc.description)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Drilled Brake Disc' })).toHaveAttribute(
      'src',
      brakeDisc.image,
    );
    expect(fetch).toHaveBeenCalledWith('/api/parts/drilled-brake-disc', expect.anything());
  });

  it('when a part is sold ten at a time, then its price says so; a part sold singly says nothing', async () => {
    renderDetails('o-ring-chain', json({ ...brakeDisc, minOrder: 10 }));

    const price = (await screen.findByText('$114.50')).parentElement;
    expect(price).toHaveTextContent('Sold in tens: 10 or more');
  });

  it('when a part is sold one at a time, then nothing is said beside its price', async () => {
    renderDetails('grips', json({ ...brakeDisc, minOrder: 1 }));

    expect(await screen.findByText('$114.50')).toBeVisible();
    expect(screen.queryByText(/^Sold /)).toBeNull();
  });

  it('when the stock is not above the most per order, then the most per order is not shown', async () => {
    renderDetails('drilled-brake-disc', json({ ...brakeDisc, availableQuantity: 80 }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drilled Brake Disc' }),
    ).toBeVisible();
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'MP-BD-3207',
      '80',
      '4',
    ]);
    expect(screen.queryByText('Most per order')).not.toBeInTheDocument();
  });

  it('when the part loads, then it lists the bikes it fits, and says whether it fits the remembered bike', async () => {
    localStorage.setItem('moto-parts.bike', JSON.stringify({ make: 'Honda', model: 'CB500X' }));
    const part = {
      ...brakeDisc,
      fitment: [
        { make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2026 },
        { make: 'KTM', model: '390 Duke', fromYear: 2017, toYear: 2017 },
      ],
    };
    renderDetails('drilled-brake-disc', json({ ...part, crossReferences: [] }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Fits' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Replaces' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Yamaha MT-07, 2014–2026',
      'KTM 390 Duke, 2017',
    ]);
    expect(await screen.findByText('Does not fit your CB500X')).toBeVisible();
  });

  it('when the part fits every bike, then it says so, and that it fits the remembered bike', async () => {
    localStorage.setItem('moto-parts.bike', JSON.stringify({ make: 'Honda', model: 'CB500X' }));
    renderDetails('gloves', json({ ...brakeDisc, fitment: [], fitsAllBikes: true }));

    expect(await screen.findByText('Every bike')).toBeVisible();
    expect(await screen.findByText('Fits your CB500X')).toBeVisible();
  });

  it('when the part lists no bikes yet, then it says so', async () => {
    renderDetails('older-part', json({ ...brakeDisc, fitment: [], fitsAllBikes: false }));

    expect(await screen.findByText('No bikes listed yet')).toBeVisible();
  });

  it('when the part does not exist, then it says so and links to the catalogue', async () => {
    const { user } = renderDetails(
      'no-such-part',
      json({ error: { code: 'not_found', message: 'Part not found' } }, 404),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This part does not exist' }),
    ).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'See all parts' }));

    expect((await currentLocation()).pathname).toBe('/parts');
  });

  it('when loading fails for another reason, then it says why, and Try again loads the part', async () => {
    const { user } = renderDetails(
      'drilled-brake-disc',
      json({ error: { code: 'internal', message: 'Something broke on our side' } }, 500),
      json(brakeDisc),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drilled Brake Disc' }),
    ).toBeVisible();
  });

  it('when an order slot is given, then it is drawn with the loaded part', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(brakeDisc)));
    renderWithProviders(
      <PartDetails renderOrder={(part) => <p>Order from {part.minOrder} pieces</p>} />,
      { at: '/parts/drilled-brake-disc', path: '/parts/:id' },
    );

    expect(await screen.findByText('Order from 4 pieces')).toBeVisible();
  });

  it('when the order slot reloads the part, then the page and the slot stay while it loads, then show the new stock', async () => {
    let answer!: (response: Response) => void;
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(brakeDisc))
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(
      <PartDetails
        renderOrder={(part, reload) => (
          <>
            <input aria-label="Address" />
            <button onClick={reload}>Order from {part.availableQuantity}</button>
          </>
        )}
      />,
      { at: '/parts/drilled-brake-disc', path: '/parts/:id' },
    );
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Address' }), '12 Harbour Road');
    await user.click(screen.getByRole('button', { name: 'Order from 1260' }));

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Drilled Brake Disc' })).toBeVisible();
    await act(async () => answer(json({ ...brakeDisc, availableQuantity: 1256 })));

    expect(screen.getByRole('button', { name: 'Order from 1256' })).toBeVisible();
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('1,256');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 Harbour Road');
  });
});
