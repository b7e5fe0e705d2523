import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { makeOrder } from '@/testing/fake-order';
import { stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { PackingSlip } from './packing-slip';

const order = makeOrder({
  _id: 'order-7',
  orderNumber: 1007,
  status: 'paid',
  paid: true,
  transactionId: 'pi_7',
  customerName: 'Rider Demo',
  lines: [
    {
      partId: 'drilled-brake-disc',
      name: 'Drilled Brake Disc',
      sku: 'MP-BD-3207',
      unitPrice: 114.5,
      quantity: 4,
      lineTotal: 458,
      shippedQuantity: 0,
    },
    {
      partId: 'o-ring-chain',
      name: 'O-Ring Chain',
      sku: 'MP-DC-525X118',
      unitPrice: 38.9,
      quantity: 10,
      lineTotal: 389,
      shippedQuantity: 0,
    },
  ],
  subtotal: 847,
  shipping: 12.95,
  totalPrice: 859.95,
  shippingMethod: { id: 'us-ground', name: 'Ground (3–5 days)' },
  shippingAddress: {
    name: 'Ada Rider',
    line1: '500 Market St',
    city: 'San Francisco',
    region: 'CA',
    postcode: '94105',
    country: 'US',
  },
  phone: '+14155550100',
});

function renderSlip(answer = () => json(order)) {
  stubRoutes({ 'GET /api/order/order-7': answer });
  renderWithProviders(<PackingSlip />, {
    at: paths.dashboard.packingSlip.getHref('order-7'),
    path: paths.dashboard.packingSlip.path,
  });
  return userEvent.setup();
}

/** The cells' text of each row of the table, under its column names. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('PackingSlip', () => {
  // jsdom has no canvas; JsBarcode measures the number it writes under the bars with one.
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      measureText: () => ({ width: 40 }),
    } as unknown as CanvasRenderingContext2D);
  });
  afterEach(() => vi.restoreAllMocks());

  it('when a paid order loads, then its slip shows the shop, the order, where it goes and its lines to tick, without prices', async () => {
    renderSlip();

    expect(await screen.findByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
    expect(screen.getByText('moto-parts')).toBeVisible();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('#1007');
    expect(screen.getByText('Order date').nextSibling).toHaveTextContent('Nov 12, 2026');
    expect(screen.getByText('Shipping').nextSibling).toHaveTextContent('Ground (3–5 days)');
    const shipTo = within(screen.getByRole('region', { name: 'Ship to' }));
    // One line each, as the US writes an address.
    expect(shipTo.getByText(/^Ada Rider/)).toHaveTextContent(
      /^Ada Rider\n500 Market St\nSan Francisco, CA 94105\nUnited States$/,
      { normalizeWhitespace: false },
    );
    expect(shipTo.getByText('Phone: +14155550100')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Parts to pack' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Part', 'Part number', 'Quantity', 'Packed']);
    expect(rowsOf(table)).toEqual([
      ['Drilled Brake Disc', 'MP-BD-3207', '4', ''],
      ['O-Ring Chain', 'MP-DC-525X118', '10', ''],
    ]);
    expect(document.body).not.toHaveTextContent('$');
  });

  it('when the slip shows, then the order’s id is drawn as a barcode under which it is written, for the scanner', async () => {
    renderSlip();

    const barcode = await screen.findByRole('img', { name: 'Barcode of order order-7' });
    expect(barcode.tagName).toBe('svg');
    // Code 128 of "order-7": bars drawn as rectangles, and the number written under them.
    await waitFor(() => expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(5));
    expect(barcode.querySelector('text')).toHaveTextContent('order-7');
  });

  it('when Print is pressed, then the browser’s print dialog opens', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = renderSlip();
    await screen.findByRole('table', { name: 'Parts to pack' });

    await user.click(screen.getByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledOnce();
  });

  it('when the order is not paid, then there is no slip to pack it by', async () => {
    renderSlip(() => json({ ...order, status: 'refunded', refundId: 're_7' }));

    expect(await screen.findByText(/Order #1007 is refunded/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('when the order cannot be loaded, then the server’s reason shows', async () => {
    renderSlip(() => json({ error: { code: 'not_found', message: 'Order not found' } }, 404));

    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });
});
