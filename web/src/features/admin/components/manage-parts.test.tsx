import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import {
  makePart,
  page,
  sentRequest,
  stubFetch,
  validationFailed,
} from '../testing/fake-admin-api';
import { ManageParts } from './manage-parts';

const chainGuard = makePart();
const brakeDisc = makePart({
  _id: 'drilled-brake-disc',
  name: 'Drilled Brake Disc',
  price: 114.5,
  availableQuantity: 1260,
});

function renderManageParts() {
  renderWithProviders(<ManageParts />, { at: '/dashboard/manage-product' });
  return userEvent.setup();
}

/** The table row of the part of `name`. */
function rowOf(name: string) {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`No row holds ${name}`);
  return within(row);
}

/** Opens the Edit dialog of `name`'s row. */
async function openEdit(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Edit ${name}` }));
  // The form's code loads as the dialog first opens.
  const quantity = await dialog.findByLabelText('Available Quantity');
  return {
    dialog,
    quantity,
    price: dialog.getByLabelText('Price'),
    maxPerOrder: dialog.getByLabelText('Most Per Order'),
    weightGrams: dialog.getByLabelText('Weight (g)'),
    save: dialog.getByRole('button', { name: 'Save' }),
  };
}

describe('ManageParts', () => {
  it('when the parts load, then the heading counts them and each row shows price and stock', async () => {
    const fetchMock = stubFetch(page([chainGuard, brakeDisc]));
    renderManageParts();

    expect(await screen.findByRole('heading', { level: 2, name: 'Total Items : 2' })).toBeVisible();
    expect(sentRequest(fetchMock, 0)).toMatchObject({ method: 'GET', path: '/api/parts?limit=50' });
    expect(
      within(screen.getByRole('table', { name: 'Total Items : 2' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product Name', 'Price', 'Available Quantity', 'Edit', 'Stocktake', 'Remove']);
    expect(rowOf('Drilled Brake Disc').getByText('$114.50')).toBeInTheDocument();
    expect(rowOf('Drilled Brake Disc').getByText('1,260')).toBeInTheDocument();
    expect(rowOf('Chain Guard').getByText('$24.50')).toBeInTheDocument();
  });

  it('when there are more parts than a page, then it follows the pages and lists them all', async () => {
    const parts = Array.from({ length: 53 }, (_, index) =>
      makePart({ _id: `part-${index + 1}`, name: `Part ${index + 1}` }),
    );
    const fetchMock = stubFetch(page(parts.slice(0, 50), 53), page(parts.slice(50), 53));
    renderManageParts();

    expect(await screen.findByRole('heading', { name: 'Total Items : 53' })).toBeVisible();
    expect(sentRequest(fetchMock, 1).path).toBe('/api/parts?limit=50&after=part-50');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(53);
    expect(rowOf('Part 53')).toBeDefined();
  });

  it('when Remove is confirmed, then the part is deleted, it says so and the list reloads', async () => {
    const fetchMock = stubFetch(
      page([chainGuard, brakeDisc]),
      json({ deletedCount: 1 }),
      page([brakeDisc]),
    );
    const user = renderManageParts();

    await user.click(await screen.findByRole('button', { name: 'Remove Chain Guard' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the item?',
    });
    expect(dialog).toHaveTextContent('Its unpaid orders are cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Chain Guard removed')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'DELETE',
      path: '/api/parts/chain-guard',
      body: undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Total Items : 1' })).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'Chain Guard' })).not.toBeInTheDocument();
  });

  it('when Remove is cancelled, then nothing is deleted', async () => {
    const fetchMock = stubFetch(page([chainGuard]));
    const user = renderManageParts();

    await user.click(await screen.findByRole('button', { name: 'Remove Chain Guard' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a part is restocked, then the counted stock and the stock seen are sent, it says so and the list reloads', async () => {
    const restocked = { ...chainGuard, availableQuantity: 500 };
    const fetchMock = stubFetch(page([chainGuard]), json(restocked), page([restocked]));
    const user = renderManageParts();

    const { quantity, price, save } = await openEdit(user, 'Chain Guard');
    expect(quantity).toHaveValue(300);
    expect(price).toHaveValue(24.5);
    expect(save).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '500');
    // Units added come from a lot, named with them.
    await user.click(save);
    expect(await screen.findByText('Name the lot of the new units')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Lot code'), 'CG-2026-11');
    await user.type(screen.getByLabelText('Made on'), '2026-11-20');
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      path: '/api/parts/chain-guard',
      body: {
        newQuantity: 500,
        expectedQuantity: 300,
        lot: { code: 'CG-2026-11', madeOn: '2026-11-20' },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf('Chain Guard').getByText('500')).toBeInTheDocument());
    expect(sentRequest(fetchMock, 2).path).toBe('/api/parts?limit=50');
  });

  it('when the price is edited, then only the new price is sent', async () => {
    const repriced = { ...chainGuard, price: 19.99 };
    const fetchMock = stubFetch(page([chainGuard]), json(repriced), page([repriced]));
    const user = renderManageParts();

    const { price, save } = await openEdit(user, 'Chain Guard');
    await user.clear(price);
    await user.type(price, '19.99');
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ price: 19.99 });
    await waitFor(() => expect(rowOf('Chain Guard').getByText('$19.99')).toBeInTheDocument());
  });

  it('when the part number is written otherwise, then nothing is sent; when it and a replaced number change, only they are', async () => {
    const renumbered = { ...chainGuard, sku: 'MP-CG-0521' };
    const fetchMock = stubFetch(page([chainGuard]), json(renumbered), page([renumbered]));
    const user = renderManageParts();

    const { dialog, save } = await openEdit(user, 'Chain Guard');
    const sku = dialog.getByLabelText('Part Number');
    expect(sku).toHaveValue('MP-CG-0520');
    await user.clear(sku);
    await user.type(sku, 'mp-cg-0520');
    expect(save).toBeDisabled();

    await user.clear(sku);
    await user.type(sku, 'mp-cg-0521');
    await user.click(dialog.getByRole('button', { name: 'Add a number it replaces' }));
    await user.type(dialog.getByLabelText('Brand of replaced number 1'), 'KTM');
    await user.type(dialog.getByLabelText('Number of replaced number 1'), '90304011000');
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({
      sku: 'MP-CG-0521',
      crossReferences: [{ brand: 'KTM', number: '90304011000' }],
    });
  });

  it('when the most per order is edited, then only it is sent', async () => {
    const limited = { ...chainGuard, maxPerOrder: 20 };
    const fetchMock = stubFetch(page([chainGuard]), json(limited), page([limited]));
    const user = renderManageParts();

    const { maxPerOrder, save } = await openEdit(user, 'Chain Guard');
    expect(maxPerOrder).toHaveValue(100);
    await user.clear(maxPerOrder);
    await user.type(maxPerOrder, '20');
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      path: '/api/parts/chain-guard',
      body: { maxPerOrder: 20 },
    });
  });

  it('when the weight is edited, then only it is sent, in whole grams', async () => {
    const heavier = { ...chainGuard, weightGrams: 2300 };
    const fetchMock = stubFetch(page([chainGuard]), json(heavier), page([heavier]));
    const user = renderManageParts();

    const { weightGrams, save } = await openEdit(user, 'Chain Guard');
    expect(weightGrams).toHaveValue(1000);
    await user.clear(weightGrams);
    await user.type(weightGrams, '2300');
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ weightGrams: 2300 });
  });

  it('when the most per order is below the part’s minimum order, then it says so and sends nothing', async () => {
    const fetchMock = stubFetch(page([chainGuard]));
    const user = renderManageParts();

    const { maxPerOrder, save } = await openEdit(user, 'Chain Guard');
    await user.clear(maxPerOrder);
    await user.type(maxPerOrder, '4');
    await user.click(save);

    expect(
      await screen.findByText('Most per order cannot be below the minimum order'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the category and the bikes are edited, then only they are sent, the fit whole', async () => {
    const refitted = {
      ...chainGuard,
      category: 'controls' as const,
      fitsAllBikes: false,
      fitment: [{ make: 'Honda', model: 'CB500X', fromYear: 2016, toYear: 2019 }],
    };
    const fetchMock = stubFetch(page([chainGuard]), json(refitted), page([refitted]));
    const user = renderManageParts();

    const { dialog, save } = await openEdit(user, 'Chain Guard');
    expect(dialog.getByRole('combobox', { name: 'Fits' })).toHaveValue('every-bike');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'controls');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Fits' }), 'listed-bikes');
    await user.click(dialog.getByRole('button', { name: 'Add a bike' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Make of bike 1' }), 'Honda');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Model of bike 1' }), 'CB500X');
    await user.type(dialog.getByRole('spinbutton', { name: 'From year of bike 1' }), '2016');
    await user.type(dialog.getByRole('spinbutton', { name: 'To year of bike 1' }), '2019');
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({
      category: 'controls',
      fitsAllBikes: false,
      fitment: refitted.fitment,
    });
  });

  it('when a bike is added with years the model was not built, then it says so and sends nothing', async () => {
    const fetchMock = stubFetch(page([chainGuard]));
    const user = renderManageParts();

    const { dialog, save } = await openEdit(user, 'Chain Guard');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Fits' }), 'listed-bikes');
    await user.click(dialog.getByRole('button', { name: 'Add a bike' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Make of bike 1' }), 'Honda');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Model of bike 1' }), 'CB500X');
    await user.type(dialog.getByRole('spinbutton', { name: 'From year of bike 1' }), '2001');
    await user.type(dialog.getByRole('spinbutton', { name: 'To year of bike 1' }), '2019');
    await user.click(save);

    expect(await dialog.findByText(/2013/)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when the new price has 3 decimals or the stock a fraction, then it says so and sends nothing', async () => {
    const fetchMock = stubFetch(page([chainGuard]));
    const user = renderManageParts();

    const { quantity, price, save } = await openEdit(user, 'Chain Guard');
    await user.clear(quantity);
    await user.type(quantity, '12.5');
    await user.clear(price);
    await user.type(price, '19.999');
    await user.click(save);

    expect(await screen.findByText('New quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when orders changed the stock while the dialog was open, then it names the new figure and the next Save is checked against it', async () => {
    const stale = 'The stock changed to 296 while you edited it: check the count and save again';
    const sold = { ...chainGuard, availableQuantity: 296 };
    const fetchMock = stubFetch(
      page([chainGuard]),
      json({ error: { code: 'conflict', message: stale, fields: { newQuantity: stale } } }, 409),
      page([sold]),
      json({ ...sold, availableQuantity: 320 }),
      page([{ ...sold, availableQuantity: 320 }]),
    );
    const user = renderManageParts();

    const { quantity, save } = await openEdit(user, 'Chain Guard');
    await user.clear(quantity);
    await user.type(quantity, '320');
    await user.type(screen.getByLabelText('Lot code'), 'CG-2026-11');
    await user.type(screen.getByLabelText('Made on'), '2026-11-20');
    await user.click(save);

    expect(await screen.findAllByText(stale)).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Edit Chain Guard' })).toBeVisible();
    // The list behind the dialog (hidden from the accessibility tree meanwhile) shows 296.
    await waitFor(() => expect(screen.getByText('296')).toBeInTheDocument());
    await user.click(save);

    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 3).body).toEqual({
      newQuantity: 320,
      expectedQuantity: 296,
      lot: { code: 'CG-2026-11', madeOn: '2026-11-20' },
    });
  });

  it('when the server refuses the change, then its messages show and the dialog stays open', async () => {
    stubFetch(
      page([chainGuard]),
      validationFailed('Some fields need another look', { newQuantity: 'Too many to hold' }),
    );
    const user = renderManageParts();

    const { quantity, save } = await openEdit(user, 'Chain Guard');
    await user.clear(quantity);
    await user.type(quantity, '999999');
    await user.type(screen.getByLabelText('Lot code'), 'CG-2026-11');
    await user.type(screen.getByLabelText('Made on'), '2026-11-20');
    await user.click(save);

    expect(await screen.findByText('Some fields need another look')).toBeInTheDocument();
    expect(screen.getByText('Too many to hold')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Chain Guard' })).toBeVisible();
    expect(quantity).toHaveValue(999999);
    expect(screen.queryByText('Product updated')).not.toBeInTheDocument();
  });

  it('when there are no products, then it says so and links to Add A Product', async () => {
    stubFetch(page([]));
    renderManageParts();

    expect(await screen.findByRole('heading', { name: 'Total Items : 0' })).toBeVisible();
    expect(screen.getByText('No products yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add A Product' })).toHaveAttribute(
      'href',
      '/dashboard/add-product',
    );
  });

  it('when the products cannot be loaded, then it says why, and Try again loads them', async () => {
    stubFetch(
      json({ error: { code: 'internal', message: 'Something went wrong' } }, 500),
      page([]),
    );
    const user = renderManageParts();

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Total Items : 0' })).toBeVisible();
  });
});
