import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { makePart, sentRequest, stubFetch, validationFailed } from '../testing/fake-admin-api';
import { AddPart } from './add-part';

const fields = () => ({
  name: screen.getByLabelText('Name'),
  sku: screen.getByLabelText('Part Number'),
  image: screen.getByLabelText('Image'),
  price: screen.getByLabelText('Price'),
  availableQuantity: screen.getByLabelText('Available Quantity'),
  minOrder: screen.getByLabelText('Minimum Order'),
  maxPerOrder: screen.getByLabelText('Most Per Order'),
  weightGrams: screen.getByLabelText('Weight (g)'),
  description: screen.getByLabelText('Description'),
  lotCode: screen.getByLabelText('Lot code'),
  lotMadeOn: screen.getByLabelText('Made on'),
  submit: screen.getByRole('button', { name: 'Add Product' }),
});

type FieldValues = Partial<Record<Exclude<keyof ReturnType<typeof fields>, 'submit'>, string>>;

const valid = {
  name: 'Chain Guard',
  sku: 'mp-cg-0520',
  image: 'https://images.example.test/chain-guard.jpg',
  price: '24.5',
  availableQuantity: '300',
  minOrder: '5',
  description: 'Stamped steel guard for 520 chains, with rubber mounts.',
  lotCode: 'CG-2026-11',
  lotMadeOn: '2026-11-20',
} satisfies FieldValues;

/** The lot of the part's first units, as the body names it. */
const lot = { code: valid.lotCode, madeOn: valid.lotMadeOn };

