import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import {
  callApi,
  createAuthUser,
  resetEmulators,
  signInToApi,
  unsignedIdToken,
} from '../support/emulators.ts';

const { db } = emulatorAdmin();
const userDoc = (uid: string) => db.collection('users').doc(uid).get();

beforeEach(resetEmulators);

describe('PUT /user/{email} (token exchange)', () => {
  it('when a signed-in user sends their ID token, then it answers an access token and records the user without a role', async () => {
    const user = await createAuthUser('rider@example.com');

    const { status, body } = await callApi('PUT', '/user/rider@example.com', {
      token: user.idToken,
      body: { email: 'rider@example.com' },
    });

    expect(status).toBe(200);
    expect(body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    const saved = await userDoc(user.uid);
    expect(saved.data()).toMatchObject({ email: 'rider@example.com' });
    expect(saved.data()).not.toHaveProperty('role');
  });

  it('when the emails differ only in case, then the exchange still succeeds', async () => {
    const user = await createAuthUser('mixed@example.com');

    const { status } = await callApi('PUT', '/user/Mixed@Example.COM', {
      token: user.idToken,
      body: { email: 'MIXED@example.com' },
    });

    expect(status).toBe(200);
  });

  it('when the same user signs in again, then the existing record is kept, role included', async () => {
    const user = await createAuthUser('admin@example.com');
    await db.collection('users').doc(user.uid).set({ email: 'admin@example.com', role: 'admin' });

    const { status } = await callApi('PUT', '/user/admin@example.com', {
      token: user.idToken,
      body: { email: 'admin@example.com' },
    });

    expect(status).toBe(200);
    expect((await userDoc(user.uid)).data()).toMatchObject({ role: 'admin' });
  });

  it('when the access token it answered is used, then the API accepts it', async () => {
    const user = await signInToApi('token@example.com');

    const { status, body } = await callApi('GET', '/admin/token@example.com', {
      token: user.accessToken,
    });

    expect(status).toBe(200);
    expect(body).toEqual({ admin: false });
  });

  describe('refused, with nothing written', () => {
    const victim = 'victim@example.com';
    let uid: string;
    let idToken: string;

    beforeEach(async () => {
      ({ uid, idToken } = await createAuthUser(victim));
    });

    const cases: {
      name: string;
      request: () => { path: string; token?: string; body: unknown };
      status: number;
      code: string;
    }[] = [
      {
        name: 'no Authorization header',
        request: () => ({ path: `/user/${victim}`, body: { email: victim } }),
        status: 401,
        code: 'unauthenticated',
      },
      {
        name: 'a token that is not a JWT',
        request: () => ({ path: `/user/${victim}`, token: 'not-a-token', body: { email: victim } }),
        status: 401,
        code: 'unauthenticated',
      },
      {
        name: 'an expired ID token',
        request: () => ({
          path: `/user/${victim}`,
          token: unsignedIdToken({ uid, email: victim, expiresAt: new Date(Date.now() - 60_000) }),
          body: { email: victim },
        }),
        status: 401,
        code: 'unauthenticated',
      },
      {
        name: 'an email in the path that is not the signed-in one',
        request: () => ({
          path: '/user/someone@example.com',
          token: idToken,
          body: { email: victim },
        }),
        status: 401,
        code: 'unauthenticated',
      },
      {
        name: 'an email in the body that is not the signed-in one',
        request: () => ({
          path: `/user/${victim}`,
          token: idToken,
          body: { email: 'someone@example.com' },
        }),
        status: 401,
        code: 'unauthenticated',
      },
      {
        name: 'a role in the body',
        request: () => ({
          path: `/user/${victim}`,
          token: idToken,
          body: { email: victim, role: 'admin' },
        }),
        status: 400,
        code: 'validation_failed',
      },
      {
        name: 'no email in the body',
        request: () => ({ path: `/user/${victim}`, token: idToken, body: {} }),
        status: 400,
        code: 'validation_failed',
      },
      {
        name: 'a malformed email',
        request: () => ({
          path: `/user/${victim}`,
          token: idToken,
          body: { email: 'not an email' },
        }),
        status: 400,
        code: 'validation_failed',
      },
      {
        name: 'a body that is a JSON array',
        request: () => ({ path: `/user/${victim}`, token: idToken, body: [victim] }),
        status: 400,
        code: 'validation_failed',
      },
    ];

    it.each(cases)(
      'when it carries $name, then $status $code',
      async ({ request, status, code }) => {
        const { path, token, body } = request();

        const response = await callApi('PUT', path, { token, body });

        expect(response.status).toBe(status);
        expect(response.body).toMatchObject({ error: { code, message: expect.any(String) } });
        expect((await userDoc(uid)).exists).toBe(false);
      },
    );

    it('when the ID token belongs to a deleted account, then 401', async () => {
      await emulatorAdmin().auth.deleteUser(uid);

      const response = await callApi('PUT', '/user/victim@example.com', {
        token: idToken,
        body: { email: victim },
      });

      expect(response.status).toBe(401);
      expect((await userDoc(uid)).exists).toBe(false);
    });

    it('when the body is larger than the limit, then 413 payload_too_large', async () => {
      const response = await callApi('PUT', '/user/victim@example.com', {
        token: idToken,
        body: { email: victim, padding: 'x'.repeat(20_000) },
      });

      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({ error: { code: 'payload_too_large' } });
      expect((await userDoc(uid)).exists).toBe(false);
    });

    it('when the body is malformed JSON, then 400', async () => {
      const response = await callApi('PUT', '/user/victim@example.com', {
        token: idToken,
        rawBody: '{"email": "victim@example.com"',
        // The Functions framework parses a JSON body before the app and answers this itself
        // (docs/decisions/0003-api-errors-and-validation.md): not an answer of the API's document.
        documented: false,
      });

      expect(response.status).toBe(400);
      expect((await userDoc(uid)).exists).toBe(false);
    });
  });
});
