import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { cartOnDevice, discs, makePart, plugs, storedCart } from '../testing/fake-cart';
import { BuyBox } from './buy-box';

function renderBuyBox(
  part = discs,
  { signedIn }: { signedIn: boolean | undefined } = { signedIn: false },
) {
  renderWithProviders(<BuyBox part={part} signedIn={signedIn} />, {
    at: `/parts/${part._id}`,
    path: '/parts/:id',
  });
  return userEvent.setup();
}

const probe = () => screen.getByTestId('location');

beforeEach(() => cartOnDevice([{ partId: plugs._id, quantity: 20 }]));

describe('BuyBox', () => {
  it('when a visitor is signed out, then Add to Cart comes first, Buy Now second, and a sign-in link remembers the page', () => {
    renderBuyBox();

    const buttons = screen.getAllByRole('button', { name: /Add to Cart|Buy Now/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Add to Cart', 'Buy Now']);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    expect(screen.getByText('Total:')).toHaveTextContent('Total: $458.00');
    const signIn = screen.getByRole('link', { name: 'sign in' });
    expect(signIn).toHaveAttribute('href', '/signin');
    // No Place Order form on the page: its address and phone live in checkout.
    expect(screen.queryByRole('textbox', { name: 'Address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it('when a visitor follows the sign-in link, then the sign-in page is told to bring them back', async () => {
    const user = renderBuyBox();

    await user.click(screen.getByRole('link', { name: 'sign in' }));

    expect(probe()).toHaveTextContent('/signin');
    expect(JSON.parse(probe().dataset.state ?? '{}')).toMatchObject({
      from: { pathname: `/parts/${discs._id}` },
    });
  });

  it('when a rider is signed in, then nothing speaks of signing in', () => {
    renderBuyBox(discs, { signedIn: true });
    expect(screen.queryByRole('link', { name: 'sign in' })).toBeNull();
  });

  it('while the session is restored, then nothing speaks of signing in either', () => {
    renderBuyBox(discs, { signedIn: undefined });
    expect(screen.queryByRole('link', { name: 'sign in' })).toBeNull();
  });

  it('when the rider adds the quantity they chose, then the cart holds it beside its other lines', async () => {
    const user = renderBuyBox();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(storedCart()).toEqual([
      { partId: plugs._id, quantity: 20 },
      { partId: discs._id, quantity: 5 },
    ]);
    expect(await screen.findByText('Drilled Brake Disc is in your cart')).toBeInTheDocument();
  });

  it('when the rider presses Buy Now, then checkout opens with this part and quantity alone, and the cart is untouched', async () => {
    const user = renderBuyBox(discs, { signedIn: true });

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));

    expect(probe()).toHaveTextContent('/checkout');
    expect(probe().dataset.search).toBe(`?buy=${discs._id}&quantity=5`);
    expect(storedCart()).toEqual([{ partId: plugs._id, quantity: 20 }]);
  });

  it('when the quantity cannot be ordered, then neither button acts', async () => {
    const user = renderBuyBox();

    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '3');

    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('when the part is out of stock, then it says so and nothing can be bought', () => {
    renderBuyBox(makePart({ availableQuantity: 3 }));

    expect(screen.getByText('Out of stock')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
  });

  it('on a phone, then the two buttons are a bar stuck to the foot of the screen, outside the section so it sticks from the top of the page', () => {
    renderBuyBox();

    const bar = screen.getByRole('group', { name: 'Buy Drilled Brake Disc' });
    // jsdom applies no media query: these are the phone's styles.
    expect(getComputedStyle(bar).position).toBe('sticky');
    expect(getComputedStyle(bar).bottom).toBe('0px');
    expect(bar.closest('section')).toBeNull();
    expect(bar.previousElementSibling?.tagName).toBe('SECTION');
  });
});
