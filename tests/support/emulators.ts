import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT } from 'jose';
import { emulatorAdmin } from '../../scripts/lib/emulator-admin.ts';
import { apiUrl, host, ports, projectId } from '../../scripts/lib/local-contract.ts';
import { seedIfEmpty } from '../../scripts/seed/seed-database.ts';
import { expectResponseMatchesDocument } from './openapi-responses.ts';

const authBase = `http://${host}:${ports.auth}`;
const firestoreBase = `http://${host}:${ports.firestore}`;

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** A raw body sent as JSON, parsed; undefined when it is none or not JSON. */
function sentJson(body: string | undefined, contentType: string | undefined) {
  if (body === undefined || !contentType?.startsWith('application/json')) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One call to the API through the Hosting rewrite, as a browser or any client makes it; or,
 * with `baseUrl`, to an app served in this process (scripts/bench/shop-in-process.ts).
 */
export async function callApi(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    baseUrl?: string;
    /**
     * False for a request whose answer does not come from the API: one that Hosting or the
     * Functions framework answers before the app sees it. Every other answer must be one the
     * OpenAPI document describes (tests/support/openapi-responses.ts).
     */
    documented?: boolean;
  } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${options.baseUrl ?? apiUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the raw text is kept for the assertion to show.
  }
  if (options.documented !== false) {
    const request = { body: options.body ?? sentJson(body, headers['content-type']) };
    expectResponseMatchesDocument(method, path, response.status, response.headers, parsed, request);
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Empties the emulators, then writes the same seed as `npm start`. */
export async function resetToSeed() {
  await resetEmulators();
  await seedIfEmpty(emulatorAdmin());
}

/** Empties the Auth and Firestore emulators of the shop's project. */
export async function resetEmulators() {
  const auth = await fetch(`${authBase}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  if (!auth.ok) throw new Error(`The Auth emulator was not emptied: ${await auth.text()}`);
  await emptyFirestore();
}

/**
 * Deletes every document. The Firestore emulator refuses (409 ABORTED, "Transaction lock
 * timeout") while a transaction holds a lock, and then deletes nothing: the emulated functions
 * may still be at work for the previous test (a task sending its emails, a hold ending). Like
 * any aborted Firestore call, it is tried again once that transaction is over.
 */
async function emptyFirestore() {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(
      `${firestoreBase}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (response.ok) return;
    const reason = await response.text();
    if (response.status !== 409 || Date.now() > deadline) {
      throw new Error(`The Firestore emulator was not emptied: ${response.status} ${reason}`);
    }
    await sleep(200);
  }
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** One call of the Auth emulator's Identity Toolkit REST API, as the Firebase JS SDK makes it. */
async function identityToolkit<T>(action: string, body: object): Promise<T> {
  const response = await fetch(
    `${authBase}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${action} failed: ${JSON.stringify(answer)}`);
  return answer;
}

async function authCall(action: 'signUp' | 'signInWithPassword', email: string, password: string) {
  const body = await identityToolkit<{ localId: string; idToken: string }>(action, {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: body.localId, email, idToken: body.idToken };
}

const testPassword = 'secret-pass';

/**
 * A new email/password account in the Auth emulator, signed in (its ID token). The token is
 * a second sign-in's: the emulator's sign-up stamps the token's `auth_time` before it stamps
 * the account's `validSince`, so when a second ticks in between, the sign-up's own token looks
 * revoked to `verifyIdToken(token, true)`, and the token exchange answered 401 once in a few
 * hundred sign-ups.
 */
export async function createAuthUser(email: string, password = testPassword): Promise<TestUser> {
  await authCall('signUp', email, password);
  return authCall('signInWithPassword', email, password);
}

/** A fresh ID token for an existing account, as signing in again gives it. */
export const signInToAuth = (email: string, password = testPassword): Promise<TestUser> =>
  authCall('signInWithPassword', email, password);

/**
 * Proves that `user` owns their email the way a person does: Auth sends the verification
 * email (the emulator keeps its code), and the link in it is followed. Answers the user signed
 * in again, with an ID token that says the email is verified.
 */
export async function verifyEmail(user: TestUser, password = testPassword): Promise<TestUser> {
  await identityToolkit('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: user.idToken });
  const sent = await fetch(`${authBase}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await sent.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes.findLast(
    (sentCode) => sentCode.email === user.email && sentCode.requestType === 'VERIFY_EMAIL',
  );
  if (!code) throw new Error(`No verification email was sent to ${user.email}`);
  await identityToolkit('update', { oobCode: code.oobCode });
  return signInToAuth(user.email, password);
}

async function exchangeForAccessToken(user: TestUser) {
  const { status, body } = await callApi('PUT', `/user/${user.email}`, {
    token: user.idToken,
    body: { email: user.email },
  });
  if (status !== 200) throw new Error(`Token exchange failed: ${status} ${JSON.stringify(body)}`);
  return { ...user, accessToken: (body as { token: string }).token };
}

/** Signs in an account that exists (a seeded demo account) and gets its access token. */
export async function signInExistingToApi(email: string, password: string) {
  return exchangeForAccessToken(await authCall('signInWithPassword', email, password));
}

/**
 * Signs up a user and trades the ID token for the API's access token; with `verified`, the
 * user verifies their email first; with `admin`, the user is given the admin role first, as
 * the seed or `npm run make-admin` would.
 */
export async function signInToApi(email: string, { admin = false, verified = false } = {}) {
  const signedUp = await createAuthUser(email);
  const user = verified ? await verifyEmail(signedUp) : signedUp;
  if (admin) {
    await emulatorAdmin().db.collection('users').doc(user.uid).set({ email, role: 'admin' });
  }
  return exchangeForAccessToken(user);
}

const encodeJwtPart = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/**
 * An unsigned Firebase ID token with the given claims. The Auth emulator's tokens are unsigned
 * too, so firebase-admin checks only the claims (expiry, audience, issuer) of this one.
 */
export function unsignedIdToken(claims: { uid: string; email: string; expiresAt: Date }) {
  const exp = Math.floor(claims.expiresAt.getTime() / 1000);
  return `${encodeJwtPart({ alg: 'none', typ: 'JWT' })}.${encodeJwtPart({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: exp - 7200,
    iat: exp - 3600,
    exp,
    sub: claims.uid,
    user_id: claims.uid,
    email: claims.email,
    firebase: { identities: { email: [claims.email] }, sign_in_provider: 'password' },
  })}.`;
}

/** An access token shaped like the API's, signed with `secret`, valid until `expiresAt`. */
export function forgeAccessToken(
  caller: { uid: string; email: string },
  secret: string,
  expiresAt: Date,
) {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return new SignJWT({ email: caller.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(caller.uid)
    .setIssuer('moto-parts')
    .setAudience('moto-parts-api')
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

/** An access token with `alg: none` (no signature), which the API must refuse. */
export function unsignedAccessToken(caller: { uid: string; email: string }) {
  const now = Math.floor(Date.now() / 1000);
  return `${encodeJwtPart({ alg: 'none', typ: 'JWT' })}.${encodeJwtPart({
    sub: caller.uid,
    email: caller.email,
    iss: 'moto-parts',
    aud: 'moto-parts-api',
    iat: now,
    exp: now + 3600,
  })}.`;
}
