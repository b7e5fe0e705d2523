import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AdminOverview, type OverviewFigures } from './admin-overview';

const nothing: OverviewFigures = {
  toShip: 0,
  returnsToDecide: 0,
  returnsToReceive: 0,
  lowStock: 0,
  recallAnswers: 0,
};

function renderOverview(figures: Partial<OverviewFigures>) {
  renderWithProviders(<AdminOverview figures={{ ...nothing, ...figures }} />, {
    at: '/dashboard',
  });
}

/** Each tile: its link's name and where it goes, and the figure under it. */
function tiles() {
  return screen.getAllByRole('listitem').map((tile) => {
    const link = within(tile).getByRole('link');
    return [link.textContent, link.getAttribute('href'), tile.textContent];
  });
}

describe('AdminOverview', () => {
  it('when things wait, then each count links to the screen that handles it, in the order of the day’s work', () => {
    renderOverview({
      toShip: 2,
      returnsToDecide: 1,
      returnsToReceive: 3,
      lowStock: 4,
      recallAnswers: 5,
    });

    expect(screen.getByRole('heading', { level: 2, name: 'What waits' })).toBeVisible();
    expect(tiles()).toEqual([
      ['Orders to ship', '/dashboard/manage-order', 'Orders to ship2'],
      ['Returns to decide', '/dashboard/returns', 'Returns to decide1'],
      ['Returns to receive', '/dashboard/returns', 'Returns to receive3'],
      ['Parts low on stock', '/dashboard/manage-product?stock=low', 'Parts low on stock4'],
      ['Recall answers waiting', '/dashboard/recalls', 'Recall answers waiting5'],
    ]);
    expect(screen.getByText('What the shop has to do next.')).toBeVisible();
  });

  it('when nothing waits, then it says so, and what each zero means', () => {
    renderOverview({});

    expect(screen.getByText('Nothing waits for the shop right now.')).toBeVisible();
    expect(screen.getByText('Every paid order has shipped.')).toBeVisible();
    expect(screen.getByText('Every part is above its reorder point.')).toBeVisible();
  });

  it('when a count is loading or could not be had, then its tile says so and the rest show', () => {
    renderOverview({ toShip: 'loading', recallAnswers: 'failed', lowStock: 1 });

    const [toShip] = screen.getAllByRole('listitem');
    expect(toShip).not.toHaveTextContent(/\d/);
    expect(screen.getByText('Could not be counted')).toBeVisible();
    expect(screen.queryByText('Nothing waits for the shop right now.')).not.toBeInTheDocument();
    expect(tiles()[3]?.[2]).toBe('Parts low on stock1');
  });
});
