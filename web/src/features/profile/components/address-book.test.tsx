import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressBookMax, type SavedAddress, type ShippingAddress } from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { sentRequest, stubFetch } from '@/testing/fetch-stub';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { AddressBook } from './address-book';

const home: SavedAddress = {
  label: 'Home',
  default: true,
  name: 'Rider Demo',
  line1: '1 Main Street',
  line2: 'Apt 4',
  city: 'Springfield',
  region: 'IL',
  postcode: '62701',
  country: 'US',
};

const workshop: SavedAddress = {
  label: 'Workshop',
  default: false,
  name: 'Rider Demo',
  line1: '12 Harbour Road',
  city: 'Bristol',
  postcode: 'BS1 5TY',
  country: 'GB',
};

const book = (...addresses: SavedAddress[]) => json({ addresses });

function renderAddressBook() {
  renderWithProviders(<AddressBook />, { at: '/dashboard/my-profile' });
  return userEvent.setup();
}

/** The card of the address labelled `label`. */
const card = (label: string) => within(screen.getByRole('article', { name: label }));

/** Fills the open address form: a label, and a UK address. */
async function fillInUkAddress(user: ReturnType<typeof userEvent.setup>, label: string) {
  const form = within(screen.getByRole('form'));
  await user.type(form.getByLabelText('Label'), label);
  await user.selectOptions(form.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
  await user.type(form.getByLabelText('Full name'), 'Rider Demo');
  await user.type(form.getByLabelText('Address'), '3 Mill Lane');
  await user.type(form.getByLabelText('City'), 'Bath');
  await user.type(form.getByLabelText('Postcode / ZIP'), 'BA1 1AA');
}

const millLane: ShippingAddress = {
  name: 'Rider Demo',
  line1: '3 Mill Lane',
  city: 'Bath',
  postcode: 'BA1 1AA',
  country: 'GB',
};

describe('AddressBook', () => {
  it('when the book loads, then each address shows with its label, the default marked', async () => {
    const fetchMock = stubFetch(book(home, workshop));
    renderAddressBook();

    expect(screen.getByRole('heading', { level: 3, name: 'Saved addresses' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved addresses…');
    expect(await screen.findByRole('article', { name: 'Home' })).toHaveTextContent(
      'Rider Demo 1 Main Street Apt 4 Springfield, IL 62701 United States',
    );
    expect(sentRequest(fetchMock, 0)).toMatchObject({ method: 'GET', path: '/api/address-book' });
    expect(card('Home').getByText('Default')).toBeVisible();
    expect(card('Workshop').getByText(/12 Harbour Road/)).toBeVisible();
    expect(card('Workshop').queryByText('Default')).not.toBeInTheDocument();
    expect(card('Workshop').getByRole('button', { name: 'Make default Workshop' })).toBeEnabled();
    expect(card('Home').queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
  });

  it('when the book is empty, then it says so, and Add address opens a form with no default to choose', async () => {
    const fetchMock = stubFetch(book());
    const user = renderAddressBook();

    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    expect(screen.getByRole('form', { name: 'New address' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Default address' })).not.toBeInTheDocument();
    expect(screen.queryByText('No saved addresses yet')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when an address is added, then the whole book goes to the server with it, and the answer shows', async () => {
    const added = { ...millLane, label: 'Mum', default: false };
    const fetchMock = stubFetch(book(home, workshop), book(home, workshop, added));
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillInUkAddress(user, ' Mum ');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      path: '/api/address-book',
      body: { addresses: [home, workshop, added] },
    });
    expect(card('Mum').getByText(/3 Mill Lane/)).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('when an address is added as the default, then it is the only default sent', async () => {
    const added = { ...millLane, label: 'Mum', default: true };
    const fetchMock = stubFetch(book(home), book({ ...home, default: false }, added));
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillInUkAddress(user, 'Mum');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Default address' }),
      'Make this my default address',
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({
      addresses: [{ ...home, default: false }, added],
    });
    expect(card('Mum').getByText('Default')).toBeVisible();
    expect(card('Home').queryByText('Default')).not.toBeInTheDocument();
  });

  it('when an address is added with its phone, then the phone goes with it without its spaces, and its card shows it', async () => {
    const added = { ...millLane, label: 'Mum', default: false, phone: '+441134960000' };
    const fetchMock = stubFetch(book(home), book(home, added));
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillInUkAddress(user, 'Mum');
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '+44 113 496 0000');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ addresses: [home, added] });
    expect(card('Mum').getByText(/Phone \+441134960000/)).toBeVisible();
  });

  it('when the form is sent empty, then the schema says what is missing and nothing is sent', async () => {
    const fetchMock = stubFetch(book(home));
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Label is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Region is required')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when an address is edited into another country, then the fields that country lacks are not sent', async () => {
    const moved: SavedAddress = { ...millLane, label: 'Home', default: true };
    const fetchMock = stubFetch(book(home, workshop), book(moved, workshop));
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const form = within(screen.getByRole('form', { name: 'Edit Home' }));
    expect(form.getByLabelText('State / province / region')).toHaveValue('IL');
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(card('Workshop').getByRole('button', { name: 'Remove Workshop' })).toBeDisabled();
    await user.selectOptions(form.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
    await user.clear(form.getByLabelText('Address'));
    await user.type(form.getByLabelText('Address'), '3 Mill Lane');
    await user.clear(form.getByLabelText('Address line 2 (optional)'));
    await user.clear(form.getByLabelText('City'));
    await user.type(form.getByLabelText('City'), 'Bath');
    await user.clear(form.getByLabelText('Postcode / ZIP'));
    await user.type(form.getByLabelText('Postcode / ZIP'), 'BA1 1AA');
    await user.click(form.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({
      addresses: [moved, workshop],
    });
    expect(card('Home').getByText(/3 Mill Lane/)).toBeVisible();
  });

  it('when another address is made the default, then the book is sent with it the only default', async () => {
    const fetchMock = stubFetch(
      book(home, workshop),
      book({ ...home, default: false }, { ...workshop, default: true }),
    );
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Make default Workshop' }));

    expect(await screen.findByText('Workshop is now your default address')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      path: '/api/address-book',
      body: {
        addresses: [
          { ...home, default: false },
          { ...workshop, default: true },
        ],
      },
    });
    expect(card('Workshop').getByText('Default')).toBeVisible();
    expect(card('Home').queryByText('Default')).not.toBeInTheDocument();
  });

  it('when an address is removed, then it asks first, and only Delete sends the book without it', async () => {
    const fetchMock = stubFetch(book(home, workshop), book({ ...workshop, default: true }));
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Remove Home' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the item?');
    expect(dialog).toHaveTextContent(
      'Home is removed from your saved addresses. Workshop becomes your default.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Remove Home' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Address removed')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toMatchObject({
      method: 'PUT',
      body: { addresses: [workshop] },
    });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Home' })).not.toBeInTheDocument(),
    );
    expect(card('Workshop').getByText('Default')).toBeVisible();
  });

  it('when the server refuses the book, then its message shows and the form keeps what was typed', async () => {
    stubFetch(
      book(home, workshop),
      json(
        {
          error: {
            code: 'validation_failed',
            message: 'Give each address its own label',
            fields: { addresses: 'Give each address its own label' },
          },
        },
        400,
      ),
    );
    const user = renderAddressBook();

    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    await fillInUkAddress(user, 'home');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Give each address its own label')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'New address' }));
    expect(form.getByLabelText('Label')).toHaveValue('home');
    expect(form.getByLabelText('Address')).toHaveValue('3 Mill Lane');
    expect(screen.queryByText('Address saved')).not.toBeInTheDocument();
  });

  it(`when the book holds ${addressBookMax} addresses, then Add address is disabled and says why`, async () => {
    const full = Array.from({ length: addressBookMax }, (_, index) => ({
      ...workshop,
      label: `Workshop ${index + 1}`,
    }));
    stubFetch(book(...full));
    renderAddressBook();

    const add = await screen.findByRole('button', { name: 'Add address' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      '10 addresses is the most a book holds: remove one to add another.',
    );
  });

  it('when the book cannot be loaded, then it says why, and Try again loads it', async () => {
    stubFetch(
      json({ error: { code: 'internal', message: 'Something went wrong' } }, 500),
      book(home),
    );
    const user = renderAddressBook();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Home' })).toBeVisible();
  });
});
