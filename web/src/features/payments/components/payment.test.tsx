import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatClockTime } from '@/lib/format-clock-time';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { loadStripeJs } from '../api/load-stripe';
import { pendingOrder } from '../testing/fake-payments-api';
import { apiError, later, sentRequests, stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { makeFakeStripe } from '../testing/fake-stripe';
import { Payment } from './payment';

// jsdom cannot run Stripe.js: the screen gets a fake in its place.
vi.mock('../api/load-stripe', () => ({ loadStripeJs: vi.fn() }));

const getOrder = 'GET /api/order/order-1';
const createIntent = 'POST /api/create-payment-intent';
const recordPayment = 'PATCH /api/order/order-1';
const paidOrder = { ...pendingOrder, status: 'paid', paid: true, transactionId: 'pi_1' };
const partImages = 'GET /api/parts?ids=drilled-brake-disc';
const discImage = '/images/parts/drilled-brake-disc.svg';

type Answers = Parameters<typeof stubRoutes>[0];

/**
 * The screen of order-1, over an API that knows it (`answers` change routes), and a fake
 * Stripe.js that is loaded once `stripeLoaded` resolves.
 */
function renderPayment(answers: Answers = {}, stripeLoaded = Promise.resolve()) {
  const fake = makeFakeStripe();
  vi.mocked(loadStripeJs).mockReturnValue(stripeLoaded.then(() => fake.stripe));
  const fetchMock = stubRoutes({
    [getOrder]: () => json(pendingOrder),
    [createIntent]: () => json({ clientSecret: 'pi_1_secret_1' }),
    [recordPayment]: () => json(paidOrder),
    [partImages]: () => json([{ _id: 'drilled-brake-disc', image: discImage }]),
    ...answers,
  });
  renderWithProviders(<Payment email="rider@moto-parts.test" />, {
    at: '/dashboard/payment/order-1',
    path: '/dashboard/payment/:id',
  });
  /** Lets the card's iframe finish loading, once Stripe has made the card. */
  const cardReady = async () => {
    await waitFor(() => expect(fake.card.on).toHaveBeenCalledWith('ready', expect.any(Function)));
    act(() => fake.ready());
  };
  return { fake, fetchMock, cardReady, user: userEvent.setup() };
}

/** The screen with Stripe, the card and the client secret ready: Pay is on. */
async function renderReadyToPay(answers: Answers = {}) {
  const rendered = renderPayment(answers);
  await rendered.cardReady();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled());
  return rendered;
}

const routesOf = (fetchMock: ReturnType<typeof stubRoutes>) =>
  sentRequests(fetchMock).map(({ method, path }) => `${method} ${path}`);

