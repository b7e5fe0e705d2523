import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { makeShippingZone, sentRequest, stubFetch } from '../testing/fake-admin-api';
import { ShippingZones } from './shipping-zones';

const europe = makeShippingZone();
const northAmerica = makeShippingZone({
  _id: 'zone-north-america',
  name: 'North America',
  countries: ['US', 'CA', 'MX'],
  methods: [
    {
      id: 'ground-na',
      name: 'Ground',
      rates: [
        { upToGrams: 2000, price: 9.5 },
        { upToGrams: 30000, price: 60 },
      ],
    },
    { id: 'express-na', name: 'Express', rates: [{ price: 24 }] },
  ],
});

type User = ReturnType<typeof userEvent.setup>;

/**
 * Types `text` into `input` as one paste, one change: key by key, the zone form re-rendered its
 * 69 countries on every character, and a busy machine took longer than a test may.
 */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function renderShipping() {
  renderWithProviders(<ShippingZones />, { at: '/dashboard/shipping' });
  return userEvent.setup();
}

/** The card of the zone `name`. */
const zoneCard = (name: string) => within(screen.getByRole('article', { name }));

/** Opens the zone dialog with the button `button`, once the zones have loaded. */
async function openDialog(user: User, button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  return {
    dialog,
    name: dialog.getByRole('textbox', { name: 'Name' }),
    country: (name: string) => dialog.getByLabelText(name),
    field: (label: string) => dialog.getByLabelText(label),
    button: (name: string) => dialog.getByRole('button', { name }),
  };
}

const conflict = (message: string) =>
  json({ error: { code: 'conflict', message, fields: { countries: message } } }, 409);

