// The floor of any Express API over a Firestore operation: the operation behind a bare Express
// handler (no authentication, limits, validation or service layer), served in this process.
// Measured beside the API and the raw operation, it splits the API's overhead into what HTTP
// and Express cost on this machine, and what the API's own code adds.
import type Express from 'express';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

// The API's own Express (5, in functions/), not the 4 that the root's tools bring.
const express = createRequire(new URL('../../functions/package.json', import.meta.url))(
  'express',
) as typeof Express;

export async function serveBare(operation: () => Promise<unknown>) {
  const app = express();
  app.all('/', async (_req, res) => {
    res.json((await operation()) ?? null);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
