import { errorCodes, type ApiErrorBody } from '@moto-parts/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import {
  conflict,
  forbidden,
  HttpError,
  notFound,
  paymentProviderError,
  paymentProviderUnavailable,
  unauthenticated,
  validationFailed,
} from '../lib/http-error.ts';
import { errorHandler } from '../middleware/error-handler.ts';
import { buildOpenApiDocument } from './build-document.ts';
import { documentAjv, documentRef } from './document-ajv.ts';
import { errorStatuses, type ErrorStatus } from './error-responses.ts';

const document = buildOpenApiDocument();

/** Where the document holds a schema: parameters, bodies, responses, headers, components. */
function schemaPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  if (path.at(-2) === 'schemas' || path.at(-1) === 'schema') return [path];
  return Object.entries(value).flatMap(([key, child]) => schemaPaths(child, [...path, key]));
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    // As build.ts writes it.
    const { valid, errors } = await validator.validate(JSON.parse(JSON.stringify(document)));

    expect(errors).toBeUndefined();
    expect(valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds only schemas that compile as JSON Schema 2020-12 in strict mode', () => {
    const ajv = documentAjv(document);
    const schemas = schemaPaths(document);

    expect(schemas.length).toBeGreaterThan(50);
    for (const path of schemas)
      expect(() => ajv.compile({ $ref: documentRef(path) })).not.toThrow();
  });

  it('holds no default that its own schema refuses (a try-it tool offers defaults as input)', () => {
    const ajv = documentAjv(document);
    const withDefaults = schemaPaths(document).filter((path) => {
      const schema = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        document,
      );
      return typeof schema === 'object' && schema !== null && 'default' in schema;
    });

    expect(withDefaults.length).toBeGreaterThan(0);
    for (const path of withDefaults) {
      const schema = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        document,
      );
      expect(
        ajv.validate({ $ref: documentRef(path) }, (schema as { default: unknown }).default),
        path.join('/'),
      ).toBe(true);
    }
  });

  it('pairs each error code with the status the API answers it with', () => {
    const codes = Object.values(errorStatuses).flatMap(({ codes }) => codes);
    expect(codes.toSorted()).toEqual(errorCodes.toSorted());

    const answered = (error: unknown) => {
      let sent: { status?: number; body?: ApiErrorBody } = {};
      const res = {
        status: (status: number) => ({ json: (body: ApiErrorBody) => (sent = { status, body }) }),
      } as unknown as Response;
      errorHandler(error, {} as Request, res, () => {});
      return [sent.status, sent.body?.error.code];
    };
    vi.spyOn(logger, 'error').mockImplementation(() => {});
    const errors = [
      validationFailed('x'),
      unauthenticated(),
      forbidden(),
      notFound(),
      conflict('x'),
      new HttpError(429, 'rate_limited', 'x'),
      paymentProviderError('x'),
      paymentProviderUnavailable(),
      { type: 'entity.parse.failed', status: 400 },
      { type: 'entity.too.large', status: 413 },
      new Error('unforeseen'),
    ];
    for (const [status, code] of errors.map(answered)) {
      expect(errorStatuses[status as ErrorStatus].codes).toContain(code);
    }
  });
});
