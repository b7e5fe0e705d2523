import { userPath, type ProfileInput, type User } from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** `GET /user/{email}` (signed in, own email): the caller's profile. */
export function getProfile(email: string) {
  return api.get<User>(apiPath(userPath, { email }));
}

/** The signed-in user's profile; nothing loads until their email is known. */
export function useProfile(email: string) {
  return useApiQuery(email ? `profile:${email}` : null, () => getProfile(email));
}

/** The profile `PUT /user/{email}` (own email): answers the updated user. */
export function updateProfile(email: string, input: ProfileInput) {
  return api.put<User>(apiPath(userPath, { email }), input);
}
