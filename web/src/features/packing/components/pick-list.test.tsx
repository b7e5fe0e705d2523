import type { OrderLine } from '@moto-parts/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { makeOrder } from '@/testing/fake-order';
import { stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { PickList } from './pick-list';

const line = (partId: string, name: string, quantity: number): OrderLine => ({
  partId,
  name,
  sku: `MP-${partId.toUpperCase()}`,
  quantity,
  unitPrice: 10,
  lineTotal: 10 * quantity,
  shippedQuantity: 0,
});

const paidOrder = (_id: string, orderNumber: number, lines: OrderLine[]) =>
  makeOrder({ _id, orderNumber, lines, status: 'paid', paid: true, transactionId: `pi_${_id}` });

const first = paidOrder('order-1', 1001, [
  line('disc', 'Drilled Brake Disc', 4),
  line('chain', 'Chain Kit', 1),
]);
const second = paidOrder('order-2', 1002, [
  line('lever', 'Brake Lever', 3),
  line('disc', 'Drilled Brake Disc', 2),
]);

function renderPickList(orderIds: string[], answers: Parameters<typeof stubRoutes>[0]) {
  const fetchMock = stubRoutes(answers);
  renderWithProviders(<PickList />, {
    at: paths.dashboard.pickList.getHref(orderIds),
    path: paths.dashboard.pickList.path,
  });
  return fetchMock;
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

describe('PickList', () => {
  it('when two orders hold the same part, then it is listed once with their units summed, by part name, with the orders that need it', async () => {
    renderPickList(['order-1', 'order-2'], {
      'GET /api/order/order-1': () => json(first),
      'GET /api/order/order-2': () => json(second),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible();
    expect(screen.getByText('2 orders, 10 units')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Parts to pick' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Part', 'Part number', 'Units', 'Orders', 'Picked']);
    expect(rowsOf(table)).toEqual([
      ['Brake Lever', 'MP-LEVER', '3', '#1002', ''],
      ['Chain Kit', 'MP-CHAIN', '1', '#1001', ''],
      ['Drilled Brake Disc', 'MP-DISC', '6', '#1001, #1002', ''],
    ]);
  });

  it('when an order was shipped since it was ticked, then its parts are left out and the page says so', async () => {
    renderPickList(['order-1', 'order-2'], {
      'GET /api/order/order-1': () => json(first),
      'GET /api/order/order-2': () => json({ ...second, status: 'shipped' }),
    });

    expect(await screen.findByText('1 order, 5 units')).toBeVisible();
    expect(screen.getByText(/Left out, not waiting to ship: #1002 \(shipped\)/)).toBeVisible();
    expect(rowsOf(screen.getByRole('table', { name: 'Parts to pick' }))).toEqual([
      ['Chain Kit', 'MP-CHAIN', '1', '#1001', ''],
      ['Drilled Brake Disc', 'MP-DISC', '4', '#1001', ''],
    ]);
  });

  it('when an order cannot be loaded, then the server’s reason shows', async () => {
    renderPickList(['order-1', 'order-9'], {
      'GET /api/order/order-1': () => json(first),
      'GET /api/order/order-9': () =>
        json({ error: { code: 'not_found', message: 'Order not found' } }, 404),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
  });

  it('when the URL names no orders, then nothing is asked of the API and the page says what to do', async () => {
    const fetchMock = renderPickList([], {});

    expect(await screen.findByText(/No orders were chosen/)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
