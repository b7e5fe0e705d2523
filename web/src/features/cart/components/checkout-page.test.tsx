import type { AddressBook, ShippingMethod } from '@moto-parts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, sentRequests, stubRoutes } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { cartOnDevice, discs, makeOrder, plugs, storedCart } from '../testing/fake-cart';
import { CheckoutPage } from './checkout-page';

const home = {
  label: 'Home',
  default: true,
  name: 'Ada Rider',
  line1: '500 Market St',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  country: 'US' as const,
};
const book: AddressBook = { addresses: [home] };
const usMethods: ShippingMethod[] = [
  {
    id: 'us-ground',
    name: 'Ground (3–5 days)',
    price: 7.95,
    rates: [
      { upToGrams: 1_000, price: 7.95 },
      { upToGrams: 5_000, price: 12.95 },
    ],
    freeOver: 150,
  },
  { id: 'us-express', name: 'Express (2 days)', price: 29.95, rates: [{ price: 29.95 }] },
];

const routes = {
  [`GET /api/parts?ids=${plugs._id}`]: () => json([plugs]),
  'GET /api/address-book': () => json(book),
  'GET /api/shipping-methods?country=US': () => json(usMethods),
};

const buyer = { name: 'Ada Rider', email: 'ada@example.com' };

function renderCheckout(at = '/checkout') {
  renderWithProviders(<CheckoutPage buyer={buyer} />, { at, path: '/checkout' });
  return userEvent.setup();
}

/** The browser's languages, as `navigator.languages` says them, for one test. */
function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

beforeEach(() => cartOnDevice([{ partId: plugs._id, quantity: 20 }]));
afterEach(() => vi.restoreAllMocks());

