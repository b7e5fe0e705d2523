import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeOrder, sentRequest, stubFetch } from '../testing/fake-orders';
import { json } from '@/testing/json-response';
import { ManageOrders } from './manage-orders';

const pending = makeOrder({ _id: 'order-1', name: 'Drilled Brake Disc' });
const paid = makeOrder({
  _id: 'order-2',
  name: 'Chain Kit',
  customerName: 'Aisha Okafor',
  email: 'aisha@example.test',
  status: 'paid',
  paid: true,
  transactionId: 'pi_1',
  totalPrice: 189.9,
});
const shipped = makeOrder({ _id: 'order-3', name: 'Brake Lever', status: 'shipped', paid: true });
const cancelled = makeOrder({ _id: 'order-4', name: 'Fork Seal', status: 'cancelled' });

const page = (orders: unknown[], total = orders.length) =>
  json(orders, 200, { 'X-Total-Count': String(total) });

function renderManageOrders() {
  renderWithProviders(<ManageOrders />, { at: '/dashboard/manage-order' });
  return userEvent.setup();
}

/** The table row of the order of `name`. */
function rowOf(name: string) {
  const row = screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr');
  if (!row) throw new Error(`No row holds ${name}`);
  return within(row);
}

const question = { name: 'Are you sure you want to delete the item?' };

describe('ManageOrders', () => {
  it('when the orders load, then the heading counts every order and each row says who, when, what state and how much', async () => {
    const fetchMock = stubFetch(page([pending, paid, shipped, cancelled], 742));
    renderManageOrders();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Total Order : 742' }),
    ).toBeVisible();
    expect(sentRequest(fetchMock, 0).path).toBe('/api/order?limit=500');
    expect(
      within(screen.getByRole('table', { name: 'Total Order : 742' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Buyer', 'Date', 'Status', 'Price', 'Remove']);
    const chainKit = rowOf('Chain Kit');
    expect(chainKit.getByText('Aisha Okafor')).toBeInTheDocument();
    expect(chainKit.getByText('aisha@example.test')).toBeInTheDocument();
    expect(chainKit.getByText('Nov 12, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-12T12:00:00.000Z',
    );
    expect(chainKit.getByText('Paid')).toBeInTheDocument();
    expect(chainKit.getByText('$189.90')).toBeInTheDocument();
    expect(rowOf('Drilled Brake Disc').getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('The newest 4 orders are shown.')).toBeInTheDocument();
  });

  it('when an order is shipped or cancelled, then it can be neither shipped nor removed', async () => {
    stubFetch(page([shipped, cancelled]));
    renderManageOrders();

    await screen.findByRole('heading', { name: 'Total Order : 2' });
    expect(rowOf('Brake Lever').getByText('Shipped')).toBeInTheDocument();
    expect(rowOf('Fork Seal').getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Mark shipped/ })).not.toBeInTheDocument();
  });

  it('when a removed order was paid after all, then the row says which payment to refund', async () => {
    const refundDue = { ...cancelled, refundDueTransactionId: 'pi_late' };
    stubFetch(page([refundDue, pending]));
    renderManageOrders();

    await screen.findByRole('heading', { name: 'Total Order : 2' });
    expect(
      rowOf('Fork Seal').getByText('Paid after removal: refund pi_late in Stripe'),
    ).toBeInTheDocument();
    expect(rowOf('Drilled Brake Disc').queryByText(/refund/)).not.toBeInTheDocument();
  });

  it('when Mark shipped is pressed on a paid order, then its status goes to shipped and the list reloads', async () => {
    const fetchMock = stubFetch(
      page([pending, paid]),
      json({ ...paid, status: 'shipped' }),
      page([pending, { ...paid, status: 'shipped' }]),
    );
    const user = renderManageOrders();

    await screen.findByRole('heading', { name: 'Total Order : 2' });
    expect(
      rowOf('Drilled Brake Disc').queryByRole('button', { name: /Mark shipped/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark shipped Chain Kit' }));

    expect(await screen.findByText('Order marked as shipped')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      method: 'PATCH',
      path: '/api/order/order-2/status',
      body: { status: 'shipped' },
    });
    await waitFor(() => expect(rowOf('Chain Kit').getByText('Shipped')).toBeInTheDocument());
    expect(sentRequest(fetchMock, 2).path).toBe('/api/order?limit=500');
  });

  it('when Remove is confirmed on a pending order, then the order is cancelled and the list reloads', async () => {
    const fetchMock = stubFetch(
      page([pending]),
      json({ ...pending, status: 'cancelled' }),
      page([{ ...pending, status: 'cancelled' }]),
    );
    const user = renderManageOrders();

    await user.click(await screen.findByRole('button', { name: 'Remove Drilled Brake Disc' }));
    const dialog = await screen.findByRole('alertdialog', question);
    expect(dialog).not.toHaveTextContent(/Stripe/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      method: 'PATCH',
      path: '/api/order/order-1/status',
      body: { status: 'cancelled' },
    });
    await waitFor(() =>
      expect(rowOf('Drilled Brake Disc').getByText('Cancelled')).toBeInTheDocument(),
    );
  });

  it('when Remove is pressed on a paid order, then the dialog says to refund it in Stripe', async () => {
    const fetchMock = stubFetch(page([paid]));
    const user = renderManageOrders();

    await user.click(await screen.findByRole('button', { name: 'Remove Chain Kit' }));
    const dialog = await screen.findByRole('alertdialog', question);
    expect(dialog).toHaveTextContent(
      'This order is paid: after cancelling it, refund the payment in the Stripe dashboard.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the server refuses to ship, then its message shows and the list stays', async () => {
    stubFetch(
      page([paid]),
      json({ error: { code: 'conflict', message: 'Only a paid order can be shipped' } }, 409),
    );
    const user = renderManageOrders();

    await user.click(await screen.findByRole('button', { name: 'Mark shipped Chain Kit' }));

    expect(await screen.findByText('Only a paid order can be shipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark shipped Chain Kit' })).toBeEnabled();
  });

  it('when there are no orders, then it says so', async () => {
    stubFetch(page([]));
    renderManageOrders();

    expect(await screen.findByRole('heading', { name: 'Total Order : 0' })).toBeVisible();
    expect(screen.getByText('No orders yet')).toBeVisible();
  });

  it('when the orders cannot be loaded, then it says why, and Try again loads them', async () => {
    stubFetch(json({ error: { code: 'forbidden', message: 'Admins only' } }, 403), page([pending]));
    const user = renderManageOrders();

    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Total Order : 1' })).toBeVisible();
  });
});