describe('Payment', () => {
  it('when the order has several lines, then it asks to pay for N parts, lists them, and says what shipping adds', async () => {
    const cart = {
      ...pendingOrder,
      lines: [
        ...pendingOrder.lines,
        { partId: 'chain', name: 'O-Ring Chain', unitPrice: 38.9, quantity: 10, lineTotal: 389 },
      ],
      subtotal: 847,
      shipping: 12.95,
      totalPrice: 859.95,
      shippingMethod: { id: 'us-ground', name: 'Ground (3–5 days)' },
    };
    renderPayment({ [getOrder]: () => json(cart) });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Please pay for 2 parts' }),
    ).toBeVisible();
    expect(screen.getByText('Your total cost $859.95')).toBeVisible();
    expect(screen.getByText('10 × O-Ring Chain, $389.00')).toBeVisible();
    expect(screen.getByText('Including $12.95 for Ground (3–5 days)')).toBeVisible();
  });

  it('when the order loads, then it asks to pay for the product by name and shows the total', async () => {
    const order = later();
    const { fetchMock } = renderPayment({ [getOrder]: order.answer });

    expect(screen.getByRole('status')).toHaveTextContent('Loading the order…');
    // The order, the client secret and Stripe.js are all asked for at once.
    expect(routesOf(fetchMock)).toEqual([getOrder, createIntent]);
    expect(sentRequests(fetchMock)[1]?.body).toEqual({ orderId: 'order-1' });
    expect(loadStripeJs).toHaveBeenCalledOnce();
    await act(async () => order.send(json(pendingOrder)));

    expect(
      screen.getByRole('heading', { level: 2, name: 'Please pay for "Drilled Brake Disc"' }),
    ).toBeVisible();
    expect(screen.getByText('Your total cost $458.00')).toBeVisible();
    expect(
      screen.getByText(
        `Pay by ${formatClockTime(pendingOrder.holdEndsAt)}: until then the parts are kept for you.`,
      ),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Card details' })).toBeVisible();
  });

  it('when Stripe, the card and the client secret are not all ready, then Pay is disabled', async () => {
    let stripeLoaded!: () => void;
    const secret = later();
    const { cardReady } = renderPayment(
      { [createIntent]: secret.answer },
      new Promise((resolve) => (stripeLoaded = resolve)),
    );
    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();

    await act(async () => stripeLoaded());
    expect(pay).toBeDisabled();
    await act(async () => secret.send(json({ clientSecret: 'pi_1_secret_1' })));
    expect(pay).toBeDisabled();
    await cardReady();

    await waitFor(() => expect(pay).toBeEnabled());
  });

  it('when the card is paid, then the order is recorded as paid and the card form gives way to the thank-you page', async () => {
    const shipped = {
      ...paidOrder,
      shippingAddress: {
        name: 'Rider Demo',
        line1: '1 Ferry Road',
        city: 'Portland',
        region: 'OR',
        postcode: '97201',
        country: 'US',
      },
      shippingMethod: { id: 'us-ground', name: 'Ground (3–5 days)' },
      shipping: 12.95,
      totalPrice: 470.95,
      // A Thursday: 3 to 5 working days later is the next Tuesday to Thursday.
      updatedAt: '2026-11-12T12:00:00.000Z',
    };
    const { fake, fetchMock, user } = await renderReadyToPay({
      [recordPayment]: () => json(shipped),
    });
    let confirm!: (result: unknown) => void;
    fake.mocks.confirmCardPayment.mockReturnValueOnce(
      new Promise((resolve) => (confirm = resolve)),
    );

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: /Paying/ })).toBeDisabled();
    await act(async () => confirm({ paymentIntent: { id: 'pi_1', status: 'succeeded' } }));

    const congrats = await screen.findByRole('heading', {
      level: 2,
      name: 'Congrats! Your payment is completed',
    });
    expect(congrats).toHaveFocus();
    expect(screen.getByText('Order #1042')).toBeVisible();
    expect(screen.getByText('Your transaction id: pi_1')).toBeVisible();
    // No card form, no Pay: the page is the order's now.
    expect(screen.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    const parts = within(screen.getByRole('region', { name: 'Your parts' }));
    expect(parts.getByText('Drilled Brake Disc')).toBeVisible();
    expect(parts.getByText('4 × $114.50 · MP-BD-3207')).toBeVisible();
    expect(await parts.findByRole('presentation')).toHaveAttribute('src', discImage);
    expect(screen.getByText('$470.95')).toBeVisible();
    const shipTo = within(screen.getByRole('region', { name: 'Shipping to' }));
    expect(shipTo.getByText('1 Ferry Road')).toBeVisible();
    const method = within(screen.getByRole('region', { name: 'Shipping method' }));
    expect(method.getByText('Ground (3–5 days)')).toBeVisible();
    expect(method.getByText('Should arrive Tue, Nov 17 – Thu, Nov 19')).toBeVisible();
    const next = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(
      next.getByText(/A receipt for \$470.95 is on its way to rider@moto-parts.test/),
    ).toBeVisible();
    expect(next.getByText(/tracking link/)).toBeVisible();
    expect(fake.mocks.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.card,
      billing_details: { email: 'rider@moto-parts.test' },
    });
    expect(fake.mocks.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_1', {
      payment_method: 'pm_1',
    });
    expect(sentRequests(fetchMock)[2]).toEqual({
      method: 'PATCH',
      path: '/api/order/order-1',
      body: { transactionId: 'pi_1' },
    });
    await user.click(screen.getByRole('link', { name: 'See your order' }));
    expect((await currentLocation()).pathname).toBe('/dashboard/my-orders/order-1');
  });

  it('when the method’s name gives no days, then the thank-you page says nothing of when it arrives', async () => {
    const { user } = await renderReadyToPay();

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const method = within(await screen.findByRole('region', { name: 'Shipping method' }));
    expect(method.getByText('Arranged by the shop')).toBeVisible();
    expect(method.queryByText(/Should arrive/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/parts',
    );
  });

  it('when the card is declined, then Stripe’s message shows in red and nothing is recorded', async () => {
    const { fake, fetchMock, user } = await renderReadyToPay();
    fake.mocks.confirmCardPayment.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Your card was declined.');
    expect(message).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
    expect(within(screen.getByRole('group', { name: 'Card details' })).getByRole('alert')).toBe(
      message,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(routesOf(fetchMock)).not.toContain(recordPayment);
    expect(screen.queryByText('Congrats! Your payment is completed')).not.toBeInTheDocument();
  });

  it('when the card details are incomplete, then Stripe’s message shows and no payment is tried', async () => {
    const { fake, user } = await renderReadyToPay();
    fake.mocks.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(fake.mocks.confirmCardPayment).not.toHaveBeenCalled();
  });

  it('when the shop refuses to record the payment, then its message shows in red, and Try again sends it again', async () => {
    const answers = [
      apiError(409, 'conflict', 'Stripe has not confirmed this payment'),
      json(paidOrder),
    ];
    const { fetchMock, user } = await renderReadyToPay({
      [recordPayment]: () => answers.shift() ?? json(paidOrder),
    });

    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stripe has not confirmed this payment',
    );
    // The card was charged: Pay stays off so it cannot be charged twice.
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Congrats! Your payment is completed')).toBeVisible();
    expect(routesOf(fetchMock).filter((route) => route === recordPayment)).toHaveLength(2);
  });

  it('when the order is paid already, then it says so with the transaction id, and shows no card form', async () => {
    renderPayment({
      [getOrder]: () => json(paidOrder),
      [createIntent]: () => apiError(409, 'conflict', 'This order is already paid'),
    });

    expect(await screen.findByRole('heading', { name: 'This order is paid' })).toBeVisible();
    expect(screen.getByText('Transaction id: pi_1')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Card details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toBeVisible();
  });

  it('when the order was cancelled, then it says so and shows no card form', async () => {
    renderPayment({
      [getOrder]: () => json({ ...pendingOrder, status: 'cancelled' }),
      [createIntent]: () => apiError(409, 'conflict', 'This order was cancelled'),
    });

    expect(await screen.findByRole('heading', { name: 'This order was cancelled' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it.each([
    ['expired', 'expired'],
    ['past its hold, not yet expired by the server', 'pending'],
  ])(
    'when the order is %s, then it says when it expired and why, and shows no card form',
    async (_, status) => {
      const holdEndsAt = new Date(Date.now() - 60_000).toISOString();
      renderPayment({
        [getOrder]: () => json({ ...pendingOrder, status, holdEndsAt }),
        [createIntent]: () => apiError(409, 'conflict', 'This order was not paid in time'),
      });

      expect(
        await screen.findByRole('heading', {
          name: `This order expired at ${formatClockTime(holdEndsAt)}`,
        }),
      ).toBeVisible();
      expect(screen.getByText(/its parts went back to stock/)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    },
  );

  it('when the order was refunded, then it says the money went back', async () => {
    renderPayment({
      [getOrder]: () => json({ ...paidOrder, status: 'refunded', refundId: 're_1' }),
      [createIntent]: () => apiError(409, 'conflict', 'This order is already paid'),
    });

    expect(await screen.findByRole('heading', { name: 'This order was refunded' })).toBeVisible();
    expect(screen.getByText('The payment went back to your card.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('when the order is not found, then it says so and links to My Orders', async () => {
    const notFound = () => apiError(404, 'not_found', 'Order not found');
    const { user } = renderPayment({ [getOrder]: notFound, [createIntent]: notFound });

    expect(await screen.findByRole('heading', { name: 'This order was not found' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to My Orders' }));

    expect((await currentLocation()).pathname).toBe('/dashboard/my-orders');
  });

  it('when the order cannot be loaded, then it says why, and Try again loads it', async () => {
    const answers = [apiError(500, 'internal', 'Something broke on our side'), json(pendingOrder)];
    const { user } = renderPayment({ [getOrder]: () => answers.shift() ?? json(pendingOrder) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke on our side');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { name: 'Please pay for "Drilled Brake Disc"' }),
    ).toBeVisible();
  });

  it('when Stripe.js cannot be loaded, then it says so instead of the card form, and Try again loads it', async () => {
    const { fake, user } = renderPayment({}, Promise.reject(new Error('Failed to load Stripe.js')));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The card form could not be loaded');
    expect(alert).toHaveTextContent('Failed to load Stripe.js');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    vi.mocked(loadStripeJs).mockResolvedValue(fake.stripe);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('button', { name: 'Pay' })).toBeVisible();
  });
});
