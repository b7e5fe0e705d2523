import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shippingAddressSchema } from '@moto-parts/contracts';
import { Form, Formik, type FormikProps } from 'formik';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { addressFormValues, type AddressFormValues } from '@/lib/address-form';
import { renderWithProviders } from '@/testing/render';
import { AddressFields } from './address-fields';

interface CheckoutValues {
  shippingAddress: AddressFormValues;
}

/** The fields at `shippingAddress` in a form checked by the shared schema, as the checkout has them. */
function renderAddressForm(address = addressFormValues()) {
  const form = createRef<FormikProps<CheckoutValues>>();
  renderWithProviders(
    <Formik<CheckoutValues>
      innerRef={form}
      initialValues={{ shippingAddress: address }}
      validationSchema={object({ shippingAddress: shippingAddressSchema })}
      onSubmit={() => undefined}
    >
      <Form noValidate>
        <AddressFields prefix="shippingAddress" />
        <button type="submit">Place order</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), values: () => form.current?.values.shippingAddress };
}

const optionalFields = ['City', 'State / province / region', 'Postcode / ZIP'];
const shownOptionalFields = () =>
  optionalFields.filter((label) => screen.queryByLabelText(label) !== null);

describe('AddressFields', () => {
  it('when a country is chosen, then only the fields its addresses carry show, and typed values stay', async () => {
    const { user, values } = renderAddressForm();
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    expect(shownOptionalFields()).toEqual(optionalFields);
    await user.type(screen.getByLabelText('City'), 'Springfield');

    await user.selectOptions(country, 'Japan');
    expect(shownOptionalFields()).toEqual(['State / province / region', 'Postcode / ZIP']);
    await user.selectOptions(country, 'Hong Kong SAR China');
    expect(shownOptionalFields()).toEqual(['City', 'State / province / region']);
    await user.selectOptions(country, 'Singapore');
    expect(shownOptionalFields()).toEqual(['Postcode / ZIP']);
    await user.selectOptions(country, 'United Kingdom');
    expect(shownOptionalFields()).toEqual(['City', 'Postcode / ZIP']);

    expect(screen.getByLabelText('City')).toHaveValue('Springfield');
    expect(values()).toMatchObject({ country: 'GB', city: 'Springfield' });
  });

  it('when the countries are listed, then they are the 69 the shop delivers to, by name', () => {
    renderAddressForm();

    const names = within(screen.getByRole('combobox', { name: 'Country' }))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names).toHaveLength(69);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names.slice(0, 2)).toEqual(['Albania', 'Andorra']);
  });

  it('when a US address has no state and a bad ZIP, then the schema says so', async () => {
    const { user } = renderAddressForm();

    await user.type(screen.getByLabelText('Full name'), 'Rider Demo');
    await user.type(screen.getByLabelText('Address'), '1 Main Street');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('Postcode / ZIP'), '1234');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Region is required')).toBeInTheDocument();
    expect(screen.getByText('1234 is not a postcode of this country')).toBeInTheDocument();
    expect(screen.getByLabelText('State / province / region')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('when the rider types, then the values fill in at the prefix, and each field says what it is for autofill', async () => {
    const { user, values } = renderAddressForm();
    const typed = {
      'Full name': ['Rider Demo', 'name'],
      Address: ['1 Main Street', 'address-line1'],
      'Address line 2 (optional)': ['Apt 4', 'address-line2'],
      City: ['Springfield', 'address-level2'],
      'State / province / region': ['IL', 'address-level1'],
      'Postcode / ZIP': ['62701', 'postal-code'],
    };

    for (const [label, [text, autoComplete]] of Object.entries(typed)) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('autocomplete', autoComplete);
      await user.type(input, text);
    }

    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute(
      'autocomplete',
      'country',
    );
    expect(values()).toEqual({
      name: 'Rider Demo',
      line1: '1 Main Street',
      line2: 'Apt 4',
      city: 'Springfield',
      region: 'IL',
      postcode: '62701',
      country: 'US',
    });
  });
});
