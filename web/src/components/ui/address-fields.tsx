import { SimpleGrid } from '@chakra-ui/react';
import {
  addressCityMaxLength,
  addressFieldsOf,
  addressLineMaxLength,
  addressNameMaxLength,
  addressRegionMaxLength,
  countryName,
  deliveryCountries,
  postcodeMaxLength,
} from '@moto-parts/contracts';
import { getIn, useFormikContext } from 'formik';
import type { AddressFormValues } from '@/lib/address-form';
import { byCountryName } from '@/lib/country-names';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** The countries the shop delivers to, by name: how a list of countries reads. */
const countryOptions = byCountryName(deliveryCountries).map((code) => ({
  value: code,
  label: countryName(code),
}));

interface AddressFieldsProps {
  /**
   * Where the address's `AddressFormValues` sit in the form's values, such as
   * "shippingAddress"; none when the form's values are the address's fields themselves.
   */
  prefix?: string;
}

/**
 * The fields of one shipping address, inside a Formik form: those its country's addresses
 * carry (docs/decisions/0032-orders-with-lines.md). Changing the country shows and hides city,
 * region and postcode; what was typed in them stays, for the rider who changes it back.
 */
export function AddressFields({ prefix }: AddressFieldsProps) {
  const { values, touched, errors, getFieldProps } = useFormikContext();
  const pathOf = (field: keyof AddressFormValues) => (prefix ? `${prefix}.${field}` : field);
  const fieldProps = (field: keyof AddressFormValues) => {
    const path = pathOf(field);
    return {
      ...getFieldProps<string>(path),
      error: getIn(touched, path) ? (getIn(errors, path) as string | undefined) : undefined,
    };
  };
  const carried = addressFieldsOf(getIn(values, pathOf('country')) as string);

  // The country first: it decides which fields follow.
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <SelectField
        label="Country"
        autoComplete="country"
        required
        options={countryOptions}
        {...fieldProps('country')}
      />
      <TextField
        label="Full name"
        autoComplete="name"
        maxLength={addressNameMaxLength}
        required
        {...fieldProps('name')}
      />
      <TextField
        label="Address"
        autoComplete="address-line1"
        maxLength={addressLineMaxLength}
        required
        {...fieldProps('line1')}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        maxLength={addressLineMaxLength}
        {...fieldProps('line2')}
      />
      {carried.city && (
        <TextField
          label="City"
          autoComplete="address-level2"
          maxLength={addressCityMaxLength}
          required
          {...fieldProps('city')}
        />
      )}
      {carried.region && (
        <TextField
          label="State / province / region"
          autoComplete="address-level1"
          maxLength={addressRegionMaxLength}
          required
          {...fieldProps('region')}
        />
      )}
      {carried.postcode && (
        <TextField
          label="Postcode / ZIP"
          autoComplete="postal-code"
          maxLength={postcodeMaxLength}
          required
          {...fieldProps('postcode')}
        />
      )}
    </SimpleGrid>
  );
}
