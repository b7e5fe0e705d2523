import { userPath, type TokenExchangeResponse } from '@moto-parts/contracts';
import type { User } from 'firebase/auth';
import { api, apiPath, setAccessToken } from '@/lib/api-client';

/**
 * Trades the Firebase session for the API's short-lived access token (`PUT /user/{email}`).
 * This one call carries the Firebase ID token, not the access token; the server checks the
 * ID token's email against the path and the body.
 */
export async function exchangeToken(user: User): Promise<string> {
  const email = user.email ?? '';
  const idToken = await user.getIdToken();
  const { token } = await api.put<TokenExchangeResponse>(
    apiPath(userPath, { email }),
    { email },
    { token: idToken },
  );
  setAccessToken(token);
  return token;
}
