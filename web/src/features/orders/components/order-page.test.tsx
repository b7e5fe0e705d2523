import type { Order, OrderEvent } from '@moto-parts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/testing/fake-order';
import { apiError, sentRequests } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderOrderPage } from '../testing/render-order-page';

const upsUrl = 'https://wwwapps.ups.com/WebTracking/track?track=yes&trackNums=1Z5R89390357567127';

const lines: Order['lines'] = [
  {
    partId: 'drilled-brake-disc',
    name: 'Drilled Brake Disc',
    sku: 'MP-BD-3207',
    unitPrice: 114.5,
    quantity: 4,
    lineTotal: 458,
    shippedQuantity: 4,
  },
  {
    partId: 'iridium-spark-plug',
    name: 'Iridium Spark Plug',
    sku: 'MP-SK-0906',
    unitPrice: 6.8,
    quantity: 20,
    lineTotal: 136,
    shippedQuantity: 0,
  },
];

const partlyShipped = makeOrder({
  _id: 'order-9',
  status: 'partially-shipped',
  paid: true,
  transactionId: 'pi_9',
  lines,
  shipments: [
    {
      id: '1',
      carrier: 'ups',
      carrierName: 'UPS',
      trackingNumber: '1Z5R89390357567127',
      trackingUrl: upsUrl,
      lines: [{ partId: 'drilled-brake-disc', name: 'Drilled Brake Disc', quantity: 4, lots: [] }],
      shippedAt: '2026-11-26T09:00:00.000Z',
      deliveredAt: null,
    },
  ],
});

const history: OrderEvent[] = [
  {
    kind: 'placed',
    status: 'pending',
    actor: 'buyer',
    shipmentId: null,
    at: '2026-11-25T09:00:00.000Z',
  },
  {
    kind: 'paid',
    status: 'paid',
    actor: 'buyer',
    shipmentId: null,
    at: '2026-11-25T09:05:00.000Z',
  },
  {
    kind: 'shipped',
    status: 'partially-shipped',
    actor: 'admin',
    shipmentId: '1',
    at: '2026-11-26T09:00:00.000Z',
  },
];

const renderPage = (reader: 'buyer' | 'admin', answers: Record<string, () => Response> = {}) =>
  renderOrderPage(reader, partlyShipped, { history, answers });