describe('CheckoutPage', () => {
  it('when the rider has a default address, then it ships there by the first method that takes the parcel, priced for this order', async () => {
    stubRoutes(routes);
    renderCheckout();

    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    // 20 plugs of 60 g, $136: over 1 kg and under the $150 of free ground shipping.
    // Chosen once the methods have come: the first that takes a parcel of this weight.
    const ground = await screen.findByRole('radio', { name: /Ground \(3–5 days\)/ });
    await waitFor(() => expect(ground).toBeChecked());
    expect(screen.getByText('$12.95 · free over $150.00')).toBeVisible();
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('20 × Iridium Spark Plug')).toBeVisible();
    expect(summary.getByText('$148.95')).toBeVisible();
  });

  it('when the rider places the order, then the cart’s lines go with the saved address and method, the cart empties, and Payment opens', async () => {
    const fetchMock = stubRoutes({
      ...routes,
      'POST /api/order': () => json(makeOrder({ _id: 'order-9' }), 201),
    });
    const user = renderCheckout();
    await screen.findByRole('radio', { name: /Ground/ });

    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 415 555 0100');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect((await currentLocation()).pathname).toBe('/dashboard/payment/order-9');
    const placed = sentRequests(fetchMock).find(({ method }) => method === 'POST');
    expect(placed?.body).toEqual({
      lines: [{ partId: plugs._id, quantity: 20 }],
      shippingAddress: {
        name: 'Ada Rider',
        line1: '500 Market St',
        city: 'San Francisco',
        region: 'CA',
        postcode: '94105',
        country: 'US',
      },
      shippingMethod: 'us-express',
      phone: '+1 415 555 0100',
    });
    expect(storedCart()).toEqual([]);
  });

  it('when the rider ships to a new address, then its country’s fields are asked for and checked before anything is sent', async () => {
    const fetchMock = stubRoutes({
      ...routes,
      'GET /api/address-book': () => json({ addresses: [] }),
    });
    const user = renderCheckout();
    await screen.findByRole('combobox', { name: 'Country' });

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Ada Rider');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '500 Market St');
    await user.type(screen.getByRole('textbox', { name: 'Postcode / ZIP' }), '9410');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4155550100');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByText('9410 is not a postcode of this country')).toBeVisible();
    expect(screen.getByText('Region is required')).toBeVisible();
    expect(sentRequests(fetchMock).some(({ method }) => method === 'POST')).toBe(false);
  });

  it('when a line ran short as the order was placed, then the server’s word is shown and the cart keeps its lines', async () => {
    stubRoutes({
      ...routes,
      'POST /api/order': () =>
        apiError(409, 'conflict', 'Not enough stock left: You can order min 20 and max 20!', {
          lines: [{ partId: plugs._id, available: 0 }],
        }),
    });
    const user = renderCheckout();
    await screen.findByRole('radio', { name: /Ground/ });

    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4155550100');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(
      await screen.findByText('Not enough stock left: You can order min 20 and max 20!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(storedCart()).toEqual([{ partId: plugs._id, quantity: 20 }]));
  });

  it('when the checkout opens, then the rider’s name and email are shown, not typed, and each line shows its part’s picture with a link back to the cart', async () => {
    stubRoutes(routes);
    renderCheckout();

    const summary = within(await screen.findByRole('complementary', { name: 'Order summary' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Rider');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    const line = summary.getByRole('listitem');
    expect(line.querySelector('img')?.getAttribute('src')).toBe(plugs.image);
    expect(summary.getByRole('link', { name: 'Edit cart' })).toHaveAttribute('href', '/cart');
  });

  it('when a saved address has a phone, then the phone comes with it', async () => {
    stubRoutes({
      ...routes,
      'GET /api/address-book': () =>
        json({
          addresses: [
            { ...home, phone: '+14155550100' },
            { ...home, label: 'Work', default: false, phone: '+14155550199' },
          ],
        }),
    });
    const user = renderCheckout();

    await screen.findByRole('radio', { name: /Home/ });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+14155550100');
    await user.click(screen.getByRole('radio', { name: /Work/ }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+14155550199'),
    );
  });

  it('when the rider saved an address abroad, then a new address starts in its country, not the United States', async () => {
    stubRoutes({
      ...routes,
      'GET /api/address-book': () =>
        json({
          addresses: [
            {
              label: 'Home',
              default: true,
              name: 'Ada Rider',
              line1: '12 Chain Lane',
              city: 'Leeds',
              postcode: 'LS1 4AP',
              country: 'GB',
            },
          ],
        }),
      'GET /api/shipping-methods?country=GB': () => json([]),
    });
    const user = renderCheckout();

    await user.click(await screen.findByRole('radio', { name: /A new address/ }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GB');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Rider');
  });

  it('when the rider has no saved address, then the country is the browser language’s', async () => {
    browserLanguages(['de-DE', 'en']);
    stubRoutes({
      ...routes,
      'GET /api/address-book': () => json({ addresses: [] }),
      'GET /api/shipping-methods?country=DE': () => json([]),
    });
    renderCheckout();

    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('DE');
  });

  it('when Buy Now opens the checkout, then it orders that part alone and the cart keeps its lines', async () => {
    const fetchMock = stubRoutes({
      ...routes,
      [`GET /api/parts?ids=${discs._id}`]: () => json([discs]),
      'POST /api/order': () => json(makeOrder({ _id: 'order-10' }), 201),
    });
    const user = renderCheckout(`/checkout?buy=${discs._id}&quantity=6`);

    const summary = within(await screen.findByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('6 × Drilled Brake Disc')).toBeVisible();
    expect(summary.queryByText(/Iridium Spark Plug/)).toBeNull();
    expect(summary.getByText('This part alone; your cart stays as it is.')).toBeVisible();
    expect(summary.getByRole('link', { name: 'Change quantity' })).toHaveAttribute(
      'href',
      `/parts/${discs._id}`,
    );
    // 6 discs of 1.4 kg: heavier than Ground takes, so Express.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Express/ })).toBeChecked());
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '4155550100');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect((await currentLocation()).pathname).toBe('/dashboard/payment/order-10');
    const placed = sentRequests(fetchMock).find(({ method }) => method === 'POST');
    expect(placed?.body).toMatchObject({ lines: [{ partId: discs._id, quantity: 6 }] });
    expect(storedCart()).toEqual([{ partId: plugs._id, quantity: 20 }]);
  });

  it('when Buy Now asks for more than can be ordered, then it says so and sends the rider back to the part', async () => {
    stubRoutes({
      ...routes,
      [`GET /api/parts?ids=${discs._id}`]: () => json([discs]),
    });
    renderCheckout(`/checkout?buy=${discs._id}&quantity=500`);

    expect(await screen.findByText('This part cannot be ordered as asked')).toBeVisible();
    expect(screen.getByText(/Only 100 can be ordered now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the part' })).toHaveAttribute(
      'href',
      `/parts/${discs._id}`,
    );
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });
});
