import fc from 'fast-check';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { describe, expect, it } from 'vitest';
import { jsonSchemaAjv } from '../../functions/src/openapi/document-ajv.ts';
import { invalidFor, invalidQueryValues, validFor, validQueryValue } from './schema-arbitraries.ts';

const ajv = jsonSchemaAjv();

// A body with every keyword the document's request schemas use.
const body: SchemaObject = {
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 20 },
    phone: { type: 'string', pattern: '^[0-9]{7,15}$' },
    email: { type: 'string', format: 'email' },
    quantity: { type: 'integer', minimum: 1, maximum: 100 },
    price: { type: 'number', exclusiveMinimum: 0, maximum: 1000 },
    category: { type: 'string', enum: ['brakes', 'engine'] },
    paid: { type: 'boolean' },
    lines: {
      type: 'array',
      maxItems: 2,
      items: {
        type: 'object',
        properties: { year: { type: 'integer' } },
        required: ['year'],
        additionalProperties: false,
      },
    },
    legacy: { deprecated: true },
  },
  required: ['name', 'quantity'],
  additionalProperties: false,
};

describe('arbitraries drawn from a JSON Schema', () => {
  it('draw bodies the schema accepts, with and without each optional field', () => {
    const drawn = fc.sample(validFor(body), 200) as Record<string, unknown>[];

    expect(drawn.every((value) => ajv.validate(body, value))).toBe(true);
    expect(drawn.some((value) => 'phone' in value)).toBe(true);
    expect(drawn.some((value) => !('phone' in value))).toBe(true);
  });

  it('draw bodies the schema refuses, each for one of its keywords', () => {
    // A fixed seed: some keywords come once in a few hundred draws, so an unseeded sample
    // of any size could miss one by chance; this one must hold them all.
    const drawn = fc.sample(invalidFor(body), { numRuns: 2_000, seed: 19 });
    const broken = new Set<string>();
    for (const value of drawn) {
      expect(ajv.validate(body, value)).toBe(false);
      for (const { keyword } of ajv.errors ?? []) broken.add(keyword);
    }

    expect([...broken].sort()).toEqual(
      expect.arrayContaining([
        'additionalProperties',
        'enum',
        'exclusiveMinimum',
        'format',
        'maxItems',
        'maxLength',
        'maximum',
        'minLength',
        'minimum',
        'pattern',
        'required',
        'type',
      ]),
    );
  });

  it('write query values as text that reads as the schema says, or not', () => {
    const limit: SchemaObject = { type: 'integer', minimum: 1, maximum: 50 };

    expect(fc.sample(validQueryValue(limit), 50).every((text) => /^\d+$/.test(text))).toBe(true);
    expect(invalidQueryValues(limit)).toEqual(expect.arrayContaining(['text', '0', '51', '1.5']));
    expect(invalidQueryValues(limit)).not.toContain('7');
  });
});