describe('MyOrderPage (the buyer)', () => {
  it('when an order has shipped one parcel, then the buyer sees what is in it, a link to follow it, and the history in their words', async () => {
    renderPage('buyer');

    expect(await screen.findByRole('heading', { name: 'Order #1042' })).toBeVisible();
    const parcels = within(screen.getByRole('region', { name: 'Parcels' }));
    expect(parcels.getByText('4 × Drilled Brake Disc')).toBeVisible();
    expect(parcels.getByRole('link', { name: 'Track parcel 1' })).toHaveAttribute('href', upsUrl);
    expect(parcels.getByRole('link', { name: 'Track parcel 1' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const historyRegion = within(screen.getByRole('region', { name: 'History' }));
    expect(historyRegion.getByText('Order placed by you')).toBeVisible();
    expect(historyRegion.getByText('Parcel 1 shipped')).toBeVisible();
    // The buyer cannot ship: no form.
    expect(screen.queryByRole('form', { name: 'Ship a parcel' })).not.toBeInTheDocument();
  });

  it('when the buyer says a parcel arrived, then it is sent, and the page shows the order as it is now', async () => {
    const arrived = {
      ...partlyShipped,
      shipments: partlyShipped.shipments.map((parcel) => ({
        ...parcel,
        deliveredAt: '2026-11-27T10:00:00.000Z',
      })),
    };
    let delivered = false;
    const { user, fetchMock } = renderPage('buyer', {
      'GET /api/order/order-9': () => json(delivered ? arrived : partlyShipped),
      'POST /api/order/order-9/shipments/1/delivery': () => {
        delivered = true;
        return json(arrived);
      },
    });

    await user.click(await screen.findByRole('button', { name: 'It arrived (parcel 1)' }));

    expect(await screen.findByText('Arrived Nov 27, 2026')).toBeVisible();
    expect(
      sentRequests(fetchMock).map(({ method, path }) => `${method ?? 'GET'} ${path}`),
    ).toContain('POST /api/order/order-9/shipments/1/delivery');
  });
});

describe('ManageOrderPage (admins)', () => {
  it('when an order is partly shipped, then the form offers what is left, and ships a parcel with its tracking', async () => {
    const { user, fetchMock } = renderPage('admin', {
      'POST /api/order/order-9/shipments': () => json({ ...partlyShipped, status: 'shipped' }, 201),
    });
    const form = within(await screen.findByRole('form', { name: 'Ship a parcel' }));
    expect(form.queryByLabelText(/Drilled Brake Disc/)).not.toBeInTheDocument();
    expect(form.getByLabelText('Iridium Spark Plug (20 to ship)')).toHaveValue(20);

    await user.selectOptions(form.getByLabelText('Carrier'), 'dhl');
    await user.type(form.getByLabelText('Tracking number'), 'JJD0099999999');
    await user.click(form.getByRole('button', { name: 'Ship parcel' }));

    const shipped = sentRequests(fetchMock).find(({ method }) => method === 'POST');
    expect(shipped?.body).toEqual({
      carrier: 'dhl',
      trackingNumber: 'JJD0099999999',
      lines: [{ partId: 'iridium-spark-plug', quantity: 20 }],
    });
  });

  it('when the admin picks the lot a line’s units come from, then the parcel names it; a recalled lot is not offered', async () => {
    const { user, fetchMock } = renderPage('admin', {
      'GET /api/parts/iridium-spark-plug/stock?limit=1': () =>
        json({
          lots: [
            { code: 'IP-01', madeOn: '2026-01-10', onHand: 200, blocked: 0, recallId: null },
            { code: 'IP-02', madeOn: '2026-03-10', onHand: 300, blocked: 0, recallId: null },
            { code: 'IP-03', madeOn: '2026-05-10', onHand: 0, blocked: 80, recallId: 'recall-1' },
          ],
        }),
      'POST /api/order/order-9/shipments': () => json(partlyShipped, 201),
    });
    const form = within(await screen.findByRole('form', { name: 'Ship a parcel' }));
    await form.findByRole('option', { name: 'IP-02, made 2026-03-10 (300 on the shelf)' });
    expect(form.queryByRole('option', { name: /IP-03/ })).not.toBeInTheDocument();

    await user.selectOptions(form.getByLabelText('Lot of Iridium Spark Plug'), 'IP-02');
    await user.type(form.getByLabelText('Tracking number'), '1Z5R89390357567127');
    await user.click(form.getByRole('button', { name: 'Ship parcel' }));

    await waitFor(() =>
      expect(sentRequests(fetchMock).find(({ method }) => method === 'POST')?.body).toEqual({
        carrier: 'ups',
        trackingNumber: '1Z5R89390357567127',
        lines: [
          { partId: 'iridium-spark-plug', quantity: 20, lots: [{ code: 'IP-02', quantity: 20 }] },
        ],
      }),
    );
  });

  it('when the tracking number is not one of the carrier’s, then the form says so and sends nothing', async () => {
    const { user, fetchMock } = renderPage('admin');
    const form = within(await screen.findByRole('form', { name: 'Ship a parcel' }));

    await user.type(form.getByLabelText('Tracking number'), '2Z5R89390357567127');
    await user.click(form.getByRole('button', { name: 'Ship parcel' }));

    expect(await form.findByText('This is not a UPS tracking number')).toBeVisible();
    expect(sentRequests(fetchMock).some(({ method }) => method === 'POST')).toBe(false);
  });

  it('when the carrier is "other", then the tracking page is asked for', async () => {
    const { user } = renderPage('admin');
    const form = within(await screen.findByRole('form', { name: 'Ship a parcel' }));

    await user.selectOptions(form.getByLabelText('Carrier'), 'other');
    await user.type(form.getByLabelText('Tracking number'), 'MX-1');
    await user.click(form.getByRole('button', { name: 'Ship parcel' }));

    expect(await form.findByText('Give the page where the parcel can be tracked')).toBeVisible();
  });

  it('when the server refuses the parcel, then its reason shows and the form keeps what was typed', async () => {
    const { user } = renderPage('admin', {
      'POST /api/order/order-9/shipments': () =>
        apiError(409, 'conflict', 'Only 3 of Iridium Spark Plug are left to ship'),
    });
    const form = within(await screen.findByRole('form', { name: 'Ship a parcel' }));

    await user.type(form.getByLabelText('Tracking number'), '1Z5R89390357567127');
    await user.click(form.getByRole('button', { name: 'Ship parcel' }));

    // A toast: in the document at once, visible once its entrance animation has run.
    expect(
      await screen.findByText('Only 3 of Iridium Spark Plug are left to ship'),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Tracking number')).toHaveValue('1Z5R89390357567127');
  });
});
