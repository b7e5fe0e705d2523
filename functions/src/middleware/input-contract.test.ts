import {
  listPartsQuerySchema,
  placeOrderInputSchema,
  updatePartInputSchema,
} from '@moto-parts/contracts';
import { describe, expect, it } from 'vitest';
import { contractFaults } from './input-contract.ts';

const order = { partId: 'drilled-brake-disc', quantity: 4, address: '1 Road', phone: '5550100' };
const fitment = [{ make: 'Yamaha', model: 'MT-07', fromYear: 2014, toYear: 2020 }];

describe('what the OpenAPI document refuses in a body that yup accepts', () => {
  it('is nothing for a body as the document describes it', async () => {
    expect(await placeOrderInputSchema.isValid(order)).toBe(true);
    expect(contractFaults(placeOrderInputSchema, order, 'body')).toEqual({});
  });

  it.each([
    ['text as a number', { ...order, address: 12 }, 'address', 'must be string'],
    [
      'text past its length before trimming',
      { ...order, address: `${'a'.repeat(199)}  ` },
      'address',
      'must NOT have more than 200 characters',
    ],
  ])(
    'names the field given %s, which yup casts or trims into shape',
    async (_what, body, field, why) => {
      expect(await placeOrderInputSchema.isValid(body)).toBe(true);
      expect(contractFaults(placeOrderInputSchema, body, 'body')).toEqual({ [field]: why });
    },
  );

  it('names a field of a fitment line as yup does', () => {
    const body = { fitment: [{ ...fitment[0], fromYear: '2014' }] };
    expect(contractFaults(updatePartInputSchema, body, 'body')).toEqual({
      'fitment[0].fromYear': 'must be integer',
    });
  });

  it("reads a query's values as the document's types, and its text as sent", async () => {
    expect(
      contractFaults(listPartsQuerySchema, { limit: '6', sort: 'price-asc' }, 'query'),
    ).toEqual({});
    const padded = { q: ` ${'x'.repeat(39)}  ` };
    expect(await listPartsQuerySchema.isValid(padded)).toBe(true);
    expect(contractFaults(listPartsQuerySchema, padded, 'query')).toEqual({
      q: 'must NOT have more than 40 characters',
    });
    expect(contractFaults(listPartsQuerySchema, { limit: 'six' }, 'query')).toEqual({
      limit: 'must be integer',
    });
  });
});