function renderAddPart() {
  renderWithProviders(<AddPart />, { at: '/dashboard/add-product' });
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Fills each field as a paste, one change each: typed key by key, the form's whole schema ran
 * on every character, and a busy machine took longer than a test may.
 */
async function fillIn(user: User, values: FieldValues) {
  const inputs = fields();
  for (const [name, value] of Object.entries(values) as [keyof FieldValues, string][]) {
    await user.click(inputs[name]);
    await user.paste(value);
  }
}

const bike = { make: 'KTM', model: '390 Duke', fromYear: 2017, toYear: 2020 };

/** Chooses the category and adds one bike the part fits (`years` overrides the years typed). */
async function chooseFit(user: User, years: { from?: string; to?: string } = {}) {
  await user.selectOptions(screen.getByLabelText('Category'), 'drivetrain');
  await user.click(screen.getByRole('button', { name: 'Add a bike' }));
  await user.selectOptions(screen.getByLabelText('Make of bike 1'), bike.make);
  await user.selectOptions(screen.getByLabelText('Model of bike 1'), bike.model);
  await user.type(
    screen.getByLabelText('From year of bike 1'),
    years.from ?? String(bike.fromYear),
  );
  await user.type(screen.getByLabelText('To year of bike 1'), years.to ?? String(bike.toYear));
}

describe('AddPart', () => {
  it('when submitted empty, then every field says it is required and nothing is sent', async () => {
    const fetchMock = stubFetch();
    const user = renderAddPart();

    expect(screen.getByRole('heading', { level: 2, name: 'Add A Product' })).toBeVisible();
    await user.click(fields().submit);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Image is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Available quantity is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum order is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(
      screen.getByText('List the bikes it fits, or say it fits every bike'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a bike’s years run backwards or outside the model’s, then it says so and nothing is sent', async () => {
    const fetchMock = stubFetch();
    const user = renderAddPart();

    await fillIn(user, valid);
    await chooseFit(user, { from: '2020', to: '2017' });
    await user.click(fields().submit);
    expect(await screen.findByText('From year must not be after to year')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('From year of bike 1'));
    await user.type(screen.getByLabelText('From year of bike 1'), '2001');
    expect(await screen.findByText('The 390 Duke was built from 2013 to 2026')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the part fits every bike, then no bikes are asked for and it is sent as fitting all', async () => {
    const fetchMock = stubFetch(json(makePart(), 201));
    const user = renderAddPart();

    await fillIn(user, valid);
    await user.selectOptions(screen.getByLabelText('Category'), 'riding-gear');
    await user.selectOptions(screen.getByLabelText('Fits'), 'every-bike');
    expect(screen.queryByRole('button', { name: 'Add a bike' })).not.toBeInTheDocument();
    await user.click(fields().submit);

    expect(await screen.findByText('Chain Guard has added')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0).body).toMatchObject({
      category: 'riding-gear',
      fitsAllBikes: true,
      fitment: [],
    });
  });

  it('when the name is typed, then the counter counts its characters out of 20', async () => {
    const user = renderAddPart();

    expect(screen.getByText('0/20 characters')).toBeInTheDocument();
    await user.type(fields().name, 'Chain Guard');

    expect(screen.getByText('11/20 characters')).toBeInTheDocument();
  });

  it('when the name has 21 characters and the image is not a URL, then it says both', async () => {
    const fetchMock = stubFetch();
    const user = renderAddPart();

    await fillIn(user, { ...valid, name: 'A'.repeat(21), image: 'chain guard photo' });
    await user.click(fields().submit);

    expect(await screen.findByText('Name must be at most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Image must be an https URL on a public host')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the price is 0, then it must be more than 0', async () => {
    const fetchMock = stubFetch();
    const user = renderAddPart();

    await fillIn(user, { ...valid, price: '0' });
    await user.click(fields().submit);

    expect(await screen.findByText('Price must be more than 0')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the price has 3 decimals, the stock a fraction and the minimum order is 0, then it says what is wrong', async () => {
    const fetchMock = stubFetch();
    const user = renderAddPart();

    await fillIn(user, { ...valid, price: '24.999', availableQuantity: '2.5', minOrder: '0' });
    await user.click(fields().submit);

    expect(await screen.findByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Available quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Minimum order must be at least 1')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the most per order is below the minimum order, then it says so and nothing is sent', async () => {
    const fetchMock = stubFetch();
    const user = renderAddPart();

    expect(fields().maxPerOrder).toHaveAttribute('placeholder', '100');
    expect(screen.getByText(/100 if left empty/)).toBeInTheDocument();
    await fillIn(user, { ...valid, maxPerOrder: '4' });
    await chooseFit(user);
    await user.click(fields().submit);

    expect(
      await screen.findByText('Most per order cannot be below the minimum order'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a most per order is given, then it is sent as a number, and the field empties after', async () => {
    const fetchMock = stubFetch(json(makePart({ maxPerOrder: 20 }), 201));
    const user = renderAddPart();

    await fillIn(user, { ...valid, maxPerOrder: '20' });
    await chooseFit(user);
    await user.click(fields().submit);

    expect(await screen.findByText('Chain Guard has added')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0).body).toMatchObject({ minOrder: 5, maxPerOrder: 20 });
    await waitFor(() => expect(fields().maxPerOrder).toHaveValue(null));
  });

  it('when a weight is given, then it is sent in whole grams; a weight of 0 is refused before sending', async () => {
    const fetchMock = stubFetch(json(makePart({ weightGrams: 1400 }), 201));
    const user = renderAddPart();

    expect(fields().weightGrams).toHaveAttribute('placeholder', '1000');
    await fillIn(user, { ...valid, weightGrams: '0' });
    await chooseFit(user);
    await user.click(fields().submit);
    expect(await screen.findByText('Weight must be at least 1 g')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(fields().weightGrams);
    await user.type(fields().weightGrams, '1400');
    await user.click(fields().submit);

    expect(await screen.findByText('Chain Guard has added')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0).body).toMatchObject({ weightGrams: 1400 });
  });

  it('when a valid part is sent, then the numbers go as numbers, it says so and the form resets', async () => {
    const fetchMock = stubFetch(json(makePart(), 201));
    const user = renderAddPart();

    await fillIn(user, { ...valid, name: `  ${valid.name} ` });
    await chooseFit(user);
    await user.click(fields().submit);

    expect(await screen.findByText('Chain Guard has added')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 0)).toEqual({
      method: 'POST',
      path: '/api/parts',
      body: {
        name: valid.name,
        sku: 'MP-CG-0520',
        crossReferences: [],
        image: valid.image,
        description: valid.description,
        lot,
        price: 24.5,
        availableQuantity: 300,
        minOrder: 5,
        category: 'drivetrain',
        fitsAllBikes: false,
        fitment: [bike],
      },
    });
    const { name, image, price, availableQuantity, minOrder, description } = fields();
    await waitFor(() => expect(name).toHaveValue(''));
    expect(image).toHaveValue('');
    expect(price).toHaveValue(null);
    expect(availableQuantity).toHaveValue(null);
    expect(minOrder).toHaveValue(null);
    expect(description).toHaveValue('');
  });

  it('when numbers it replaces are added, then they are sent with the part; one twice is refused first', async () => {
    const fetchMock = stubFetch(json(makePart(), 201));
    const user = renderAddPart();
    await fillIn(user, valid);
    await chooseFit(user);

    const add = screen.getByRole('button', { name: 'Add a number it replaces' });
    await user.click(add);
    await user.click(add);
    await user.type(screen.getByLabelText('Brand of replaced number 1'), 'KTM');
    await user.type(screen.getByLabelText('Number of replaced number 1'), '9030401100');
    await user.type(screen.getByLabelText('Brand of replaced number 2'), 'KTM');
    await user.type(screen.getByLabelText('Number of replaced number 2'), '90304-01100');
    await user.click(fields().submit);

    expect(await screen.findByText('Each number it replaces once')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove replaced number 2' }));
    await user.click(fields().submit);

    await screen.findByText('Chain Guard has added');
    expect(sentRequest(fetchMock, 0).body).toMatchObject({
      sku: 'MP-CG-0520',
      crossReferences: [{ brand: 'KTM', number: '9030401100' }],
    });
  });

  it('when the server says the part number is taken, then it shows under the part number', async () => {
    stubFetch(
      json(
        {
          error: {
            code: 'conflict',
            message: 'Part number MP-CG-0520 belongs to another part',
            fields: { sku: 'Part number MP-CG-0520 belongs to another part' },
          },
        },
        409,
      ),
    );
    const user = renderAddPart();

    await fillIn(user, valid);
    await chooseFit(user);
    await user.click(fields().submit);

    // In the toast, and under the field, which is marked invalid.
    expect(
      await screen.findAllByText('Part number MP-CG-0520 belongs to another part'),
    ).toHaveLength(2);
    expect(fields().sku).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the server refuses with 400, then its message and field errors show and the typed values stay', async () => {
    stubFetch(
      validationFailed('Some fields need another look', { image: 'Image could not be reached' }),
    );
    const user = renderAddPart();

    await fillIn(user, valid);
    await chooseFit(user);
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
