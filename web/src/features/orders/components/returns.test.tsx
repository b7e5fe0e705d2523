import type { Order, OrderReturn } from '@moto-parts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { makeOrder } from '@/testing/fake-order';
import { sentRequests, stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { renderOrderPage } from '../testing/render-order-page';
import { ReturnsScreen } from './returns-screen';

const delivered: Order = makeOrder({
  _id: 'order-5',
  status: 'delivered',
  paid: true,
  transactionId: 'pi_5',
  deliveredAt: '2026-11-26T10:00:00.000Z',
  returnableUntil: '2099-12-26T10:00:00.000Z',
  lines: [
    {
      partId: 'drilled-brake-disc',
      name: 'Drilled Brake Disc',
      sku: 'MP-BD-3207',
      unitPrice: 114.5,
      quantity: 4,
      lineTotal: 458,
      shippedQuantity: 4,
    },
  ],
  shipments: [
    {
      id: '1',
      carrier: 'ups',
      carrierName: 'UPS',
      trackingNumber: '1Z5R89390357567127',
      trackingUrl: null,
      lines: [{ partId: 'drilled-brake-disc', name: 'Drilled Brake Disc', quantity: 4, lots: [] }],
      shippedAt: '2026-11-25T10:00:00.000Z',
      deliveredAt: '2026-11-26T10:00:00.000Z',
    },
  ],
});

const asked = (over: Partial<OrderReturn> = {}): OrderReturn => ({
  id: '1',
  partId: 'drilled-brake-disc',
  name: 'Drilled Brake Disc',
  quantity: 1,
  reason: 'wrong-fit',
  note: null,
  bike: { make: 'Yamaha', model: 'MT-07', year: 2019 },
  status: 'requested',
  adminNote: null,
  condition: null,
  refundId: null,
  refund: null,
  refundsShipping: false,
  requestedAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  receivedAt: null,
  ...over,
});

const renderOrder = (
  reader: 'buyer' | 'admin',
  order: Order,
  answers: Record<string, () => Response> = {},
) => renderOrderPage(reader, order, { answers });

const posted = (fetchMock: ReturnType<typeof stubRoutes>) =>
  sentRequests(fetchMock).filter(({ method }) => method && method !== 'GET');

afterEach(() => localStorage.clear());

/** The return form's fields: choose each of them, as the buyer must. */
async function chooseReturn(
  user: ReturnType<typeof renderOrder>['user'],
  form: ReturnType<typeof within>,
  { units, reason }: { units: string; reason: string },
) {
  await user.selectOptions(form.getByLabelText('Part'), 'drilled-brake-disc');
  await user.type(form.getByLabelText('Units'), units);
  await user.selectOptions(form.getByLabelText('Reason'), reason);
}

describe('the buyer’s return form', () => {
  it('when it opens, then nothing is chosen, and asking for a review of nothing says what each field needs and sends nothing', async () => {
    const { user, fetchMock } = renderOrder('buyer', delivered);
    const form = within(await screen.findByRole('form', { name: 'Return parts' }));
    expect(form.getByLabelText('Part')).toHaveDisplayValue('Choose a part');
    expect(form.getByLabelText('Units')).toHaveValue(null);
    expect(form.getByLabelText('Reason')).toHaveDisplayValue('Choose a reason');

    await user.click(form.getByRole('button', { name: 'Review return' }));

    expect(await form.findByText('Part is required')).toBeVisible();
    expect(form.getByText('Say how many units')).toBeVisible();
    expect(form.getByText('Reason is required')).toBeVisible();
    expect(form.queryByRole('button', { name: 'Ask to return' })).not.toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('when more units are chosen than can go back, then the field says how many can', async () => {
    const { user, fetchMock } = renderOrder('buyer', delivered);
    const form = within(await screen.findByRole('form', { name: 'Return parts' }));

    await chooseReturn(user, form, { units: '5', reason: 'damaged' });
    await user.click(form.getByRole('button', { name: 'Review return' }));

    expect(await form.findByText('Only 4 can go back')).toBeVisible();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('when the buyer reviews a return, then it says what will be asked and sends nothing until confirmed; Change keeps the choices', async () => {
    const { user, fetchMock } = renderOrder('buyer', delivered, {
      'POST /api/order/order-5/returns': () =>
        json(
          { ...delivered, returns: [asked({ quantity: 2, reason: 'damaged', bike: null })] },
          201,
        ),
    });
    const form = within(await screen.findByRole('form', { name: 'Return parts' }));
    await chooseReturn(user, form, { units: '2', reason: 'damaged' });
    await user.type(form.getByLabelText('What went wrong (optional)'), 'Bent on one side');

    await user.click(form.getByRole('button', { name: 'Review return' }));

    const review = await form.findByRole('heading', { name: 'Check your return' });
    expect(review).toHaveFocus();
    // Each term of the review, and what it says of it.
    const asking = (term: string) => form.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(asking('Part')).toHaveTextContent('Drilled Brake Disc');
    expect(asking('Units')).toHaveTextContent('2');
    expect(asking('Reason')).toHaveTextContent('Arrived damaged');
    expect(asking('What went wrong')).toHaveTextContent('Bent on one side');
    expect(form.queryByLabelText('Part')).not.toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Change' }));
    expect(form.getByLabelText('Units')).toHaveValue(2);
    expect(form.getByLabelText('Reason')).toHaveDisplayValue('Arrived damaged');
    expect(posted(fetchMock)).toEqual([]);

    await user.click(form.getByRole('button', { name: 'Review return' }));
    await user.click(await form.findByRole('button', { name: 'Ask to return' }));

    await waitFor(() =>
      expect(posted(fetchMock)).toEqual([
        {
          method: 'POST',
          path: '/api/order/order-5/returns',
          body: {
            partId: 'drilled-brake-disc',
            quantity: 2,
            reason: 'damaged',
            note: 'Bent on one side',
          },
        },
      ]),
    );
  });

  it('when the part did not fit, then the return names the bike this device remembers', async () => {
    localStorage.setItem(
      'moto-parts.bike',
      JSON.stringify({ make: 'Yamaha', model: 'MT-07', year: 2019 }),
    );
    const { user, fetchMock } = renderOrder('buyer', delivered, {
      'POST /api/order/order-5/returns': () => json({ ...delivered, returns: [asked()] }, 201),
    });
    const form = within(await screen.findByRole('form', { name: 'Return parts' }));

    await chooseReturn(user, form, { units: '1', reason: 'wrong-fit' });
    expect(form.getByText('Your bike: Yamaha MT-07 2019')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Review return' }));
    expect(await form.findByText('Wrong part for my bike (Yamaha MT-07 2019)')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Ask to return' }));

    await waitFor(() =>
      expect(posted(fetchMock)).toEqual([
        {
          method: 'POST',
          path: '/api/order/order-5/returns',
          body: {
            partId: 'drilled-brake-disc',
            quantity: 1,
            reason: 'wrong-fit',
            bike: { make: 'Yamaha', model: 'MT-07', year: 2019 },
          },
        },
      ]),
    );
  });

  it('when the reason is "other" without words, then the form asks for them and sends nothing', async () => {
    const { user, fetchMock } = renderOrder('buyer', delivered);
    const form = within(await screen.findByRole('form', { name: 'Return parts' }));

    await chooseReturn(user, form, { units: '1', reason: 'other' });
    await user.click(form.getByRole('button', { name: 'Review return' }));

    expect(await form.findByText('Say why you return it')).toBeVisible();
    expect(form.queryByRole('button', { name: 'Ask to return' })).not.toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);
  });

  it('when the return window has closed, then there is no form', async () => {
    renderOrder('buyer', { ...delivered, returnableUntil: '2026-11-27T00:00:00.000Z' });

    await screen.findByRole('heading', { name: 'Order #1042' });
    expect(screen.queryByRole('form', { name: 'Return parts' })).not.toBeInTheDocument();
  });

  it('when a return was received, then the buyer sees its refund and what has come back to the card', async () => {
    renderOrder('buyer', {
      ...delivered,
      status: 'partially-returned',
      returns: [
        asked({ status: 'received', condition: 'restock', refundId: 're_1', refund: 114.5 }),
      ],
      refunds: [
        { id: 're_1', returnId: '1', amount: 114.5, status: 'succeeded', failureReason: null },
      ],
      refunded: 114.5,
    });

    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    expect(returns.getByText('Refunded $114.50')).toBeVisible();
    expect(returns.getByText(/Refunded to the card so far/)).toHaveTextContent(
      'Refunded to the card so far: $114.50 of $458.00',
    );
  });
});

describe('an admin’s decisions', () => {
  it('when an admin approves a return with a note, then the decision is sent', async () => {
    const { user, fetchMock } = renderOrder(
      'admin',
      { ...delivered, returns: [asked()] },
      {
        'PATCH /api/order/order-5/returns/1': () =>
          json({ ...delivered, returns: [asked({ status: 'approved' })] }),
      },
    );
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));
    expect(returns.getByText('Wrong part for my bike (Yamaha MT-07 2019)')).toBeVisible();

    await user.type(
      returns.getByLabelText('Note to the buyer (return 1)'),
      'Post it to the workshop',
    );
    await user.click(returns.getByRole('button', { name: 'Approve return 1' }));

    expect(posted(fetchMock)).toEqual([
      {
        method: 'PATCH',
        path: '/api/order/order-5/returns/1',
        body: { decision: 'approve', note: 'Post it to the workshop' },
      },
    ]);
  });

  it('when an approved return comes back damaged, then it is written off with the shipping refunded', async () => {
    const { user, fetchMock } = renderOrder(
      'admin',
      { ...delivered, returns: [asked({ status: 'approved', reason: 'damaged', bike: null })] },
      { 'POST /api/order/order-5/returns/1/receipt': () => json(delivered) },
    );
    const returns = within(await screen.findByRole('region', { name: 'Returns' }));

    await user.click(returns.getByText('Refund the shipping too'));
    await user.click(returns.getByRole('button', { name: 'Received: write off' }));

    expect(posted(fetchMock)).toEqual([
      {
        method: 'POST',
        path: '/api/order/order-5/returns/1/receipt',
        body: { condition: 'scrap', refundShipping: true },
      },
    ]);
  });
});

describe('ReturnsScreen', () => {
  it('when returns wait, then each order lists them, with the window and the wrong fits by bike', async () => {
    stubRoutes({
      'GET /api/returns?limit=100': () =>
        json([{ ...delivered, returns: [asked()] }], 200, { 'X-Total-Count': '1' }),
      'GET /api/return-settings': () => json({ windowDays: 30 }),
      'GET /api/returns/fitment': () =>
        json([
          {
            partId: 'drilled-brake-disc',
            name: 'Drilled Brake Disc',
            make: 'Yamaha',
            model: 'MT-07',
            year: 2019,
            returns: 3,
            units: 5,
          },
        ]),
    });
    renderWithProviders(<ReturnsScreen />, { at: paths.dashboard.returns.getHref() });

    expect(
      await screen.findByText('1 × Drilled Brake Disc: Wrong part for my bike (to decide)'),
    ).toBeVisible();
    expect(await screen.findByLabelText('Days to return, after delivery')).toHaveValue(30);
    const report = within(await screen.findByRole('table', { name: 'Wrong-fit returns' }));
    expect(report.getByRole('row', { name: /Yamaha MT-07 2019/ })).toHaveTextContent('35');
  });
});
