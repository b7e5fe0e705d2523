// The API as a demo account calls it: what a journey sets up before the browser looks at it
// (an order paid and shipped, a return asked for), without clicking through it again.
import { expect } from 'vitest';
import { demoPassword } from '../../../scripts/lib/local-contract.ts';
import { callApi, signInExistingToApi } from '../../support/emulators.ts';

/** The API's access token of demo account `email`. */
export const tokenOf = async (email: string) =>
  (await signInExistingToApi(email, demoPassword)).accessToken;

/** Calls the API as demo account `email`, and fails the journey unless it succeeds. */
export async function callAs<Answer>(email: string, method: string, path: string, body?: object) {
  const { status, body: answer } = await callApi(method, path, {
    token: await tokenOf(email),
    ...(body ? { body } : {}),
  });
  expect(status, `${method} ${path}: ${JSON.stringify(answer)}`).toBeLessThan(300);
  return answer as Answer;
}
