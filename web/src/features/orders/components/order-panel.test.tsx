import type { Part } from '@moto-parts/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makeOrder, sentHeaders, sentRequest, stubFetch } from '../testing/fake-orders';
import { json } from '@/testing/json-response';
import { OrderPanel } from './order-panel';

const brakeDisc: Part = {
  _id: 'drilled-brake-disc',
  name: 'Drilled Brake Disc',
  sku: 'MP-BD-3207',
  crossReferences: [],
  image: '/images/parts/drilled-brake-disc.svg',
  description: 'Floating 320 mm front disc.',
  price: 114.5,
  minOrder: 4,
  availableQuantity: 6,
  maxPerOrder: 100,
  weightGrams: 1000,
  category: 'brakes',
  fitment: [],
  fitsAllBikes: true,
};

const buyer = { name: 'Rider Demo', email: 'rider@moto-parts.test' };
const rangeMessage = 'You can order min 4 and max 6!';

function renderPanel(part: Part = brakeDisc) {
  const reloadPart = vi.fn();
  const onPlaced = vi.fn();
  renderWithProviders(
    <OrderPanel part={part} buyer={buyer} reloadPart={reloadPart} onPlaced={onPlaced} />,
  );
  return { reloadPart, onPlaced, user: userEvent.setup() };
}

const controls = () => ({
  quantity: screen.getByRole('textbox', { name: 'Quantity' }),
  decrease: screen.getByRole('button', { name: 'Decrease quantity' }),
  increase: screen.getByRole('button', { name: 'Increase quantity' }),
  address: screen.getByRole('textbox', { name: 'Address' }),
  phone: screen.getByRole('textbox', { name: 'Phone' }),
  placeOrder: screen.getByRole('button', { name: 'Place Order' }),
});

const validationFailed = (fields: Record<string, string>) =>
  json(
    { error: { code: 'validation_failed', message: 'Some fields need another look', fields } },
    400,
  );

