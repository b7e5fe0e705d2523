import { Table } from '@chakra-ui/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Page } from '@/lib/api-client';
import type { QueryState } from '@/lib/use-api-query';
import { renderWithProviders } from '@/testing/render';
import { EmptyList } from './data-table';
import { ListScreen } from './list-screen';

interface Gear {
  id: string;
  name: string;
}

function renderList(state: QueryState<Page<Gear>>, reload = vi.fn()) {
  renderWithProviders(
    <ListScreen
      title="Gear — moto-parts"
      list={{ ...state, reload }}
      loadingLabel="Loading the gear…"
      errorTitle="The gear could not be loaded"
      heading={({ total }) => `Total Gear : ${total}`}
      columns={['Name']}
      row={(gear) => (
        <Table.Row key={gear.id}>
          <Table.Cell>{gear.name}</Table.Cell>
        </Table.Row>
      )}
      empty={<EmptyList headingLevel="h3" title="No gear yet" />}
      toolbar={<p>Filter here</p>}
      footer={({ items, total }) => <p>{`${items.length} of ${total} shown`}</p>}
    />,
  );
  return reload;
}

describe('ListScreen', () => {
  it('when the list loads, then a status says so, under the toolbar', () => {
    renderList({ status: 'loading' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the gear…');
    expect(screen.getByText('Filter here')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when it fails, then it says why, and Try again reloads', async () => {
    const reload = renderList({
      status: 'error',
      error: new ApiError(503, 'payment_provider_unavailable', 'Try again in a minute'),
    });

    expect(screen.getByRole('alert')).toHaveTextContent('The gear could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again in a minute');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when it has items, then the heading names the table of them, and the footer follows', () => {
    renderList({
      status: 'success',
      data: {
        items: [
          { id: 'g1', name: 'Gloves' },
          { id: 'g2', name: 'Chain Lube' },
        ],
        total: 7,
      },
    });

    const table = screen.getByRole('table', { name: 'Total Gear : 7' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Name', 'Gloves', 'Chain Lube']);
    expect(screen.getByText('2 of 7 shown')).toBeVisible();
    expect(document.title).toBe('Gear — moto-parts');
  });

  it('when it is empty, then the empty state shows instead of a table', () => {
    renderList({ status: 'success', data: { items: [], total: 0 } });

    expect(screen.getByRole('heading', { name: 'Total Gear : 0' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'No gear yet' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
