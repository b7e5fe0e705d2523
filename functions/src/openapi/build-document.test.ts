import { errorCodes, type ApiErrorBody } from '@moto-parts/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDeps } from '../deps.ts';
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
import { httpMethods } from './api-calls.ts';
import { buildOpenApiDocument } from './build-document.ts';
import { documentAjv, documentRef } from './document-ajv.ts';
import { errorStatuses, type ErrorStatus } from './error-responses.ts';

const document = buildOpenApiDocument();

/** Every operation of the document, as `METHOD /path` with Express's `:name` parameters. */
const describedRoutes = () =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    httpMethods
      .filter((method) => item[method])
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );

/** Where the document holds a schema: parameters, bodies, responses, headers, components. */
function schemaPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  if (path.at(-2) === 'schemas' || path.at(-1) === 'schema') return [path];
  return Object.entries(value).flatMap(([key, child]) => schemaPaths(child, [...path, key]));
}

/** What of Express 5's router a walk over its routes reads (its `stack` of layers). */
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  /** A mounted router's path; `slash` when it is mounted at the root. */
  rawPath?: unknown;
  slash?: boolean;
}

/** `METHOD /path` of every route the app registers, under the path each router is mounted at. */
function registeredRoutes(stack: Layer[], mountPath = ''): string[] {
  return stack.flatMap(({ route, handle, rawPath, slash }) => {
    if (route) {
      return Object.keys(route.methods).map(
        (method) => `${method.toUpperCase()} ${mountPath}${route.path}`,
      );
    }
    if (!handle.stack) return [];
    if (!slash && typeof rawPath !== 'string') throw new Error('A router mounted at a pattern');
    return registeredRoutes(handle.stack, slash ? mountPath : `${mountPath}${rawPath}`);
  });
}

/** Enough of the app's dependencies to build it: listing its routes calls none of them. */
const stubDeps = { db: {}, auth: {} } as unknown as AppDeps;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    // As build.ts writes it.
    const { valid, errors } = await validator.validate(JSON.parse(JSON.stringify(document)));

    expect(errors).toBeUndefined();
    expect(valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route the app registers, and none it does not', () => {
    const app = createApp(stubDeps) as unknown as { router: { stack: Layer[] } };
    const registered = new Set(registeredRoutes(app.router.stack));

    // The app serves the same routes at `/api` (the Hosting rewrite) and at its root.
    const described = describedRoutes().flatMap((route) => {
      const [method, path] = route.split(' ');
      return [route, `${method} /api${path}`];
    });
    expect([...registered].sort()).toEqual(described.sort());
  });

  it('holds only schemas that compile as JSON Schema 2020-12 in strict mode', () => {
    const ajv = documentAjv(document);
    const schemas = schemaPaths(document);

    expect(schemas.length).toBeGreaterThan(50);
    for (const path of schemas)
      expect(() => ajv.compile({ $ref: documentRef(path) })).not.toThrow();
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
