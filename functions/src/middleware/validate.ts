import type { Request } from 'express';
import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { validationFailed } from '../lib/http-error.ts';
import type { InputKind } from './input-contract.ts';

// Loaded with the first input: no cold start pays for the converter and ajv.
const inputContract = () => import('./input-contract.ts');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a JSON value holds text with half a UTF-16 surrogate pair (JSON may escape one,
 * `"\ud83d"`). Such text is not valid UTF-8, so Firestore refuses the write, after retries.
 */
const hasBrokenText = (value: unknown): boolean =>
  typeof value === 'string'
    ? !value.isWellFormed()
    : typeof value === 'object' && value !== null && Object.values(value).some(hasBrokenText);

const isTextField = (field: unknown) =>
  (field as { type?: unknown } | undefined)?.type === 'string';

/**
 * Validates input against a shared contracts schema and answers the cast value, so handlers
 * only ever see clean, typed input. Every problem is reported at once, by field. Fields the
 * schema does not know are refused rather than dropped (yup's `noUnknown` only refuses them
 * in strict mode), so a client learns at once that, say, `role` is not something it may send.
 */
async function validate<S extends ObjectSchema<AnyObject>>(
  schema: S,
  input: unknown,
  kind: InputKind,
): Promise<InferType<S>> {
  if (!isPlainObject(input)) throw validationFailed(`The request ${kind} must be a JSON object`);
  // Own keys only: `constructor` or `__proto__` must not pass as fields the schema inherits.
  const unknownFields = Object.keys(input).filter((key) => !Object.hasOwn(schema.fields, key));
  if (unknownFields.length > 0) {
    throw validationFailed(
      `Unknown field: ${unknownFields.join(', ')}`,
      Object.fromEntries(unknownFields.map((key) => [key, 'This field is not accepted'])),
    );
  }
  // yup passes a list or an object given for a text field on to its `trim` and `lowercase`,
  // which then throw a TypeError (a 500): refuse them here as the wrong type.
  const notText = Object.keys(input).filter(
    (key) =>
      isTextField(schema.fields[key]) && typeof input[key] === 'object' && input[key] !== null,
  );
  if (notText.length > 0) {
    throw validationFailed(
      `Give ${notText.join(', ')} as text`,
      Object.fromEntries(notText.map((key) => [key, 'This field must be text'])),
    );
  }
  const brokenText = Object.keys(input).filter((key) => hasBrokenText(input[key]));
  if (brokenText.length > 0) {
    throw validationFailed(
      `${brokenText.join(', ')} holds a broken character`,
      Object.fromEntries(brokenText.map((key) => [key, 'This text has a broken character'])),
    );
  }
  let value: InferType<S>;
  try {
    value = await schema.validate(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      fields[inner.path || '_'] ??= inner.message;
    }
    throw validationFailed(error.errors[0] ?? 'Invalid input', fields);
  }
  // Then as sent, against the OpenAPI document, which yup's casts and trims may not agree with.
  const faults = (await inputContract()).contractFaults(schema, input, kind);
  const [field, why] = Object.entries(faults)[0] ?? [];
  if (field !== undefined) {
    throw validationFailed(`${field} ${why} (see the API's OpenAPI document)`, faults);
  }
  return value;
}

/** The request's JSON body, validated; a missing body counts as `{}`. */
export const parseBody = <S extends ObjectSchema<AnyObject>>(req: Request, schema: S) =>
  validate(schema, req.body ?? {}, 'body');

/** The request's query string, validated; a parameter given twice is refused. */
export async function parseQuery<S extends ObjectSchema<AnyObject>>(req: Request, schema: S) {
  const repeated = Object.keys(req.query).filter((key) => typeof req.query[key] !== 'string');
  if (repeated.length > 0) {
    throw validationFailed(
      `Give ${repeated.join(', ')} only once`,
      Object.fromEntries(repeated.map((key) => [key, 'Give this parameter only once'])),
    );
  }
  return validate(schema, { ...req.query }, 'query');
}
