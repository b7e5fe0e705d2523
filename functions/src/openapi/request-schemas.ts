import { phoneSchema, updatePartInputSchema } from '@moto-parts/contracts';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { Schema, type AnyObject, type ObjectSchema } from 'yup';

/** A body or query schema, as routes pass them to `parseBody` and `parseQuery`. */
export type InputSchema = ObjectSchema<AnyObject>;

/**
 * What some fields' yup schemas check that a converter cannot read from them (it sees tests
 * and transforms only by name). Each is held to the yup schema in request-schemas.test.ts.
 */
const fieldHelp = new Map<Schema, SchemaObject>([
  // The phone's transform drops spaces and dashes before its pattern is checked, so
  // "+44 20-7946 0958" is a phone number: the same pattern, with those allowed anywhere.
  [phoneSchema, { pattern: String.raw`^[\s-]*\+?(?:[\s-]*[0-9]){6,15}[\s-]*$` }],
]);

/** JSON Schema 2020-12's `dependentRequired`, which openapi3-ts's typings leave out. */
type DependentRequired = SchemaObject & { dependentRequired: Record<string, string[]> };

const inputHelp = new Map<InputSchema, DependentRequired>([
  // Its `.when`: a new stock comes with the stock the admin saw (decision 0020).
  [updatePartInputSchema, { dependentRequired: { newQuantity: ['expectedQuantity'] } }],
]);

/** yup's `required` refuses empty text as well as a missing field. */
const requiredText = (field: Schema): SchemaObject =>
  field.type === 'string' && !field.spec.optional ? { minLength: 1 } : {};

/** A field that `.strip()` drops: older clients send it, so it is accepted and ignored. */
const ignoredField: SchemaObject = {
  deprecated: true,
  description: 'Accepted and ignored: the 2022 client sends it',
};

/**
 * Every object of an input refuses fields it does not list: middleware/validate.ts refuses
 * them at the top, and the nested objects (fitment lines) are `noUnknown` and strict.
 */
function closed(schema: SchemaObject | ReferenceObject): SchemaObject | ReferenceObject {
  if ('$ref' in schema) return schema;
  const { properties, items } = schema;
  return {
    ...schema,
    ...(properties && {
      additionalProperties: false,
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, closed(property)]),
      ),
    }),
    ...(items && { items: closed(items) }),
  };
}

/** The JSON Schema of a body or query, converted from the very yup schema the route uses. */
export function inputJsonSchema(input: InputSchema): SchemaObject {
  // Typed for draft-07: the keywords it writes for these schemas mean the same in 2020-12 (a
  // tuple's `items` would not; no input has one).
  const converted = convertSchema(input) as SchemaObject;
  const properties = { ...converted.properties };
  for (const [name, field] of Object.entries(input.fields)) {
    if (!(field instanceof Schema)) continue;
    properties[name] = field.spec.strip
      ? ignoredField
      : { ...properties[name], ...requiredText(field), ...fieldHelp.get(field) };
  }
  return closed({ ...converted, properties, ...inputHelp.get(input) }) as SchemaObject;
}

/** The query parameters a query schema takes, one per field. */
export function queryParameters(query: InputSchema): ParameterObject[] {
  const { properties = {}, required = [] } = inputJsonSchema(query);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}
