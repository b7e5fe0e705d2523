import {
  bikeSchema,
  fitmentLineSchema,
  listPartsQuerySchema,
  motorcycleMakes,
  motorcycleModels,
  optionalPhoneSchema,
  phoneMaxLength,
  phoneSchema,
  shippingZoneInputSchema,
  updatePartInputSchema,
} from '@moto-parts/contracts';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas31';
import { ArraySchema, ObjectSchema, Schema, type AnyObject } from 'yup';

/** A body or query schema, as routes pass them to `parseBody` and `parseQuery`. */
export type InputSchema = ObjectSchema<AnyObject>;

/**
 * What some fields' yup schemas check that a converter cannot read from them (it sees tests
 * and transforms only by name). Each is held to the yup schema in request-schemas.test.ts.
 */
// A bike is a make and model of the shop's list, within the years that model was built; the
// document cannot say which model goes with which make, or which years with which model,
// but it can name the makes, the models and the years any of them was built.
const bike = {
  make: { enum: motorcycleMakes },
  model: { enum: [...new Set(motorcycleModels.map(({ model }) => model))] },
  year: {
    minimum: Math.min(...motorcycleModels.map(({ fromYear }) => fromYear)),
    maximum: Math.max(...motorcycleModels.map(({ toYear }) => toYear)),
  },
} satisfies Record<string, SchemaObject>;

// The phone's transform drops spaces and dashes before its pattern is checked, so
// "+44 20-7946 0958" is a phone number: the same pattern, with those allowed anywhere.
// Each digit takes the separators after it, so no two parts of the pattern can match the
// same spaces: it runs in linear time on any text.
const phoneHelp: SchemaObject = {
  pattern: String.raw`^[\s-]*(?:\+[\s-]*)?(?:[0-9][\s-]*){6,15}$`,
  maxLength: phoneMaxLength,
};

const fieldHelp = new Map<Schema, SchemaObject>([
  [phoneSchema, phoneHelp],
  [optionalPhoneSchema, phoneHelp],
  [fitmentLineSchema.fields.make as Schema, bike.make],
  [fitmentLineSchema.fields.model as Schema, bike.model],
  [fitmentLineSchema.fields.fromYear as Schema, bike.year],
  [fitmentLineSchema.fields.toYear as Schema, bike.year],
  [bikeSchema.fields.make as Schema, bike.make],
  [bikeSchema.fields.model as Schema, bike.model],
  [bikeSchema.fields.year as Schema, bike.year],
  [listPartsQuerySchema.fields.make as Schema, bike.make],
  [listPartsQuerySchema.fields.model as Schema, bike.model],
  [listPartsQuerySchema.fields.year as Schema, bike.year],
  // A zone names each country once.
  [shippingZoneInputSchema.fields.countries as Schema, { uniqueItems: true }],
]);

/** JSON Schema 2020-12's `dependentRequired`, which openapi3-ts's typings leave out. */
type DependentRequired = SchemaObject & { dependentRequired: Record<string, string[]> };

const inputHelp = new Map<InputSchema, DependentRequired>([
  // Its `.when`: a new stock comes with the stock the admin saw (docs/decisions/0020-security-review.md).
  [updatePartInputSchema, { dependentRequired: { newQuantity: ['expectedQuantity'] } }],
]);

/** An integer's size, as OpenAPI names it: 32 bits when its maximum fits them (nullable too). */
const integerFormat = ({ type, maximum }: SchemaObject): SchemaObject =>
  type === 'integer' || (Array.isArray(type) && type.includes('integer'))
    ? { format: maximum !== undefined && maximum < 2 ** 31 ? 'int32' : 'int64' }
    : {};

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

/**
 * A field's converted schema with what the converter cannot read from the yup schema, and its
 * fields' and items' in turn.
 */
function helped(field: Schema, converted: SchemaObject): SchemaObject {
  if (field.spec.strip) return ignoredField;
  const schema = { ...converted, ...integerFormat(converted), ...fieldHelp.get(field) };
  // yup's default object, `{}`, would fail the object's own `required`: a try-it tool would
  // offer it as a body.
  if (field instanceof ObjectSchema) delete schema.default;
  if (!schema.enum) Object.assign(schema, requiredText(field));
  if (field instanceof ObjectSchema && schema.properties) {
    const fields = field.fields as Record<string, unknown>;
    schema.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => {
        const inner = fields[name];
        const help = inner instanceof Schema && !('$ref' in property);
        return [name, help ? helped(inner, property) : property];
      }),
    );
  }
  if (
    field instanceof ArraySchema &&
    field.innerType &&
    schema.items &&
    !('$ref' in schema.items)
  ) {
    schema.items = helped(field.innerType as Schema, schema.items);
  }
  return schema;
}

/** The JSON Schema of one text field, such as a path parameter's. */
export const textFieldSchema = (field: Schema): SchemaObject =>
  helped(field, convertSchema(field) as SchemaObject);

/** The JSON Schema of a body or query, converted from the very yup schema the route uses. */
export function inputJsonSchema(input: InputSchema): SchemaObject {
  // Typed for draft-07: the keywords it writes for these schemas mean the same in 2020-12 (a
  // tuple's `items` would not; no input has one).
  const converted = helped(input, convertSchema(input) as SchemaObject);
  return closed({ ...converted, ...inputHelp.get(input) }) as SchemaObject;
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
