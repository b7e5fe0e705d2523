// Serves a web build on a port of its own, as Hosting serves web/dist: its files gzipped, the
// empty shell for any other path, and /api passed to the emulators' Hosting. The bench serves
// the shop's own build and each build without one trick (tricks.ts) the same way, so their
// figures differ only by the trick.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { host, shopUrl } from '../lib/local-contract.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = /^(text\/|application\/(json|manifest)|image\/svg)/;

/** `pages`: path → file served for it (Home's `/` → `index.html` in the shop's own build). */
export async function serveBuild(dir: string, pages: Record<string, string> = {}) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', shopUrl);
    if (url.pathname.startsWith('/api/')) {
      const answer = await fetch(new URL(url.pathname + url.search, shopUrl));
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file =
      pages[url.pathname] ?? (path.extname(url.pathname) ? url.pathname.slice(1) : 'app.html');
    const body = await readFile(path.join(dir, path.normalize(file))).catch(() => undefined);
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    const gzip =
      compressible.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': type,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
