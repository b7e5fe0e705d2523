import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { makePart, sentRequest, stubFetch, validationFailed } from '../testing/fake-admin-api';
import { AddProduct } from './add-product';

const fields = () => ({
  name: screen.getByLabelText('Name'),
  image: screen.getByLabelText('Image'),
  price: screen.getByLabelText('Price'),
  availableQuantity: screen.getByLabelText('Available Quantity'),
  minOrder: screen.getByLabelText('Minimum Order'),
  description: screen.getByLabelText('Description'),
  submit: screen.getByRole('button', { name: 'Add Product' }),
});

type FieldValues = Partial<Record<Exclude<keyof ReturnType<typeof fields>, 'submit'>, string>>;

const valid = {
  name: 'Chain Guard',
  image: 'https://images.example.test/chain-guard.jpg',
  price: '24.5',
  availableQuantity: '300',
  minOrder: '5',
  description: 'Stamped steel guard for 520 chains, with rubber mounts.',
} satisfies FieldValues;

function renderAddProduct() {
  renderWithProviders(<AddProduct />, { at: '/dashboard/add-product' });
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: FieldValues) {
  const inputs = fields();
  for (const [name, value] of Object.entries(values) as [keyof FieldValues, string][]) {
    await user.type(inputs[name], value);
  }
}

describe('AddProduct', () => {
  it('when submitted empty, then every field says it is required and nothing is sent', async () => {
    const fetchMock = stubFetch();
    const user = renderAddProduct();

    expect(screen.getByRole('heading', { level: 2, name: 'Add A Product' })).toBeVisible();
    await user.click(fields().submit);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Available quantity is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum order is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the name is typed, then the counter counts its characters out of 20', async () => {
    const user = renderAddProduct();

    expect(screen.getByText('0/20 characters')).toBeInTheDocument();
    await user.type(fields().name, 'Chain Guard');

    expect(screen.getByText('11/20 characters')).toBeInTheDocument();
  });

  it('when the name has 21 characters and the image is not a URL, then it says both', async () => {
    const fetchMock = stubFetch();
    const user = renderAddProduct();

    await fillIn(user, { ...valid, name: 'A'.repeat(21), image: 'chain guard photo' });
    await user.click(fields().submit);

    expect(await screen.findByText('Name must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Image must be an https URL on a public host')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the price is 0, then it must be more than 0', async () => {
    const fetchMock = stubFetch();
    const user = renderAddProduct();

    await fillIn(user, { ...valid, price: '0' });
    await user.click(fields().submit);

    expect(await screen.findByText('Price must be more than 0')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the price has 3 decimals, the stock a fraction and the minimum order is 0, then it says what is wrong', async () => {
    const fetchMock = stubFetch();
    const user = renderAddProduct();

    await fillIn(user, { ...valid, price: '24.999', availableQuantity: '2.5', minOrder: '0' });
    await user.click(fields().submit);

    expect(await screen.findByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Available quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Minimum order must be at least 1')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a valid product is sent, then the numbers go as numbers, it says so and the form resets', async () => {
    const fetchMock = stubFetch(json(makePart(), 201));
    const user = renderAddProduct();

    await fillIn(user, { ...valid, name: `  ${valid.name} ` });
    await user.click(fields().submit);

    expect(await screen.findByText('Chain Guard has added')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0)).toEqual({
      method: 'POST',
      path: '/api/parts',
      body: { ...valid, price: 24.5, availableQuantity: 300, minOrder: 5 },
    });
    const { name, image, price, availableQuantity, minOrder, description } = fields();
    await waitFor(() => expect(name).toHaveValue(''));
    expect(image).toHaveValue('');
    expect(price).toHaveValue(null);
    expect(availableQuantity).toHaveValue(null);
    expect(minOrder).toHaveValue(null);
    expect(description).toHaveValue('');
  });

  it('when the server refuses with 400, then its message and field errors show and the typed values stay', async () => {
    stubFetch(
      validationFailed('Some fields need another look', { image: 'Image could not be reached' }),
    );
    const user = renderAddProduct();

    await fillIn(user, valid);
    await user.click(fields().submit);

    expect(await screen.findByText('Some fields need another look')).toBeInTheDocument();
    expect(screen.getByText('Image could not be reached')).toBeInTheDocument();
    const { name, image, price } = fields();
    expect(name).toHaveValue(valid.name);
    expect(image).toHaveValue(valid.image);
    expect(price).toHaveValue(24.5);
    expect(screen.queryByText(/has added/)).not.toBeInTheDocument();

    await user.type(image, '?v=2');
    expect(screen.queryByText('Image could not be reached')).not.toBeInTheDocument();
  });
});