describe('OrderPanel', () => {
  it('when it opens, then the quantity is the minimum order, with its total, and the buyer is filled in', () => {
    renderPanel();

    expect(screen.getByRole('heading', { level: 2, name: 'Place Order' })).toBeVisible();
    expect(controls().quantity).toHaveValue('4');
    expect(controls().quantity).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Total:')).toHaveTextContent('Total: $458.00');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rider Demo');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('rider@moto-parts.test');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(controls().phone).toHaveAttribute('type', 'tel');
    expect(controls().phone).toHaveAttribute('inputmode', 'numeric');
    expect(controls().placeOrder).toBeEnabled();
  });

  it('when minus is pressed at the minimum, then the range shows in a toast and the quantity stays', async () => {
    const { user } = renderPanel();

    await user.click(controls().decrease);

    expect(await screen.findByText(rangeMessage)).toBeInTheDocument();
    expect(controls().quantity).toHaveValue('4');
    expect(controls().placeOrder).toBeEnabled();
  });

  it('when plus is pressed, then the quantity and total grow, up to the stock and no further', async () => {
    const { user } = renderPanel();

    await user.click(controls().increase);
    expect(controls().quantity).toHaveValue('5');
    expect(screen.getByText('Total:')).toHaveTextContent('Total: $572.50');
    await user.click(controls().increase);
    expect(controls().quantity).toHaveValue('6');
    expect(screen.queryByText(rangeMessage)).not.toBeInTheDocument();

    await user.click(controls().increase);

    expect(await screen.findByText(rangeMessage)).toBeInTheDocument();
    expect(controls().quantity).toHaveValue('6');
  });

  it('when the most per order is below the stock, then plus stops at it and the range names it', async () => {
    const { user } = renderPanel({ ...brakeDisc, maxPerOrder: 5 });

    await user.click(controls().increase);
    expect(controls().quantity).toHaveValue('5');
    expect(controls().placeOrder).toBeEnabled();

    await user.click(controls().increase);

    expect(await screen.findByText('You can order min 4 and max 5!')).toBeInTheDocument();
    expect(controls().quantity).toHaveValue('5');
  });

  it('when a quantity above the most per order is typed, then the range names it and Place Order is disabled', async () => {
    const { user } = renderPanel({ ...brakeDisc, maxPerOrder: 5 });

    await user.clear(controls().quantity);
    await user.type(controls().quantity, '6');

    expect(await screen.findByText('You can order min 4 and max 5!')).toBeInTheDocument();
    expect(controls().placeOrder).toBeDisabled();

    await user.click(controls().decrease);
    expect(controls().quantity).toHaveValue('5');
    expect(controls().placeOrder).toBeEnabled();
  });

  it('when a quantity above the stock is typed, then the range shows and Place Order is disabled', async () => {
    const { user } = renderPanel();

    await user.clear(controls().quantity);
    await user.type(controls().quantity, '7');

    expect(await screen.findByText(rangeMessage)).toBeInTheDocument();
    expect(controls().placeOrder).toBeDisabled();
    expect(screen.getByText('Total:')).toHaveTextContent('Total: —');

    await user.click(controls().decrease);
    expect(controls().quantity).toHaveValue('6');
    expect(controls().placeOrder).toBeEnabled();
  });

  it('when something that is not a whole number is typed, then the range shows and Place Order is disabled', async () => {
    const { user } = renderPanel();

    await user.type(controls().quantity, '.5');

    expect(await screen.findByText(rangeMessage)).toBeInTheDocument();
    expect(controls().placeOrder).toBeDisabled();
  });

  it('when submitted without address and phone, then both say they are required and nothing is sent', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPanel();

    await user.click(controls().placeOrder);

    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the phone is not a number, then it says what a phone number is and nothing is sent', async () => {
    const fetchMock = stubFetch();
    const { user } = renderPanel();

    await user.type(controls().address, '12 Harbour Road, Bristol');
    await user.type(controls().phone, 'call me');
    await user.click(controls().placeOrder);

    expect(await screen.findByText('Phone must be a number of 6 to 15 digits')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a valid order is placed, then it is posted with a key, thanks show, and the app is told, to go on to pay it', async () => {
    const placed = makeOrder({ quantity: 5, totalPrice: 572.5 });
    const fetchMock = stubFetch(json(placed, 201));
    const { user, onPlaced } = renderPanel();

    await user.click(controls().increase);
    await user.type(controls().address, '  12 Harbour Road, Bristol ');
    await user.type(controls().phone, '07700 900-123');
    await user.click(controls().placeOrder);

    expect(await screen.findByText('Orderd successfully')).toBeInTheDocument();
    const request = sentRequest(fetchMock, 0);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/order');
    expect(request.body).toEqual({
      partId: 'drilled-brake-disc',
      quantity: 5,
      address: '12 Harbour Road, Bristol',
      phone: '07700900123',
    });
    expect(sentHeaders(fetchMock, 0).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(onPlaced).toHaveBeenCalledExactlyOnceWith(placed);
  });

  it('when a submit fails and is retried, then the retry carries the same key', async () => {
    const fetchMock = stubFetch(
      json({ error: { code: 'internal', message: 'Something broke on our side' } }, 500),
      json(makeOrder(), 201),
    );
    const { user } = renderPanel();

    await user.type(controls().address, '12 Harbour Road, Bristol');
    await user.type(controls().phone, '07700900123');
    await user.click(controls().placeOrder);
    expect(await screen.findByText('Something broke on our side')).toBeInTheDocument();
    await user.click(controls().placeOrder);
    expect(await screen.findByText('Orderd successfully')).toBeInTheDocument();

    const [failed, retried] = [0, 1].map((call) =>
      sentHeaders(fetchMock, call).get('Idempotency-Key'),
    );
    expect(retried).toBe(failed);
  });

  it('when the server refuses the fields, then its messages show under them and what was typed stays', async () => {
    stubFetch(validationFailed({ address: 'Address must be a street address' }));
    const { user, reloadPart } = renderPanel();

    await user.type(controls().address, 'x');
    await user.type(controls().phone, '07700900123');
    await user.click(controls().placeOrder);

    expect(await screen.findByText('Some fields need another look')).toBeInTheDocument();
    expect(screen.getByText('Address must be a street address')).toBeInTheDocument();
    expect(controls().address).toHaveValue('x');
    expect(controls().phone).toHaveValue('07700900123');
    expect(reloadPart).not.toHaveBeenCalled();

    await user.type(controls().address, ' Street');
    expect(screen.queryByText('Address must be a street address')).not.toBeInTheDocument();
  });

  it('when the stock went to someone else first, then the server’s message shows, the part reloads and the form keeps its values', async () => {
    stubFetch(json({ error: { code: 'conflict', message: 'Only 2 are left in stock' } }, 409));
    const { user, reloadPart } = renderPanel();

    await user.type(controls().address, '12 Harbour Road, Bristol');
    await user.type(controls().phone, '07700900123');
    await user.click(controls().placeOrder);

    expect(await screen.findByText('Only 2 are left in stock')).toBeInTheDocument();
    expect(reloadPart).toHaveBeenCalledTimes(1);
    expect(controls().address).toHaveValue('12 Harbour Road, Bristol');
    expect(controls().quantity).toHaveValue('4');
  });

  it('when the part is out of stock, then it says so and nothing can be ordered', () => {
    renderPanel({ ...brakeDisc, availableQuantity: 3 });

    expect(screen.getByText('Out of stock')).toBeVisible();
    const { decrease, increase, quantity, placeOrder } = controls();
    for (const control of [decrease, increase, quantity, placeOrder]) {
      expect(control).toBeDisabled();
    }
  });
});

describe('OrderPanel’s cart action', () => {
  it('when the quantity changes, then the cart action beside Place Order is given it, and null while it cannot be ordered', async () => {
    const cartAction = vi.fn((quantity: number | null) => (
      <button type="button">Add {quantity ?? 'nothing'} to cart</button>
    ));
    renderWithProviders(
      <OrderPanel
        part={brakeDisc}
        buyer={buyer}
        reloadPart={vi.fn()}
        onPlaced={vi.fn()}
        cartAction={cartAction}
      />,
    );
    const user = userEvent.setup();

    expect(screen.getByRole('button', { name: 'Add 4 to cart' })).toBeVisible();
    await user.click(controls().increase);
    expect(screen.getByRole('button', { name: 'Add 5 to cart' })).toBeVisible();
    await user.clear(controls().quantity);
    await user.type(controls().quantity, '9');
    expect(screen.getByRole('button', { name: 'Add nothing to cart' })).toBeVisible();
  });
});
