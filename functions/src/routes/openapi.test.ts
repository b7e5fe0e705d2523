import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouter } from '../api-router.ts';
import type { AppDeps } from '../deps.ts';
import { cacheControls } from '../lib/cache-control.ts';
import { openapiHandlers } from './openapi.ts';

/** Enough of the app's dependencies to build its router: serving the document calls none. */
const stubDeps = { db: {}, auth: {} } as unknown as AppDeps;

describe('GET /openapi.json', () => {
  const text = '{"openapi":"3.1.0","info":{},"paths":{}}\n';
  let server: ReturnType<express.Express['listen']>;
  let url: string;

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, text);
    server = express()
      .use(apiRouter(stubDeps, openapiHandlers(pathToFileURL(file))))
      .listen(0, '127.0.0.1');
    await new Promise((listening) => server.once('listening', listening));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
  });

  afterAll(() => server.close());

  it('serves the built document as JSON, cacheable by anyone', async () => {
    const response = await fetch(url);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(cacheControls.publicDocument);
    expect(await response.text()).toBe(text);
  });
});
