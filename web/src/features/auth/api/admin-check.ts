import { adminCheckPath, type AdminResponse } from '@moto-parts/contracts';
import { api, apiPath } from '@/lib/api-client';

// One request per email and page load: the side menu and the admin guard both ask.
const cache = new Map<string, Promise<boolean>>();

/** `GET /admin/{email}`; false when the check fails (the server enforces roles anyway). */
export function fetchIsAdmin(email: string): Promise<boolean> {
  let check = cache.get(email);
  if (!check) {
    check = api.get<AdminResponse>(apiPath(adminCheckPath, { email })).then(
      ({ admin }) => admin === true,
      () => {
        cache.delete(email); // let the next screen ask again
        return false;
      },
    );
    cache.set(email, check);
  }
  return check;
}

export function clearAdminCache() {
  cache.clear();
}
