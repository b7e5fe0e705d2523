import type { RequestHandler } from 'express';
import { ValidationError, type ObjectSchema, type AnyObject } from 'yup';
import { validationFailed } from '../lib/http-error.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates the JSON body against a shared contracts schema and replaces it with the cast
 * value, so handlers only ever see clean input. Fields the schema does not know are refused
 * rather than dropped (yup's `noUnknown` only refuses them in strict mode), so that a
 * client learns at once that, say, `role` is not something it may send.
 */
export const validateBody =
  (schema: ObjectSchema<AnyObject>): RequestHandler =>
  async (req, _res, next) => {
    const body: unknown = req.body ?? {};
    if (!isPlainObject(body)) throw validationFailed('The request body must be a JSON object');
    const unknownFields = Object.keys(body).filter((key) => !(key in schema.fields));
    if (unknownFields.length > 0) {
      throw validationFailed(
        `Unknown field: ${unknownFields.join(', ')}`,
        Object.fromEntries(unknownFields.map((key) => [key, 'This field is not accepted'])),
      );
    }
    try {
      req.body = await schema.validate(body, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const fields: Record<string, string> = {};
      for (const inner of error.inner.length > 0 ? error.inner : [error]) {
        fields[inner.path || '_'] ??= inner.message;
      }
      throw validationFailed(error.errors[0] ?? 'Invalid input', fields);
    }
    next();
  };
