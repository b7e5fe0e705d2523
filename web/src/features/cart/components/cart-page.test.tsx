import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { cartOnDevice, discs, makePart, plugs, storedCart } from '../testing/fake-cart';
import { CartPage } from './cart-page';

const partsRoute = (...ids: string[]) => `GET /api/parts?ids=${ids.join('%2C')}`;

function renderCart() {
  renderWithProviders(<CartPage />, { at: '/cart' });
  return userEvent.setup();
}

const lineOf = (name: string) => {
  const line = screen.getByRole('link', { name }).closest('li');
  if (!line) throw new Error(`No line of ${name}`);
  return within(line);
};

beforeEach(() => cartOnDevice([]));

describe('CartPage', () => {
  it('when the cart is empty, then it says so and leads to the parts', () => {
    renderCart();

    // Under the page's h1: no level is skipped.
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse parts' })).toHaveAttribute('href', '/parts');
  });

  it('when the cart holds parts, then each line shows its total and the subtotal adds them up', async () => {
    cartOnDevice([
      { partId: discs._id, quantity: 4 },
      { partId: plugs._id, quantity: 20 },
    ]);
    stubRoutes({ [partsRoute(discs._id, plugs._id)]: () => json([discs, plugs]) });
    renderCart();

    expect(await screen.findByRole('link', { name: 'Drilled Brake Disc' })).toBeVisible();
    expect(lineOf('Drilled Brake Disc').getByText('$458.00')).toBeVisible();
    expect(lineOf('Iridium Spark Plug').getByText('$136.00')).toBeVisible();
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('$594.00')).toBeVisible();
    expect(summary.getByRole('link', { name: 'Check out' })).toHaveAttribute('href', '/checkout');
  });

  it('when a quantity goes up, then the cart keeps it, within the part’s bounds', async () => {
    cartOnDevice([{ partId: discs._id, quantity: 4 }]);
    stubRoutes({ [partsRoute(discs._id)]: () => json([{ ...discs, availableQuantity: 5 }]) });
    const user = renderCart();
    await screen.findByRole('link', { name: 'Drilled Brake Disc' });

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));

    expect(storedCart()).toEqual([{ partId: discs._id, quantity: 5 }]);
    expect(screen.getByRole('textbox', { name: 'Quantity of Drilled Brake Disc' })).toHaveValue(
      '5',
    );
    expect(await screen.findByText('You can order min 4 and max 5!')).toBeInTheDocument();
  });

  it('when stock ran short or a part left the shop, then its line says so and checkout waits until it is changed', async () => {
    cartOnDevice([
      { partId: discs._id, quantity: 8 },
      { partId: 'gone', quantity: 1 },
      { partId: plugs._id, quantity: 20 },
    ]);
    stubRoutes({
      [partsRoute(discs._id, 'gone', plugs._id)]: () =>
        json([makePart({ availableQuantity: 6 }), plugs]),
    });
    const user = renderCart();

    expect(await screen.findByText('Only 6 can be ordered now')).toBeVisible();
    expect(screen.getByText('No longer available')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check out' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Change or remove the lines marked above');

    await user.click(screen.getByRole('button', { name: 'Remove A part no longer in the shop' }));
    await user.click(
      lineOf('Drilled Brake Disc').getByRole('button', { name: 'Decrease quantity' }),
    );

    await waitFor(() =>
      expect(storedCart()).toEqual([
        { partId: discs._id, quantity: 6 },
        { partId: plugs._id, quantity: 20 },
      ]),
    );
    expect(screen.queryByText('No longer available')).toBeNull();
  });
});
