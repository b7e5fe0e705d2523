import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { makePart, page, sentRequest, stubFetch } from '../testing/fake-admin-api';
import { ManageParts } from './manage-parts';

// Manage Product's part of low stock and stocktakes
// (docs/decisions/0039-low-stock-and-stocktakes.md): the badge, the filter and its count,
// and the Stocktake dialog.

const chainGuard = makePart({ reorderPoint: 10, lowStock: false });
const brakePads = makePart({
  _id: 'brake-pads',
  name: 'Brake Pads',
  availableQuantity: 4,
  reorderPoint: 10,
  lowStock: true,
});

function renderManageParts(at = '/dashboard/manage-product') {
  renderWithProviders(<ManageParts />, { at, path: '/dashboard/manage-product' });
  return userEvent.setup();
}

function rowOf(name: string) {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`No row holds ${name}`);
  return within(row);
}

async function openStocktake(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Stocktake ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Stocktake ${name}` }));
  // The form's code loads as the dialog first opens.
  const counted = await dialog.findByLabelText('Counted');
  return {
    dialog,
    counted,
    reason: dialog.getByLabelText('Reason'),
    save: dialog.getByRole('button', { name: 'Save count' }),
  };
}

describe('low stock in Manage Product', () => {
  it('when a part is at or below its reorder point, then its row shows a Low stock badge and the others none', async () => {
    stubFetch(page([chainGuard, brakePads]));
    renderManageParts();

    expect(await screen.findByRole('heading', { name: 'Total Items : 2' })).toBeVisible();
    expect(rowOf('Brake Pads').getByText('Low stock')).toBeVisible();
    expect(rowOf('Chain Guard').queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('when the Low stock filter is chosen, then it lists the low parts from the server, with their count', async () => {
    const fetchMock = stubFetch(page([chainGuard, brakePads]), page([brakePads], 1));
    const user = renderManageParts();

    await screen.findByRole('heading', { name: 'Total Items : 2' });
    await user.click(screen.getByRole('button', { name: 'Low stock' }));

    expect(await screen.findByRole('heading', { name: 'Low stock : 1' })).toBeVisible();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      method: 'GET',
      path: '/api/parts/low-stock?limit=50',
    });
    expect(screen.getByRole('button', { name: 'Low stock' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByRole('cell', { name: 'Chain Guard' })).not.toBeInTheDocument();
    expect(rowOf('Brake Pads').getByText('Low stock')).toBeVisible();
  });

  it('when Manage Product opens on the low-stock link of the admins’ email and none is low, then it says so', async () => {
    const fetchMock = stubFetch(page([], 0));
    renderManageParts('/dashboard/manage-product?stock=low');

    expect(await screen.findByRole('heading', { name: 'Low stock : 0' })).toBeVisible();
    expect(screen.getByText('No product is low on stock')).toBeVisible();
    expect(sentRequest(fetchMock, 0).path).toBe('/api/parts/low-stock?limit=50');
  });
});

describe('the reorder point in Edit', () => {
  it('when it is changed, then only it is sent; when it is emptied, it is removed (null)', async () => {
    const fetchMock = stubFetch(
      page([chainGuard]),
      json({ ...chainGuard, reorderPoint: 5 }),
      page([{ ...chainGuard, reorderPoint: 5 }]),
      json({ ...chainGuard, reorderPoint: undefined }),
      page([{ ...chainGuard, reorderPoint: undefined }]),
    );
    const user = renderManageParts();

    await user.click(await screen.findByRole('button', { name: 'Edit Chain Guard' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit Chain Guard' }));
    expect(await dialog.findByLabelText('Reorder Point')).toHaveValue(10);
    await user.clear(dialog.getByLabelText('Reorder Point'));
    await user.type(dialog.getByLabelText('Reorder Point'), '5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ reorderPoint: 5 });

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Chain Guard' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Edit Chain Guard' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit Chain Guard' }));
    await user.clear(dialog.getByLabelText('Reorder Point'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequest(fetchMock, 3).body).toEqual({ reorderPoint: null }));
  });
});

describe('the Stocktake dialog', () => {
  it('when an admin counts fewer damaged units, then the count, the stock seen and the reason are sent, it says so and the list reloads', async () => {
    const counted = { ...chainGuard, availableQuantity: 290 };
    const fetchMock = stubFetch(page([chainGuard]), json(counted), page([counted]));
    const user = renderManageParts();

    const { counted: field, reason, save } = await openStocktake(user, 'Chain Guard');
    await user.type(field, '290');
    await user.selectOptions(reason, 'damaged');
    await user.click(save);

    expect(await screen.findByText('Stock counted')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'POST',
      path: '/api/parts/chain-guard/stocktake',
      body: { counted: 290, expectedQuantity: 300, reason: 'damaged' },
    });
    await waitFor(() => expect(rowOf('Chain Guard').getByText('290')).toBeInTheDocument());
  });

  it('when the count finds more, then it asks for their lot and sends it', async () => {
    const fetchMock = stubFetch(page([chainGuard]), json(chainGuard), page([chainGuard]));
    const user = renderManageParts();

    const { counted, reason, save } = await openStocktake(user, 'Chain Guard');
    await user.type(counted, '305');
    await user.selectOptions(reason, 'found');
    await user.click(save);
    expect(await screen.findByText('Name the lot of the new units')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.type(screen.getByLabelText('Lot code'), 'CG-FOUND');
    await user.type(screen.getByLabelText('Made on'), '2026-10-01');
    await user.click(save);

    expect(await screen.findByText('Stock counted')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({
      counted: 305,
      expectedQuantity: 300,
      reason: 'found',
      lot: { code: 'CG-FOUND', madeOn: '2026-10-01' },
    });
  });

  it('when damaged units would raise the stock, then the shared schema says so and nothing is sent', async () => {
    const fetchMock = stubFetch(page([chainGuard]));
    const user = renderManageParts();

    const { counted, reason, save } = await openStocktake(user, 'Chain Guard');
    await user.type(counted, '300');
    await user.selectOptions(reason, 'damaged');
    await user.click(save);

    expect(
      await screen.findByText('Damaged units lower the stock: count fewer than before'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the stock moved since it was read, then the server’s 409 shows, the list reloads and the next count is checked against the new figure', async () => {
    const stale = 'The stock changed to 296 since it was counted: count again';
    const sold = { ...chainGuard, availableQuantity: 296 };
    const fetchMock = stubFetch(
      page([chainGuard]),
      json({ error: { code: 'conflict', message: stale, fields: { counted: stale } } }, 409),
      page([sold]),
      json({ ...sold, availableQuantity: 280 }),
      page([{ ...sold, availableQuantity: 280 }]),
    );
    const user = renderManageParts();

    const { counted, save } = await openStocktake(user, 'Chain Guard');
    await user.type(counted, '280');
    await user.click(save);

    expect(await screen.findAllByText(stale)).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Stocktake Chain Guard' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText('296 for sale now.', { exact: false })).toBeInTheDocument(),
    );
    await user.click(save);

    expect(await screen.findByText('Stock counted')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 3).body).toEqual({
      counted: 280,
      expectedQuantity: 296,
      reason: 'count',
    });
  });
});
