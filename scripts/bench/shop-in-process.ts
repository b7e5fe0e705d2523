// The API's Express app served in this process against the Firestore emulator (the same
// `createApp` the `api` function serves), with a bench part in a large stock and buyers with
// access tokens, so that calls can be measured without the Functions emulator in between.
// Several apps may be served at once, as several instances of the `api` function: each has
// its own memory (limiters, per-part queues) and shares only Firestore with the others.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { defaultOrderHoldMinutes } from '../../functions/src/lib/limits.ts';
import { Timestamp } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/app.ts';
import { signAccessToken } from '../../functions/src/lib/access-token.ts';
import { lazyStripe } from '../../functions/src/lib/stripe-client.ts';
import { catalogueIndexFields } from '../../functions/src/services/part-search.ts';
import { emulatorAdmin } from '../lib/emulator-admin.ts';
import { stripeSandbox } from '../lib/local-contract.ts';

export const benchPartId = 'bench-brake-pads';

export async function startShopInProcess({ instances = 1 } = {}) {
  const { db, auth } = emulatorAdmin();
  const secret = randomBytes(32).toString('hex');
  const servers = await Promise.all(
    Array.from({ length: instances }, async () => {
      const app = createApp({
        db,
        auth,
        accessTokenSecret: () => secret,
        stripe: lazyStripe(() => stripeSandbox.secretKey, stripeSandbox.url),
        stripeWebhookSecret: () => secret,
        orderHoldMinutes: () => defaultOrderHoldMinutes,
        // The bench's client writes each request's shopper address as one proxy in front
        // would (bench/load-worker.ts).
        trustProxyHops: () => 1,
        // No Cloud Tasks here: these orders are not kept past their hold.
        scheduleHoldExpiry: async () => {},
      });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      return server;
    }),
  );
  /** Each instance's address, in the order they were started. */
  const urls = servers.map(
    (server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  );
  const [url = ''] = urls;

  /**
   * `count` buyers with their access tokens (and user documents, as a sign-in makes). They
   * want no order emails: every message would run the emulated mail functions beside what
   * is measured (the receipt and refund messages, which always go, follow no order here).
   */
  async function buyers(prefix: string, count: number) {
    return Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const uid = `${prefix}-${index}`;
        const email = `${uid}@bench.test`;
        await db
          .collection('users')
          .doc(uid)
          .set({ email, name: `Bench ${index}`, orderEmails: false });
        return { uid, email, token: signAccessToken({ uid, email }, secret) };
      }),
    );
  }

  /** An admin (an Auth account and the role) with its access token, for the admins' calls. */
  async function admin(uid: string) {
    const email = `${uid}@bench.test`;
    await auth.createUser({ uid, email }).catch((error: { code?: string }) => {
      if (error.code !== 'auth/uid-already-exists') throw error;
    });
    await db.collection('users').doc(uid).set({ email, name: 'Bench Admin', role: 'admin' });
    return { uid, email, token: signAccessToken({ uid, email }, secret) };
  }

  /** A part with `stock` units and a minimum order of 1, written as the API writes parts. */
  const benchFit = { fitsAllBikes: true, fitment: [] };
  async function stockPart(id: string, stock: number) {
    const now = Timestamp.now();
    await db
      .collection('parts')
      .doc(id)
      .set({
        name: 'Bench Brake Pads',
        image: '/images/parts/brake-pads.svg',
        description: 'A part for the benchmark.',
        priceCents: 1850,
        minOrder: 1,
        availableQuantity: stock,
        category: 'brakes',
        ...benchFit,
        ...catalogueIndexFields('Bench Brake Pads', {}, benchFit),
        createdAt: Timestamp.fromMillis(0),
        updatedAt: now,
      });
  }

  const close = () =>
    Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return { db, url, urls, buyers, admin, stockPart, close };
}

export type ShopInProcess = Awaited<ReturnType<typeof startShopInProcess>>;