describe('ShippingZones', () => {
  it('when the zones load, then each shows its countries by name and its methods’ bands in words', async () => {
    const fetchMock = stubFetch(json([europe, northAmerica]));
    const user = renderShipping();

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Shipping Zones : 2' }),
    ).toBeVisible();
    expect(sentRequest(fetchMock, 0)).toEqual({
      method: 'GET',
      path: '/api/shipping-zones',
      body: undefined,
    });
    expect(
      screen.getByText('61 of 69 countries are in no zone: the shop cannot ship there.'),
    ).toBeVisible();

    const europeCard = zoneCard('Europe');
    expect(europeCard.getByText('5 countries: Austria, Belgium, France, …')).toBeVisible();
    expect(europeCard.getByText('Standard')).toBeVisible();
    expect(
      europeCard.getByText(
        'up to 1 kg $7.95, up to 5 kg $12.95, heavier $49.95; free over $150.00',
      ),
    ).toBeVisible();
    await user.click(europeCard.getByRole('button', { name: 'Show all' }));
    expect(
      europeCard.getByText('5 countries: Austria, Belgium, France, Germany, Italy'),
    ).toBeVisible();
    expect(europeCard.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const americaCard = zoneCard('North America');
    expect(americaCard.getByText('3 countries: Canada, Mexico, United States')).toBeVisible();
    expect(americaCard.queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
    expect(
      americaCard.getByText('up to 2 kg $9.50, up to 30 kg $60.00, nothing over 30 kg'),
    ).toBeVisible();
    expect(americaCard.getByText('any weight $24.00')).toBeVisible();
  });

  it('when a zone is added, then exactly the zone typed is sent, countries in the shop’s order, and the list reloads', async () => {
    const fetchMock = stubFetch(
      json([europe]),
      json(northAmerica, 201),
      json([europe, northAmerica]),
    );
    const user = renderShipping();

    const form = await openDialog(user, 'Add a zone', 'Add a shipping zone');
    await fill(user, form.name, '  North America ');
    await user.click(form.country('Mexico'));
    await user.click(form.country('Canada'));
    expect(form.dialog.getByText(/^2 of 69 chosen/)).toBeInTheDocument();
    await fill(user, form.field('Name of method 1'), 'Ground ');
    await fill(user, form.field('Up to (g) of band 1 of method 1'), '2000');
    await fill(user, form.field('Price of band 1 of method 1'), '9.5');
    await user.click(form.button('Add a band of method 1'));
    await fill(user, form.field('Price of band 2 of method 1'), '19');
    await fill(user, form.field('Free over of method 1'), '100');
    await user.click(form.button('Add zone'));

    expect(await screen.findByText('North America added')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'POST',
      path: '/api/shipping-zones',
      body: {
        name: 'North America',
        countries: ['CA', 'MX'],
        methods: [
          {
            name: 'Ground',
            rates: [{ upToGrams: 2000, price: 9.5 }, { price: 19 }],
            freeOver: 100,
          },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'North America' })).toBeVisible();
    expect(sentRequest(fetchMock, 2).path).toBe('/api/shipping-zones');
  });

  it('when a country is searched for, then only the countries it names show, and those ticked stay ticked', async () => {
    stubFetch(json([europe]));
    const user = renderShipping();

    const form = await openDialog(user, 'Add a zone', 'Add a shipping zone');
    expect(form.country('France (in Europe)')).not.toBeChecked();
    await fill(user, form.field('Find a country'), 'united');
    expect(
      form.dialog.getAllByRole('checkbox').map((checkbox) => checkbox.getAttribute('value')),
    ).toEqual(['AE', 'GB', 'US']);
    await user.click(form.country('United States'));
    await user.clear(form.field('Find a country'));
    expect(form.country('United States')).toBeChecked();
    expect(form.dialog.getAllByRole('checkbox')).toHaveLength(69);

    await fill(user, form.field('Find a country'), 'Atlantis');
    expect(form.dialog.getByText('No country matches “Atlantis”')).toBeVisible();
  });

  it('when a zone is edited, then its methods go back with their ids and a new method without one', async () => {
    const fetchMock = stubFetch(json([europe]), json(europe), json([europe]));
    const user = renderShipping();

    const form = await openDialog(user, 'Edit Europe', 'Edit Europe');
    expect(form.name).toHaveValue('Europe');
    expect(form.country('Austria')).toBeChecked();
    // Its own countries are not said to be in another zone.
    expect(form.dialog.queryByText(/\(in Europe\)/)).not.toBeInTheDocument();
    expect(form.field('Name of method 1')).toHaveValue('Standard');
    expect(form.field('Up to (g) of band 3 of method 1')).toHaveValue(null);
    expect(form.field('Free over of method 1')).toHaveValue(150);
    await user.clear(form.field('Price of band 1 of method 1'));
    await fill(user, form.field('Price of band 1 of method 1'), '8.5');
    await user.click(form.button('Add a method'));
    await fill(user, form.field('Name of method 2'), 'Express');
    await fill(user, form.field('Price of band 1 of method 2'), '29');
    await user.click(form.button('Save'));

    expect(await screen.findByText('Europe saved')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      path: '/api/shipping-zones/zone-europe',
      body: {
        name: 'Europe',
        countries: ['AT', 'BE', 'FR', 'DE', 'IT'],
        methods: [
          {
            id: 'standard-eu',
            name: 'Standard',
            rates: [
              { upToGrams: 1000, price: 8.5 },
              { upToGrams: 5000, price: 12.95 },
              { price: 49.95 },
            ],
            freeOver: 150,
          },
          { name: 'Express', rates: [{ price: 29 }] },
        ],
      },
    });
  });

  it('when a country is already in another zone, then the server’s 409 shows as a toast and on the countries, and the form keeps what was typed', async () => {
    const taken = 'Already in another zone: FR (Europe)';
    const fetchMock = stubFetch(json([europe]), conflict(taken));
    const user = renderShipping();

    const form = await openDialog(user, 'Add a zone', 'Add a shipping zone');
    await fill(user, form.name, 'Western Europe');
    await user.click(form.country('France (in Europe)'));
    await fill(user, form.field('Name of method 1'), 'Standard');
    await fill(user, form.field('Price of band 1 of method 1'), '9');
    await user.click(form.button('Add zone'));

    expect(await screen.findAllByText(taken)).toHaveLength(2);
    const countries = form.dialog.getByRole('group', { name: 'Countries' });
    expect(within(countries).getByText(taken)).toBeVisible();
    expect(form.name).toHaveValue('Western Europe');
    expect(form.country('France (in Europe)')).toBeChecked();
    expect(fetchMock).toHaveBeenCalledTimes(2);

    await user.click(form.country('France (in Europe)'));
    expect(within(countries).queryByText(taken)).not.toBeInTheDocument();
  });

  it('when submitted empty, then the shared schema’s messages show and nothing is sent', async () => {
    const fetchMock = stubFetch(json([]));
    const user = renderShipping();

    expect(await screen.findByText('No shipping zones yet')).toBeVisible();
    expect(screen.getByText(/^69 of 69 countries are in no zone/)).toBeVisible();
    const form = await openDialog(user, 'Add a zone', 'Add a shipping zone');
    await user.click(form.button('Add zone'));

    // The zone's name and its method's.
    expect(await form.dialog.findAllByText('Name is required')).toHaveLength(2);
    expect(form.dialog.getByText('Name its countries')).toBeVisible();
    expect(form.dialog.getByText('Price is required')).toBeVisible();

    await user.click(form.button('Remove method 1'));
    expect(await form.dialog.findByText('Give it a shipping method')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the bands are out of order or a price has 3 decimals, then it says so and nothing is sent', async () => {
    const fetchMock = stubFetch(json([]));
    const user = renderShipping();

    const form = await openDialog(user, 'Add a zone', 'Add a shipping zone');
    await fill(user, form.name, 'Japan');
    await user.click(form.country('Japan'));
    await fill(user, form.field('Name of method 1'), 'Air');
    await fill(user, form.field('Up to (g) of band 1 of method 1'), '5000');
    await fill(user, form.field('Price of band 1 of method 1'), '30');
    await user.click(form.button('Add a band of method 1'));
    await fill(user, form.field('Up to (g) of band 2 of method 1'), '1000');
    await fill(user, form.field('Price of band 2 of method 1'), '12.999');
    await user.click(form.button('Add zone'));

    expect(
      await form.dialog.findByText(
        'Each band must be heavier than the one before; only the last may have no weight',
      ),
    ).toBeVisible();
    expect(form.dialog.getByText('Price can have at most 2 decimals')).toBeVisible();

    await user.click(form.button('Remove band 1 of method 1'));
    await user.clear(form.field('Price of band 1 of method 1'));
    await fill(user, form.field('Price of band 1 of method 1'), '12.99');
    await waitFor(() =>
      expect(form.dialog.queryByText(/^Each band must be heavier/)).not.toBeInTheDocument(),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when Delete is confirmed, then the zone is deleted, it says so and the list reloads', async () => {
    const fetchMock = stubFetch(
      json([europe, northAmerica]),
      json({ deletedCount: 1 }),
      json([northAmerica]),
    );
    const user = renderShipping();

    await user.click(await screen.findByRole('button', { name: 'Delete Europe' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the item?',
    });
    expect(dialog).toHaveTextContent(
      'Its countries have no shipping until another zone takes them.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Europe deleted')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'DELETE',
      path: '/api/shipping-zones/zone-europe',
      body: undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Shipping Zones : 1' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Europe' })).not.toBeInTheDocument();
  });

  it('when Delete is cancelled, then nothing is deleted', async () => {
    const fetchMock = stubFetch(json([europe]));
    const user = renderShipping();

    await user.click(await screen.findByRole('button', { name: 'Delete Europe' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the zones cannot be loaded, then it says why, and Try again loads them', async () => {
    stubFetch(
      json({ error: { code: 'internal', message: 'Something went wrong' } }, 500),
      json([]),
    );
    const user = renderShipping();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Shipping Zones : 0' })).toBeVisible();
  });
});
