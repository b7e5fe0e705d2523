// fast-check arbitraries drawn from the JSON Schemas of the OpenAPI document, as a client
// generated from the document would send: values a schema accepts, and values it refuses
// (one field bent against one of its keywords, a required field dropped, an unknown field
// added). Only the keywords the document's request schemas use are read; each arbitrary is
// checked against the schema itself, so a keyword read wrongly fails the test that draws it.
import fc from 'fast-check';
import type { SchemaObject } from 'openapi3-ts/oas31';
import { jsonSchemaAjv } from '../../functions/src/openapi/document-ajv.ts';

type Schema = SchemaObject & { dependentRequired?: Record<string, string[]> };

/** The schema's one type (the document writes `["boolean"]` for some). */
const typeOf = ({ type }: Schema) => (Array.isArray(type) ? type[0] : type);

const ajv = jsonSchemaAjv();
const accepts = (schema: Schema, value: unknown) => ajv.validate(schema, value);

/** A string within the schema's lengths, of letters and the odd space or sign. */
function text(schema: Schema) {
  const { minLength = 0, maxLength = 40, pattern, format } = schema;
  if (format === 'email') return fc.emailAddress();
  if (format === 'uri') return fc.webUrl({ validSchemes: ['https'] });
  if (pattern) {
    // A pattern may allow more than the schema's length (the phone's separators).
    const { maxLength: most = Infinity } = schema;
    return fc
      .stringMatching(new RegExp(pattern))
      .filter(({ length }) => length >= minLength && length <= most);
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, 60) }),
    fc.string({ minLength: maxLength, maxLength }),
  );
}

function anyOf(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...(schema.oneOf as Schema[]).map(anyOf));
  switch (typeOf(schema)) {
    case 'string':
      return text(schema);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 3_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? (schema.exclusiveMinimum as number | undefined) ?? -1_000,
        max: schema.maximum ?? 1_000_000,
        noNaN: true,
      });
    case 'array':
      return fc.array(anyOf((schema.items ?? {}) as Schema), {
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties as Record<string, Schema> | undefined;
      return fc.record(
        Object.fromEntries(
          Object.entries(properties ?? {}).map(([key, value]) => [key, anyOf(value)]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
    }
    default:
      // No type: a field the API accepts and ignores.
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values the schema accepts. */
export const validFor = (schema: Schema): fc.Arbitrary<unknown> =>
  anyOf(schema).filter((value) => accepts(schema, value));

/** Values of another JSON type than the schema's. */
function wrongType(schema: Schema): unknown[] {
  const all: Record<string, unknown> = {
    string: 'text',
    integer: 7,
    number: 2.5,
    boolean: true,
    array: ['x'],
    object: { x: 1 },
    null: null,
  };
  const own = typeOf(schema);
  return Object.entries(all)
    .filter(([type]) => type !== own && !(own === 'number' && type === 'integer'))
    .map(([, value]) => value);
}

/** Values that break one of the schema's own keywords (as far as it has any). */
function brokenValues(schema: Schema): unknown[] {
  if (typeOf(schema) === undefined && !schema.oneOf) return [];
  const broken: unknown[] = [...wrongType(schema)];
  const { minLength, maxLength, minimum, maximum, exclusiveMinimum, maxItems, items } = schema;
  if (schema.enum) broken.push(`not-${String(schema.enum[0])}`);
  if (minLength !== undefined) broken.push('');
  if (maxLength !== undefined) {
    broken.push('x'.repeat(maxLength + 1));
    // Within the length once trimmed, past it as sent.
    broken.push(` ${'x'.repeat(Math.max(maxLength - 1, 0))}  `);
  }
  if (schema.pattern) broken.push('!', 'x'.repeat(8));
  if (schema.format === 'email') broken.push('no-at-sign', 'a@', ' a@example.com');
  if (schema.format === 'uri') broken.push('not a url', 'https://exa mple.com');
  if (minimum !== undefined) broken.push(minimum - 1);
  if (maximum !== undefined) broken.push(maximum + 1);
  if (typeof exclusiveMinimum === 'number') broken.push(exclusiveMinimum);
  if (typeOf(schema) === 'integer') broken.push(1.5);
  if (maxItems !== undefined && items)
    broken.push(Array.from({ length: maxItems + 1 }, () => ({})));
  if (items) broken.push(...brokenValues(items as Schema).map((value) => [value]));
  return broken;
}

/**
 * Bodies the schema (an object's) refuses: a valid one with one required field dropped, one
 * field given a value that breaks its schema, or a field added that the schema does not
 * list; or no object at all.
 */
export function invalidFor(schema: Schema): fc.Arbitrary<unknown> {
  const objects = schema.oneOf ? (schema.oneOf as Schema[]) : [schema];
  const bent = fc.oneof(
    ...objects.map((object) => {
      const properties = Object.entries((object.properties ?? {}) as Record<string, Schema>);
      const changes: fc.Arbitrary<(body: Record<string, unknown>) => Record<string, unknown>>[] = [
        fc
          .constantFrom('unexpected', 'role', '__proto__')
          .map((key) => (body) => Object.fromEntries([...Object.entries(body), [key, 'x']])),
      ];
      if (object.required?.length) {
        changes.push(
          fc
            .constantFrom(...object.required)
            .map(
              (key) => (body) =>
                Object.fromEntries(Object.entries(body).filter(([name]) => name !== key)),
            ),
        );
      }
      const breakable = properties.flatMap(([key, property]) =>
        brokenValues(property).map((value) => [key, value] as const),
      );
      if (breakable.length > 0) {
        changes.push(
          fc
            .constantFrom(...breakable)
            .map(([key, value]) => (body) => ({ ...body, [key]: value })),
        );
      }
      return fc
        .tuple(validFor(object) as fc.Arbitrary<Record<string, unknown>>, fc.oneof(...changes))
        .map(([body, change]) => change(body));
    }),
  );
  return fc
    .oneof(
      { weight: 9, arbitrary: bent },
      { weight: 1, arbitrary: fc.constantFrom([], 'text', 42, null) },
    )
    .filter((value) => !accepts(schema, value));
}

/** Text for a query parameter of `schema`, as a URL carries every value. */
export const validQueryValue = (schema: Schema) => validFor(schema).map(String);

/** Text no value of `schema` is written as (a number's text stands for the number). */
export function invalidQueryValues(schema: Schema): string[] {
  const numeric = ['integer', 'number'].includes(typeOf(schema) ?? '');
  return brokenValues(schema)
    .filter((value) => ['string', 'number', 'boolean'].includes(typeof value))
    .map(String)
    .filter((value) => {
      const asNumber = value.trim() === '' ? NaN : Number(value);
      return !accepts(schema, numeric && !Number.isNaN(asNumber) ? asNumber : value);
    });
}
