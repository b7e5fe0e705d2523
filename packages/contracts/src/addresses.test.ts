import { describe, expect, it } from 'vitest';
import { shippingAddressSchema } from './address-schemas.ts';
import { addressFieldsOf, addressLines } from './addresses.ts';
import { deliveryCountries } from './shipping.ts';

const problemsOf = async (address: object) => {
  try {
    await shippingAddressSchema.validate(address, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path?: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map(({ path, message }) => [path, message]));
  }
};

const sanFrancisco = {
  name: 'Ada Rider',
  line1: '500 Market St',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94105',
  country: 'US',
};

describe('addressFieldsOf', () => {
  it('when a country’s addresses name a state, then the region is asked for; where they do not, it is not', () => {
    expect(addressFieldsOf('US')).toEqual({ city: true, region: true, postcode: true });
    expect(addressFieldsOf('DE')).toEqual({ city: true, region: false, postcode: true });
    expect(addressFieldsOf('HK')).toMatchObject({ postcode: false });
    expect(addressFieldsOf('AE')).toEqual({ city: false, region: true, postcode: false });
  });

  it('when asked for each of the 69 countries, then each asks for some way to find the place', () => {
    for (const country of deliveryCountries) {
      const fields = addressFieldsOf(country);
      expect(fields.city || fields.region || fields.postcode, country).toBe(true);
    }
  });
});

describe('shippingAddressSchema', () => {
  it.each([
    ['US', sanFrancisco],
    [
      'GB',
      { name: 'Ada', line1: '10 Downing St', city: 'London', postcode: 'SW1A 2AA', country: 'GB' },
    ],
    [
      'DE',
      {
        name: 'Ada',
        line1: 'Unter den Linden 1',
        city: 'Berlin',
        postcode: '10117',
        country: 'DE',
      },
    ],
    [
      'CA',
      {
        name: 'Ada',
        line1: '1 Wellington St',
        city: 'Ottawa',
        region: 'ON',
        postcode: 'K1A 0B1',
        country: 'CA',
      },
    ],
    [
      'JP',
      { name: 'Ada', line1: '1-1 Chiyoda', region: 'Tokyo', postcode: '100-0001', country: 'JP' },
    ],
    [
      'HK',
      {
        name: 'Ada',
        line1: '1 Queen’s Road',
        city: 'Central',
        region: 'Hong Kong Island',
        country: 'HK',
      },
    ],
  ])('when an address of %s has what its country asks, then it is valid', async (_, address) => {
    expect(await problemsOf(address)).toEqual({});
  });

  it.each([
    [
      'a US address without its state',
      { ...sanFrancisco, region: undefined },
      'region',
      'Region is required',
    ],
    [
      'a US address without its ZIP code',
      { ...sanFrancisco, postcode: undefined },
      'postcode',
      'Postcode is required',
    ],
    [
      'a ZIP code of four digits',
      { ...sanFrancisco, postcode: '9410' },
      'postcode',
      '9410 is not a postcode of this country',
    ],
    [
      'a Canadian postcode in the US',
      { ...sanFrancisco, postcode: 'K1A 0B1' },
      'postcode',
      'K1A 0B1 is not a postcode of this country',
    ],
    [
      'a country the shop does not ship to',
      { ...sanFrancisco, country: 'RU' },
      'country',
      'The shop does not deliver there',
    ],
    ['no name', { ...sanFrancisco, name: '' }, 'name', 'Name is required'],
    [
      'a line of 101 characters',
      { ...sanFrancisco, line1: 'x'.repeat(101) },
      'line1',
      'Address must be at most 100 characters',
    ],
  ])('when the address has %s, then the field is refused', async (_, address, field, message) => {
    expect(await problemsOf(address)).toMatchObject({ [field]: message });
  });

  it('when a country’s addresses have no region, then one given is kept but not required', async () => {
    expect(
      await problemsOf({
        name: 'Ada',
        line1: 'Unter den Linden 1',
        city: 'Berlin',
        postcode: '10117',
        country: 'DE',
      }),
    ).toEqual({});
  });
});

describe('addressLines', () => {
  it('when an address is written out, then it follows its country’s format and ends with the country', () => {
    expect(addressLines({ ...sanFrancisco, country: 'US' })).toEqual([
      'Ada Rider',
      '500 Market St',
      'San Francisco, CA 94105',
      'United States',
    ]);
    expect(
      addressLines({
        name: 'Ada',
        line1: 'Unter den Linden 1',
        city: 'Berlin',
        postcode: '10117',
        country: 'DE',
      }),
    ).toEqual(['Ada', 'Unter den Linden 1', '10117 Berlin', 'Germany']);
  });
});
