import type { ErrorObject, ValidateFunction } from 'ajv';
import { jsonSchemaAjv } from '../openapi/document-ajv.ts';
import { inputJsonSchema, type InputSchema } from '../openapi/request-schemas.ts';

/** What an input arrives as: a JSON body, or a query string, whose values are all text. */
export type InputKind = 'body' | 'query';

const ajvs = {
  body: jsonSchemaAjv(),
  // A query's `limit=5` is the integer 5, as a client generated from the document writes it.
  query: jsonSchemaAjv({ coerceTypes: true }),
};
/** Each input's JSON Schema, compiled on its first request. */
const compiled = { body: new WeakMap<InputSchema, ValidateFunction>(), query: new WeakMap() };

/** `fitment[0].make`, as yup names a field, from ajv's `/fitment/0/make`. */
function fieldOf({ instancePath, params }: ErrorObject) {
  const path = instancePath
    .split('/')
    .slice(1)
    .map((key) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`))
    .join('')
    .replace(/^\./, '');
  const missing = (params as { missingProperty?: string }).missingProperty;
  return [path, missing].filter(Boolean).join('.') || '_';
}

/**
 * What the OpenAPI document refuses in an input that the yup schema accepted, by field (empty
 * when nothing). The document's request schemas are converted from the yup schemas, but yup
 * also casts and trims: `5` passes as a name, and text past its `maxLength` once trimmed.
 * Clients generated from the document are told such input is invalid, so the API refuses it
 * too (docs/decisions/0024-openapi-document.md).
 */
export function contractFaults(
  schema: InputSchema,
  input: Record<string, unknown>,
  kind: InputKind,
): Record<string, string> {
  let check = compiled[kind].get(schema) as ValidateFunction | undefined;
  if (!check) {
    check = ajvs[kind].compile(inputJsonSchema(schema));
    compiled[kind].set(schema, check);
  }
  // A copy: coercion writes the values it reads.
  if (check({ ...input })) return {};
  const faults: Record<string, string> = {};
  for (const error of check.errors ?? []) faults[fieldOf(error)] ??= error.message ?? 'is invalid';
  return faults;
}
