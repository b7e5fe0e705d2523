import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { apiError, sentRequest, stubFetch } from '@/testing/fetch-stub';
import { Exports } from './exports';

const csv = (filename: string) =>
  new Response('\ufeffsku,name\r\nMP-1,Disc\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });

let saved: string[];

beforeEach(() => {
  saved = [];
  // jsdom has no object URLs; the browser's saving is the anchor's click, recorded here.
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderExports() {
  renderWithProviders(<Exports />, { at: '/dashboard/exports' });
  return userEvent.setup();
}

describe('Exports', () => {
  it('when a range is given and Orders is downloaded, then the orders of those days are asked for and saved under the shop’s name', async () => {
    const fetchMock = stubFetch(csv('moto-parts-orders-2026-01-01-to-2026-01-31.csv'));
    const user = renderExports();

    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Download orders CSV' }));

    expect(
      await screen.findByText('moto-parts-orders-2026-01-01-to-2026-01-31.csv downloaded'),
    ).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0)).toMatchObject({
      method: 'GET',
      path: '/api/exports/orders?from=2026-01-01&to=2026-01-31',
    });
    expect(saved).toEqual(['moto-parts-orders-2026-01-01-to-2026-01-31.csv']);
  });

  it('when the range is empty, then every part is asked for', async () => {
    const fetchMock = stubFetch(csv('moto-parts-parts-start-to-2026-11-27.csv'));
    const user = renderExports();

    await user.click(screen.getByRole('button', { name: 'Download parts CSV' }));

    expect(await screen.findByText(/downloaded/)).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0).path).toBe('/api/exports/parts');
  });

  it('when To is before From, then it says so and asks for nothing', async () => {
    const fetchMock = stubFetch();
    const user = renderExports();

    await user.type(screen.getByLabelText('From'), '2026-02-01');
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Download stock movements CSV' }));

    expect(await screen.findByText('To cannot be before From')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the shop refuses (too many exports), then its message shows and nothing is saved', async () => {
    stubFetch(apiError(429, 'rate_limited', 'Too many requests: try again in 60 seconds'));
    const user = renderExports();

    await user.click(screen.getByRole('button', { name: 'Download orders CSV' }));

    expect(
      await screen.findByText('Too many requests: try again in 60 seconds'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
