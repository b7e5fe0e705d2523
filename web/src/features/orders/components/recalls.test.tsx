import type { OrderRecall } from '@moto-parts/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { makeOrder } from '@/testing/fake-order';
import { sentRequests, stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { renderOrderPage } from '../testing/render-order-page';
import { RecallsScreen } from './recalls-screen';

const recall: OrderRecall = {
  id: 'recall-1',
  partId: 'sintered-brake-pads',
  name: 'Sintered Brake Pads',
  message: 'The pads of lot SP-2026-09 may crack: stop riding and send them back.',
  lots: ['SP-2026-09'],
  units: 10,
  recalledAt: '2026-11-27T09:00:00.000Z',
  answeredAt: null,
};
const recalled = makeOrder({ _id: 'order-3', status: 'delivered', paid: true, recalls: [recall] });

const posted = (fetchMock: ReturnType<typeof stubRoutes>) =>
  sentRequests(fetchMock).filter(({ method }) => method && method !== 'GET');

describe('a recall on the buyer’s order', () => {
  it('when a lot in their parcels is recalled, then the order says so first, and the buyer says they read it', async () => {
    const { user, fetchMock } = renderOrderPage('buyer', recalled, {
      answers: { 'POST /api/order/order-3/recalls/recall-1/answer': () => json(recalled) },
    });

    const alert = within(await screen.findByRole('region', { name: 'Recalls' }));
    expect(alert.getByText('Recall: 10 × Sintered Brake Pads (lot SP-2026-09)')).toBeVisible();
    expect(alert.getByText(recall.message)).toBeVisible();
    await user.click(alert.getByRole('button', { name: 'I have read this' }));

    expect(posted(fetchMock)).toEqual([
      { method: 'POST', path: '/api/order/order-3/recalls/recall-1/answer', body: undefined },
    ]);
  });

  it('when an admin opens the order, then they see whether the buyer answered, and cannot answer for them', async () => {
    renderOrderPage('admin', recalled);

    const alert = within(await screen.findByRole('region', { name: 'Recalls' }));
    expect(alert.getByText('The buyer has not answered yet.')).toBeVisible();
    expect(alert.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('RecallsScreen', () => {
  it('when an admin recalls a lot of a part, then the part’s lots are offered and the recall is sent with its message', async () => {
    const fetchMock = stubRoutes({
      'GET /api/recalls': () => json([]),
      'GET /api/parts?limit=50': () =>
        json([{ _id: 'sintered-brake-pads', name: 'Sintered Brake Pads' }], 200, {
          'X-Total-Count': '1',
        }),
      'GET /api/parts/sintered-brake-pads/stock?limit=1': () =>
        json({
          lots: [
            { code: 'SP-2026-08', madeOn: '2026-08-01', onHand: 40, blocked: 0, recallId: null },
            { code: 'SP-2026-09', madeOn: '2026-09-01', onHand: 60, blocked: 0, recallId: null },
          ],
        }),
      'POST /api/recalls': () =>
        json({ ...recall, createdAt: recall.recalledAt, reachedAll: true }, 201),
    });
    renderWithProviders(<RecallsScreen />, { at: paths.dashboard.recalls.getHref() });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Recall lots' }));

    await form.findByRole('option', { name: 'Sintered Brake Pads' });
    await user.selectOptions(form.getByLabelText('Part'), 'sintered-brake-pads');
    await user.click(await form.findByText('SP-2026-09, made 2026-09-01: 60 on the shelf'));
    await user.type(form.getByLabelText('Message to the buyers'), recall.message);
    await user.click(form.getByRole('button', { name: 'Send the recall' }));

    expect(await screen.findByText('No lot has been recalled.')).toBeVisible();
    expect(posted(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/recalls',
        body: { partId: 'sintered-brake-pads', lots: ['SP-2026-09'], message: recall.message },
      },
    ]);
  });
});
