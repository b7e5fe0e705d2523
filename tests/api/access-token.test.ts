import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { localSecret } from '../../scripts/lib/local-secrets.ts';
import {
  callApi,
  createAuthUser,
  forgeAccessToken,
  resetEmulators,
  signInToApi,
  unsignedAccessToken,
} from '../support/emulators.ts';

const { db } = emulatorAdmin();
const inAnHour = () => new Date(Date.now() + 3_600_000);

beforeEach(resetEmulators);

describe('GET /admin/{email}', () => {
  it('when a customer asks about themselves, then admin is false', async () => {
    const rider = await signInToApi('rider@example.com');

    const { status, body } = await callApi('GET', '/admin/rider@example.com', {
      token: rider.accessToken,
    });

    expect(status).toBe(200);
    expect(body).toEqual({ admin: false });
  });

  it('when an admin asks about themselves, then admin is true', async () => {
    const admin = await signInToApi('boss@example.com');
    await db.collection('users').doc(admin.uid).update({ role: 'admin' });

    const { body } = await callApi('GET', '/admin/BOSS@example.com', { token: admin.accessToken });

    expect(body).toEqual({ admin: true });
  });

  it('when a user asks about someone else, then 403', async () => {
    const rider = await signInToApi('rider@example.com');

    const { status, body } = await callApi('GET', '/admin/boss@example.com', {
      token: rider.accessToken,
    });

    expect(status).toBe(403);
    expect(body).toMatchObject({ error: { code: 'forbidden' } });
  });
});

describe('the access token', () => {
  const caller = { uid: 'someone', email: 'someone@example.com' };

  const refused: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a token that is not a JWT', async () => 'garbage'],
    ['a token with alg none', async () => unsignedAccessToken(caller)],
    [
      'a token signed with another secret',
      () => forgeAccessToken(caller, 'not-the-secret', inAnHour()),
    ],
    [
      'an expired token',
      () =>
        forgeAccessToken(caller, localSecret('ACCESS_TOKEN_SECRET'), new Date(Date.now() - 1000)),
    ],
    ['a Firebase ID token instead', async () => (await createAuthUser(caller.email)).idToken],
  ];

  it.each(refused)('when a call carries %s, then 401 unauthenticated', async (_name, token) => {
    const response = await callApi('GET', `/admin/${caller.email}`, { token: await token() });

    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('when a token is signed with the real secret and unexpired, then it is accepted (the refusals above are not for other reasons)', async () => {
    const token = await forgeAccessToken(caller, localSecret('ACCESS_TOKEN_SECRET'), inAnHour());

    const response = await callApi('GET', `/admin/${caller.email}`, { token });

    expect(response.status).toBe(200);
  });

  // With the API's own token, PUT /user/{email} is the profile update, not the exchange.
  it('when an access token is sent with the token exchange’s body, then 400 (an incomplete profile) and nothing is written', async () => {
    const rider = await signInToApi('rider@example.com');
    await db.collection('users').doc(rider.uid).delete();

    const response = await callApi('PUT', '/user/rider@example.com', {
      token: rider.accessToken,
      body: { email: 'rider@example.com' },
    });

    expect(response.status).toBe(400);
    expect((await db.collection('users').doc(rider.uid).get()).exists).toBe(false);
  });
});

describe('the API in general', () => {
  it('when the health check is called, then it answers ok', async () => {
    const { status, body } = await callApi('GET', '/health');

    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('when an unknown call is made, then 404 with the JSON error body', async () => {
    const { status, body } = await callApi('GET', '/no-such-call');

    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });
});
