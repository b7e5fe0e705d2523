import {
  createPartInputSchema,
  listPartsQuerySchema,
  phoneSchema,
  placeOrderInputSchema,
  profileInputSchema,
  returnRequestInputSchema,
  shippingZoneInputSchema,
  updatePartInputSchema,
} from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { jsonSchemaAjv } from './document-ajv.ts';
import { inputJsonSchema, type InputSchema } from './request-schemas.ts';

const ajv = jsonSchemaAjv();

/** Whether the yup schema and its JSON Schema in the document accept `input` alike. */
async function verdicts(schema: InputSchema, input: object) {
  return {
    yup: await schema.isValid(input, { abortEarly: false }),
    document: ajv.validate(inputJsonSchema(schema), input),
  };
}

const order = { partId: 'drilled-brake-disc', quantity: 4, address: '1 Road', phone: '5550100' };
const part = {
  name: 'Guard',
  sku: 'MP-GD-0100',
  crossReferences: [{ brand: 'Yamaha', number: '1WS-21731-00' }],
  image: 'https://example.com/guard.jpg',
  price: 39.5,
  availableQuantity: 20,
  lot: { code: 'G-1', madeOn: '2026-10-01' },
  minOrder: 1,
  description: 'A guard.',
  category: 'controls',
  fitsAllBikes: false,
  fitment: [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }],
};

describe('the request schemas of the document', () => {
  it.each([
    ['5550100', true],
    ['+44 20-7946 0958', true],
    [' - 555 0100 ', true],
    ['555 01', false],
    ['5+550100', false],
    ['555-0100 ext 2', false],
    ['1234567890123456', false],
    [`5550100${' '.repeat(26)}`, false],
    [' '.repeat(16 * 1024), false],
  ])('take the phone %s as the API does: %s', async (phone, valid) => {
    expect(await phoneSchema.isValid(phone)).toBe(valid);
    expect(await verdicts(placeOrderInputSchema, { ...order, phone })).toEqual({
      yup: valid,
      document: valid,
    });
  });

  it('say a new stock comes with the stock the admin saw, as its `.when` does', async () => {
    expect(await verdicts(updatePartInputSchema, { newQuantity: 3 })).toEqual({
      yup: false,
      document: false,
    });
    expect(await verdicts(updatePartInputSchema, { newQuantity: 3, expectedQuantity: 2 })).toEqual({
      yup: true,
      document: true,
    });
  });

  it('refuse a country named twice in a shipping zone, as its `unique` test does', async () => {
    const zone = {
      name: 'Nordics',
      countries: ['SE'],
      methods: [{ name: 'Post', rates: [{ price: 5 }] }],
    };

    expect(await verdicts(shippingZoneInputSchema, zone)).toEqual({ yup: true, document: true });
    expect(await verdicts(shippingZoneInputSchema, { ...zone, countries: ['SE', 'SE'] })).toEqual({
      yup: false,
      document: false,
    });
  });

  it('refuse empty text where a field is required, as `required` does', async () => {
    expect(await verdicts(placeOrderInputSchema, { ...order, address: '' })).toEqual({
      yup: false,
      document: false,
    });
    expect(await verdicts(updatePartInputSchema, { price: 12 })).toEqual({
      yup: true,
      document: true,
    });
  });

  it.each([
    ['an unknown make', { make: 'Acme' }],
    ['an unknown model', { model: 'Classic 999' }],
    ['a year before any model was built', { fromYear: 1950 }],
    ['a year after any model was built', { toYear: 2099 }],
  ])('refuse a fitment line with %s, as the list of bikes does', async (_what, change) => {
    const line = { ...part.fitment[0], ...change };
    expect(await verdicts(createPartInputSchema, { ...part, fitment: [line] })).toEqual({
      yup: false,
      document: false,
    });
  });

  it.each([
    ['a bike of the list', {}, true],
    ['an unknown make', { make: 'Acme' }, false],
    ['a year after any model was built', { year: 2099 }, false],
    ['a field a bike has not', { colour: 'red' }, false],
  ])(
    'take a wrong-fit return naming %s as the list of bikes does',
    async (_what, change, valid) => {
      const bike = { make: 'Yamaha', model: 'MT-07', year: 2018, ...change };
      const asked = { partId: 'drilled-brake-disc', quantity: 1, reason: 'wrong-fit', bike };
      expect(await verdicts(returnRequestInputSchema, asked)).toEqual({
        yup: valid,
        document: valid,
      });
    },
  );

  it('name the makes, models and years of the catalogue filters', async () => {
    const query = inputJsonSchema(listPartsQuerySchema);
    expect(await verdicts(listPartsQuerySchema, { make: 'Yamaha', model: 'MT-07' })).toEqual({
      yup: true,
      document: true,
    });
    expect(ajv.validate(query, { make: 'Acme' })).toBe(false);
    expect(ajv.validate(query, { year: 1800 })).toBe(false);
  });

  it('accept the fields the API accepts and ignores', async () => {
    const legacy = { ...order, name: 'Ann', email: 'a@example.com', totalPrice: 12 };
    expect(await verdicts(placeOrderInputSchema, legacy)).toEqual({ yup: true, document: true });
    expect(inputJsonSchema(placeOrderInputSchema).properties?.totalPrice).toMatchObject({
      deprecated: true,
    });
  });

  it('refuse unknown fields at the top, as middleware/validate.ts does, and in fitment lines', async () => {
    expect(ajv.validate(inputJsonSchema(profileInputSchema), { role: 'admin' })).toBe(false);
    const extraLine = { ...part, fitment: [{ ...part.fitment[0], colour: 'red' }] };
    expect(await verdicts(createPartInputSchema, part)).toEqual({ yup: true, document: true });
    expect(await verdicts(createPartInputSchema, extraLine)).toEqual({
      yup: false,
      document: false,
    });
  });
});
