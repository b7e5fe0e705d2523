import type { OrderCounts } from '@moto-parts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeOrder, sentRequest } from '../testing/fake-orders';
import { json } from '@/testing/json-response';
import { ordersPageSize } from '../api/orders';
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
const refunded = (overrides = {}) =>
  makeOrder({
    _id: 'order-5',
    name: 'Clutch Cable',
    status: 'refunded',
    paid: true,
    transactionId: 'pi_5',
    refundId: 're_5',
    refundStatus: 'succeeded',
    ...overrides,
  });

const counts: OrderCounts = {
  pending: 1,
  paid: 742,
  'partially-shipped': 0,
  shipped: 3,
  delivered: 0,
  'partially-returned': 0,
  returned: 0,
  expired: 0,
  cancelled: 2,
  refunded: 4,
};

const page = (orders: unknown[], total = orders.length) =>
  json(orders, 200, { 'X-Total-Count': String(total) });

/**
 * Stubs the API: `GET /api/order/counts` always answers `counts`; every other request gets
 * the next of `answers`. Returns the mock, whose calls include the counts' requests.
 */
function stubApi(...answers: Response[]) {
  const queue = [...answers];
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/order/counts'
      ? json(counts)
      : (queue.shift() ?? json({ error: { code: 'internal', message: 'No answer left' } }, 500)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The list requests sent, without the counts'. */
const listRequests = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map((_, call) => sentRequest(fetchMock, call))
    .filter((request) => request.path !== '/api/order/counts');

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
/** The filter's button of a status, by its name and count. */
const view = (name: string | RegExp) =>
  within(screen.getByRole('group', { name: 'Show orders' })).getByRole('button', { name });

describe('ManageOrders', () => {
  it('when it opens, then it shows the paid orders (to ship) with their count, and each row says who, when, what state and how much', async () => {
    const fetchMock = stubApi(page([paid], 742));
    renderManageOrders();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Total Order : 742' }),
    ).toBeVisible();
    expect(listRequests(fetchMock)[0]?.path).toBe(`/api/order?status=paid&limit=${ordersPageSize}`);
    await waitFor(() =>
      expect(view('Paid, to ship (742)')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(view('Refunded (4)')).toHaveAttribute('aria-pressed', 'false');
    expect(
      within(screen.getByRole('table', { name: 'Total Order : 742' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Buyer', 'Status', 'Price', 'Remove']);
    const chainKit = rowOf('Chain Kit');
    expect(chainKit.getByText('Aisha Okafor')).toBeInTheDocument();
    expect(chainKit.getByText('aisha@example.test')).toBeInTheDocument();
    expect(chainKit.getByText('Nov 12, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-12T12:00:00.000Z',
    );
    expect(chainKit.getByText('Paid')).toBeInTheDocument();
    expect(chainKit.getByText('$189.90')).toBeInTheDocument();
  });

  it('when paid orders are ticked, then Pick list links to the pick list of those orders, and each row to its packing slip', async () => {
    const brakePads = makeOrder({ _id: 'order-6', name: 'Brake Pads', status: 'paid', paid: true });
    const forkSeal = makeOrder({ _id: 'order 7,b', name: 'Fork Seal', status: 'paid', paid: true });
    stubApi(page([paid, brakePads, forkSeal]));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 3' });
    expect(screen.getByRole('button', { name: 'Pick list (0)' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Chain Kit' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Fork Seal' }));

    const pickList = screen.getByRole('link', { name: 'Pick list (2)' });
    expect(pickList).toHaveAttribute('href', '/dashboard/pick-list?orders=order-2,order%207%2Cb');
    expect(pickList).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('checkbox', { name: 'Select Chain Kit' }));
    expect(screen.getByRole('link', { name: 'Pick list (1)' })).toHaveAttribute(
      'href',
      '/dashboard/pick-list?orders=order%207%2Cb',
    );
    expect(
      rowOf('Brake Pads').getByRole('link', { name: 'Packing slip Brake Pads' }),
    ).toHaveAttribute('href', '/dashboard/manage-order/order-6/packing-slip');
  });

  it('when another status than paid is shown, then its orders can be neither ticked for a pick list nor packed', async () => {
    stubApi(page([paid]), page([pending]));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 1' });

    await user.click(view(/^Unpaid/));

    expect(await screen.findByRole('cell', { name: /^Drilled Brake Disc/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pick list/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pick list|Packing slip/ })).not.toBeInTheDocument();
  });

  it('when another status is chosen, then its orders load and the heading counts them', async () => {
    const fetchMock = stubApi(page([paid], 742), page([pending], 1));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 742' });

    await user.click(view(/^Unpaid/));

    expect(await screen.findByRole('heading', { name: 'Total Order : 1' })).toBeVisible();
    expect(view(/^Unpaid/)).toHaveAttribute('aria-pressed', 'true');
    expect(listRequests(fetchMock)[1]?.path).toBe(
      `/api/order?status=pending&limit=${ordersPageSize}`,
    );
    expect(rowOf('Drilled Brake Disc').getByText('Pending')).toBeInTheDocument();
  });

  it('when All is chosen, then every order loads, counted as the sum of every status', async () => {
    const fetchMock = stubApi(page([paid], 742), page([paid, pending, shipped], 752));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 742' });

    await user.click(view('All (752)'));

    expect(await screen.findByRole('heading', { name: 'Total Order : 752' })).toBeVisible();
    expect(view('All (752)')).toHaveAttribute('aria-pressed', 'true');
    expect(listRequests(fetchMock)[1]?.path).toBe(`/api/order?status=all&limit=${ordersPageSize}`);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('when a search is sent, then the orders it finds among all load, no view is pressed, and a view clears it', async () => {
    const fetchMock = stubApi(page([paid], 742), page([paid], 1), page([pending], 1));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 742' });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), ' #1001 {Enter}');

    expect(await screen.findByRole('heading', { name: 'Total Order : 1' })).toBeVisible();
    expect(listRequests(fetchMock)[1]?.path).toBe(`/api/order?q=%231001&limit=${ordersPageSize}`);
    expect(view(/^Paid, to ship/)).toHaveAttribute('aria-pressed', 'false');

    await user.click(view(/^Unpaid/));

    await waitFor(() =>
      expect(listRequests(fetchMock)[2]?.path).toBe(
        `/api/order?status=pending&limit=${ordersPageSize}`,
      ),
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('when the search cannot be an order number or an email, then the shared schema’s message shows and nothing is asked', async () => {
    const fetchMock = stubApi(page([paid], 742));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 742' });
    const search = screen.getByRole('searchbox', { name: 'Search orders' });

    await user.type(search, '#12a{Enter}');
    expect(
      await screen.findByText('An order number is digits after #, such as #1001'),
    ).toBeVisible();
    expect(search).toHaveAttribute('aria-invalid', 'true');

    await user.clear(search);
    await user.type(search, 'ada@{Enter}');
    expect(
      await screen.findByText('Enter a whole email address, such as rider@example.com'),
    ).toBeVisible();
    expect(listRequests(fetchMock)).toHaveLength(1);
  });

  it('when a search finds nothing, then it says what was looked for and how the search reads', async () => {
    stubApi(page([paid], 742), page([], 0));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 742' });

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'zed{Enter}');

    expect(await screen.findByRole('heading', { name: 'No order matches “zed”' })).toBeVisible();
  });

  it('when there are more orders than a page, then Next page asks for those after the last one, and Previous page goes back', async () => {
    const first = Array.from({ length: ordersPageSize }, (_, i) =>
      makeOrder({ _id: `paid-${i}`, name: `Part ${i}`, status: 'paid', paid: true }),
    );
    const second = [makeOrder({ _id: 'paid-last', name: 'Last Part', status: 'paid', paid: true })];
    const total = ordersPageSize + 1;
    const fetchMock = stubApi(page(first, total), page(second, total), page(first, total));
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: `Total Order : ${total}` });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('cell', { name: /^Last Part/ })).toBeInTheDocument();
    expect(listRequests(fetchMock)[1]?.path).toBe(
      `/api/order?status=paid&limit=${ordersPageSize}&after=paid-${ordersPageSize - 1}`,
    );
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('cell', { name: /^Part 0/ })).toBeInTheDocument();
    expect(listRequests(fetchMock)[2]?.path).toBe(`/api/order?status=paid&limit=${ordersPageSize}`);
  });

  it('when an order is shipped, cancelled or refunded, then it can be neither shipped nor removed', async () => {
    stubApi(page([shipped, cancelled, refunded()]));
    renderManageOrders();

    await screen.findByRole('heading', { name: 'Total Order : 3' });
    expect(rowOf('Brake Lever').getByText('Shipped')).toBeInTheDocument();
    expect(rowOf('Fork Seal').getByText('Cancelled')).toBeInTheDocument();
    expect(rowOf('Clutch Cable').getByText('Refunded')).toBeInTheDocument();
    expect(rowOf('Clutch Cable').queryByText(/Refund failed|pending/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove|Mark shipped/ })).not.toBeInTheDocument();
  });

  it('when a refund failed at Stripe, then the row says so plainly, with Stripe’s reason', async () => {
    stubApi(
      page([
        refunded({ refundStatus: 'failed', refundFailureReason: 'expired_or_canceled_card' }),
        refunded({ _id: 'order-6', name: 'Brake Pads', refundStatus: 'pending' }),
      ]),
    );
    renderManageOrders();

    await screen.findByRole('heading', { name: 'Total Order : 2' });
    expect(
      rowOf('Clutch Cable').getByText(
        'Refund failed (expired_or_canceled_card): refund the buyer another way',
      ),
    ).toBeInTheDocument();
    expect(rowOf('Brake Pads').getByText('Refund pending at Stripe')).toBeInTheDocument();
  });

  it('when the buyer’s bank disputed a payment, then the row flags it with Stripe’s reason and status', async () => {
    stubApi(
      page([{ ...paid, dispute: { reason: 'product_not_received', status: 'needs_response' } }]),
    );
    renderManageOrders();

    await screen.findByRole('heading', { name: 'Total Order : 1' });
    expect(
      rowOf(paid.name).getByText('Disputed (product not received): needs response at Stripe'),
    ).toBeInTheDocument();
  });

  it('when Mark shipped is pressed on a paid order, then its status goes to shipped and the list reloads', async () => {
    const fetchMock = stubApi(
      page([paid]),
      json({ ...paid, status: 'shipped' }),
      page([{ ...paid, status: 'shipped' }]),
    );
    const user = renderManageOrders();

    await screen.findByRole('heading', { name: 'Total Order : 1' });
    await user.click(screen.getByRole('button', { name: 'Mark shipped Chain Kit' }));

    expect(await screen.findByText('Order marked as shipped')).toBeInTheDocument();
    expect(listRequests(fetchMock)[1]).toMatchObject({
      method: 'PATCH',
      path: '/api/order/order-2/status',
      body: { status: 'shipped' },
    });
    await waitFor(() => expect(rowOf('Chain Kit').getByText('Shipped')).toBeInTheDocument());
    expect(listRequests(fetchMock)[2]?.path).toBe(`/api/order?status=paid&limit=${ordersPageSize}`);
  });

  it('when Remove is confirmed on a pending order, then the order is cancelled and the list reloads', async () => {
    const fetchMock = stubApi(
      page([paid]),
      page([pending]),
      json({ ...pending, status: 'cancelled' }),
      page([]),
    );
    const user = renderManageOrders();
    await screen.findByRole('heading', { name: 'Total Order : 1' });
    await user.click(view(/^Unpaid/));

    await user.click(await screen.findByRole('button', { name: 'Remove Drilled Brake Disc' }));
    const dialog = await screen.findByRole('alertdialog', question);
    expect(dialog).not.toHaveTextContent(/Stripe/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(listRequests(fetchMock)[2]).toMatchObject({
      method: 'PATCH',
      path: '/api/order/order-1/status',
      body: { status: 'cancelled' },
    });
    expect(await screen.findByRole('heading', { name: 'Total Order : 0' })).toBeVisible();
  });

  it('when Remove is confirmed on a paid order, then the dialog says it refunds through Stripe, and the refund is reported', async () => {
    const fetchMock = stubApi(page([paid]), json(refunded({ _id: 'order-2' })), page([]));
    const user = renderManageOrders();

    await user.click(await screen.findByRole('button', { name: 'Remove Chain Kit' }));
    const dialog = await screen.findByRole('alertdialog', question);
    expect(dialog).toHaveTextContent(
      'This order is paid: the payment will be refunded through Stripe.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Order refunded')).toBeInTheDocument();
    expect(listRequests(fetchMock)[1]).toMatchObject({
      method: 'PATCH',
      path: '/api/order/order-2/status',
      body: { status: 'cancelled' },
    });
  });

  it('when Stripe cannot be reached for a refund, then its message shows and the order stays', async () => {
    stubApi(
      page([paid]),
      json(
        {
          error: {
            code: 'payment_provider_unavailable',
            message: 'We could not reach our payment provider and changed nothing',
          },
        },
        503,
      ),
    );
    const user = renderManageOrders();

    await user.click(await screen.findByRole('button', { name: 'Remove Chain Kit' }));
    const dialog = await screen.findByRole('alertdialog', question);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('We could not reach our payment provider and changed nothing'),
    ).toBeInTheDocument();
    expect(rowOf('Chain Kit').getByText('Paid')).toBeInTheDocument();
  });

  it('when the server refuses to ship, then its message shows and the list stays', async () => {
    stubApi(
      page([paid]),
      json({ error: { code: 'conflict', message: 'Only a paid order can be shipped' } }, 409),
    );
    const user = renderManageOrders();

    await user.click(await screen.findByRole('button', { name: 'Mark shipped Chain Kit' }));

    expect(await screen.findByText('Only a paid order can be shipped')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark shipped Chain Kit' })).toBeEnabled();
  });

  it('when there are no orders of the status, then it says so', async () => {
    stubApi(page([]));
    renderManageOrders();

    expect(await screen.findByRole('heading', { name: 'Total Order : 0' })).toBeVisible();
    expect(screen.getByText('No orders here')).toBeVisible();
  });

  it('when the orders cannot be loaded, then it says why, and Try again loads them', async () => {
    stubApi(json({ error: { code: 'forbidden', message: 'Admins only' } }, 403), page([paid]));
    const user = renderManageOrders();

    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Total Order : 1' })).toBeVisible();
  });
});
