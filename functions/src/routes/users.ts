import {
  makeAdminInputSchema,
  profileInputSchema,
  tokenExchangeInputSchema,
  type AdminResponse,
  type TokenExchangeResponse,
} from '@moto-parts/contracts';
import type { Request } from 'express';
import type { AppDeps } from '../deps.ts';
import { signAccessToken } from '../lib/access-token.ts';
import { normalizeEmail, sameEmail } from '../lib/emails.ts';
import { forbidden, unauthenticated } from '../lib/http-error.ts';
import { callerOf, firebaseUserOf, isAdminNow } from '../middleware/authenticate.ts';
import { parseBody } from '../middleware/validate.ts';
import { getAddressBook, replaceAddressBook } from '../services/address-book.ts';
import { getUser, isAdmin, recordSignIn, updateProfile } from '../services/users.ts';
import type { CallHandlers } from './call-handler.ts';

// Admin-only code, loaded on an admin's first call: no shopper's cold start pays for it.
const usersAdmin = () => import('../services/users-admin.ts');

type WithEmail = Request<{ email: string }>;

/** The caller may only name their own email. */
function requireOwnEmail(req: WithEmail, what: string) {
  if (!sameEmail(callerOf(req).email, req.params.email)) {
    throw forbidden(`You can only ${what} your own account`);
  }
}

/**
 * The token exchange: the signed-in browser's Firebase ID token for this API's access token.
 * Authentication runs before validation, so a stranger learns nothing about valid input; the
 * rate limit runs in between, keyed by the verified account (api-router.ts).
 */
async function exchangeToken(deps: AppDeps, req: WithEmail): Promise<TokenExchangeResponse> {
  const firebaseUser = firebaseUserOf(req);
  const { email } = await parseBody(req, tokenExchangeInputSchema);
  if (!sameEmail(firebaseUser.email, req.params.email) || !sameEmail(firebaseUser.email, email)) {
    throw unauthenticated('The email does not match the signed-in account');
  }
  const caller = { uid: firebaseUser.uid, email: normalizeEmail(email) };
  // An unverified email may sign in and buy (docs/decisions/0020-security-review.md); only Make Admin needs it proved.
  await recordSignIn(deps.db, {
    ...caller,
    name: firebaseUser.name as string | undefined,
    emailVerified: firebaseUser.email_verified === true,
  });
  return { token: signAccessToken(caller, deps.accessTokenSecret()) };
}

/** With the API's access token: Make or Remove Admin when the body has a `role`, else the profile. */
async function changeUser(deps: AppDeps, req: WithEmail) {
  const caller = callerOf(req);
  const body: unknown = req.body;
  if (typeof body === 'object' && body !== null && 'role' in body) {
    if (!(await isAdminNow(deps, caller))) throw forbidden('Only admins can make admins');
    const { uid, role } = await parseBody(req, makeAdminInputSchema);
    const { makeAdmin, removeAdmin } = await usersAdmin();
    const target = { uid, email: req.params.email };
    return role === 'admin' ? makeAdmin(deps, target) : removeAdmin(deps, target, caller);
  }
  requireOwnEmail(req, 'change the profile of');
  return updateProfile(deps.db, caller, await parseBody(req, profileInputSchema));
}

export const usersHandlers = (deps: AppDeps) =>
  ({
    // Three calls in docs/product.md, told apart by the token (api-router.ts checks the one
    // sent) and the body.
    putUser: ({ req }) => (req.firebaseUser ? exchangeToken(deps, req) : changeUser(deps, req)),

    getUser: async ({ req }) => {
      requireOwnEmail(req, 'read');
      return getUser(deps.db, callerOf(req));
    },

    getAddressBook: ({ req }) => getAddressBook(deps.db, callerOf(req)),

    replaceAddressBook: ({ req, body }) => replaceAddressBook(deps.db, callerOf(req), body),

    listUsers: async ({ query }) => {
      const { listUsers } = await usersAdmin();
      const { users, total } = await listUsers(deps.db, query.limit);
      return { items: users, total };
    },

    getAdmin: async ({ req }): Promise<AdminResponse> => {
      requireOwnEmail(req, 'ask about');
      return { admin: await isAdmin(deps.db, callerOf(req).uid) };
    },
  }) satisfies Partial<CallHandlers>;
