import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { formatClockTime } from '@/lib/format-clock-time';
import { holdEndingIn, makeOrder, sentRequest, stubFetch } from '../testing/fake-orders';
import { json } from '@/testing/json-response';
import { MyOrders } from './my-orders';

const unpaid = makeOrder({ _id: 'order-1', name: 'Drilled Brake Disc' });
const paid = makeOrder({
  _id: 'order-2',
  name: 'Chain Kit',
  status: 'paid',
  paid: true,
  transactionId: 'pi_1',
});
const free = makeOrder({ _id: 'order-3', name: 'Sticker Sheet', unitPrice: 0, totalPrice: 0 });

function renderMyOrders() {
  renderWithProviders(<MyOrders email="rider@moto-parts.test" />, {
    at: '/dashboard/my-orders',
  });
  return userEvent.setup();
}

/** The table row of the order of `name`. */
function rowOf(name: string) {
  const row = screen.getByRole('cell', { name: new RegExp(`^${name}`) }).closest('tr');
  if (!row) throw new Error(`No row holds ${name}`);
  return within(row);
}

describe('MyOrders', () => {
  it('when the orders load, then the heading counts them and the table lists them', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderMyOrders();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the orders…');
    expect(sentRequest(fetchMock, 0).path).toBe('/api/my-order?email=rider%40moto-parts.test');
    await act(async () => answer(json([unpaid, paid, free])));

    expect(screen.getByRole('heading', { level: 2, name: 'Added 3 items' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Added 3 items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Price', 'Status', 'Payment', 'Remove']);
    expect(rowOf('Drilled Brake Disc').getByText('$458.00')).toBeInTheDocument();
    // The number its buyer says on the phone, beside the link to its page.
    expect(rowOf('Drilled Brake Disc').getByText(/^Order #1042 ·/)).toBeVisible();
  });

  it('when an order has several lines, then its row names the first and folds the lines under it', async () => {
    const cart = makeOrder({
      _id: 'order-4',
      name: 'Drilled Brake Disc and 1 more',
      lines: [
        ...unpaid.lines,
        {
          partId: 'chain',
          name: 'O-Ring Chain',
          sku: 'MP-DC-525X118',
          unitPrice: 38.9,
          quantity: 10,
          lineTotal: 389,
          shippedQuantity: 0,
        },
      ],
      shipping: 12.95,
      totalPrice: 859.95,
      shippingMethod: { id: 'us-ground', name: 'Ground (3–5 days)' },
    });
    stubFetch(json([cart]));
    const user = renderMyOrders();

    const row = await screen.findByRole('row', { name: /Drilled Brake Disc and 1 more/ });
    expect(within(row).getByText('$859.95')).toBeVisible();
    expect(within(row).getByText('10 × O-Ring Chain, $389.00')).not.toBeVisible();

    await user.click(within(row).getByText(/· 2 parts/));

    expect(within(row).getByText('10 × O-Ring Chain, $389.00')).toBeVisible();
    expect(within(row).getByText('Ground (3–5 days), $12.95')).toBeVisible();
  });

  it('when an order is paid, then it shows the Paid badge, an unpaid one a Pay link, and a $0 one neither', async () => {
    stubFetch(json([unpaid, paid, free]));
    const user = renderMyOrders();

    await screen.findByRole('heading', { name: 'Added 3 items' });
    // The status, and docs/product.md's Paid badge where the Pay button would be.
    expect(rowOf('Chain Kit').getAllByText('Paid')).toHaveLength(2);
    expect(rowOf('Chain Kit').queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    const pay = rowOf('Drilled Brake Disc').getByRole('link', {
      name: 'Pay for Drilled Brake Disc',
    });
    expect(pay).toHaveAttribute('href', '/dashboard/payment/order-1');
    expect(rowOf('Sticker Sheet').queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(rowOf('Sticker Sheet').queryByText('Paid')).not.toBeInTheDocument();
    expect(rowOf('Sticker Sheet').getByText('Pending')).toBeInTheDocument();

    await user.click(pay);
    expect((await currentLocation()).pathname).toBe('/dashboard/payment/order-1');
  });

  it('when an order is unpaid, then it says by when to pay, and once its hold has ended that it expired, with no Pay or Remove', async () => {
    const endsAt = holdEndingIn(20);
    const endedAt = holdEndingIn(-5);
    stubFetch(
      json([
        makeOrder({ _id: 'order-1', name: 'Drilled Brake Disc', holdEndsAt: endsAt }),
        makeOrder({ _id: 'order-5', name: 'Fork Seal', status: 'expired', holdEndsAt: endedAt }),
        // Past its hold, not yet expired by the server: the same to the buyer.
        makeOrder({ _id: 'order-6', name: 'Brake Lever', holdEndsAt: endedAt }),
      ]),
    );
    renderMyOrders();

    await screen.findByRole('heading', { name: 'Added 3 items' });
    expect(
      rowOf('Drilled Brake Disc').getByText(`Pay by ${formatClockTime(endsAt)}`),
    ).toBeVisible();
    for (const name of ['Fork Seal', 'Brake Lever']) {
      expect(
        rowOf(name).getByText(
          `Expired at ${formatClockTime(endedAt)}: the parts went back to stock`,
        ),
      ).toBeVisible();
      expect(rowOf(name).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
      expect(rowOf(name).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    }
    expect(rowOf('Fork Seal').getByText('Expired')).toBeInTheDocument();
  });

  it('when an order was refunded or shipped, then it says so and offers no Pay', async () => {
    stubFetch(
      json([
        makeOrder({ _id: 'order-7', name: 'Clutch Cable', status: 'refunded', paid: true }),
        makeOrder({ _id: 'order-8', name: 'Brake Pads', status: 'shipped', paid: true }),
      ]),
    );
    renderMyOrders();

    await screen.findByRole('heading', { name: 'Added 2 items' });
    expect(rowOf('Clutch Cable').getByText('Refunded')).toBeInTheDocument();
    expect(rowOf('Brake Pads').getByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('when an order is paid, then it cannot be removed, and the page says why', async () => {
    stubFetch(json([paid]));
    renderMyOrders();

    await screen.findByRole('heading', { name: 'Added 1 items' });
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Paid orders cannot be removed — contact us to cancel.'),
    ).toBeInTheDocument();
  });

  it('when Remove is confirmed with Delete, then the order is deleted, a toast says so and the list reloads', async () => {
    const fetchMock = stubFetch(json([unpaid, paid]), json({ deletedCount: 1 }), json([paid]));
    const user = renderMyOrders();

    await user.click(await screen.findByRole('button', { name: 'Remove Drilled Brake Disc' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the item?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Order removed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Added 1 items' })).toBeVisible();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      method: 'DELETE',
      path: '/api/my-order/order-1',
    });
    expect(sentRequest(fetchMock, 2).path).toBe('/api/my-order?email=rider%40moto-parts.test');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('when Remove is cancelled, then nothing is sent and the order stays', async () => {
    const fetchMock = stubFetch(json([unpaid]));
    const user = renderMyOrders();

    await user.click(await screen.findByRole('button', { name: 'Remove Drilled Brake Disc' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Remove Drilled Brake Disc' })).toBeVisible();
  });

  it('when the app gives a notice, then it shows with the orders', async () => {
    stubFetch(json([unpaid]));
    renderWithProviders(
      <MyOrders email="rider@moto-parts.test" notice={<p>Verify your email</p>} />,
    );

    expect(await screen.findByRole('heading', { name: 'Added 1 items' })).toBeVisible();
    expect(screen.getByText('Verify your email')).toBeVisible();
  });

  it('when there are no orders, then it says so and links to the catalogue', async () => {
    stubFetch(json([]));
    const user = renderMyOrders();

    expect(await screen.findByText('No orders yet')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Browse the parts' }));

    expect((await currentLocation()).pathname).toBe('/parts');
  });

  it('when the orders cannot be loaded, then it says why, and Try again loads them', async () => {
    stubFetch(
      json({ error: { code: 'internal', message: 'Something broke on our side' } }, 500),
      json([unpaid]),
    );
    const user = renderMyOrders();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Added 1 items' })).toBeVisible();
  });
});
