import { Router, type Request, type RequestHandler } from 'express';
import {
  listUsersQuerySchema,
  makeAdminInputSchema,
  profileInputSchema,
  tokenExchangeInputSchema,
  totalCountHeader,
  type AdminResponse,
  type TokenExchangeResponse,
} from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { isAccessToken, signAccessToken } from '../lib/access-token.ts';
import { privateNoStore } from '../lib/cache-control.ts';
import { normalizeEmail, sameEmail } from '../lib/emails.ts';
import { forbidden, unauthenticated } from '../lib/http-error.ts';
import {
  bearerToken,
  callerOf,
  firebaseUserOf,
  isAdminNow,
  requireAdmin,
  requireCaller,
  requireFirebaseUser,
} from '../middleware/authenticate.ts';
import type { AccountRateLimits } from '../middleware/rate-limit.ts';
import { parseBody, parseQuery } from '../middleware/validate.ts';
import { getUser, isAdmin, recordSignIn, updateProfile } from '../services/users.ts';

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
 * `PUT /user/{email}` is three calls in docs/product.md, told apart by the token and the body: with
 * a Firebase ID token it is the token exchange; with the API's own access token it is Make
 * Admin (or Remove Admin) when the body has a `role`, and the profile update otherwise.
 */
const withAccessTokenOnly: RequestHandler = (req, _res, next) => {
  const token = bearerToken(req);
  next(token && isAccessToken(token) ? undefined : 'route');
};

export function usersRouter(deps: AppDeps, limits: AccountRateLimits) {
  const router = Router();
  const signedIn = requireCaller(deps);

  router.put('/user/:email', withAccessTokenOnly, signedIn, async (req: WithEmail, res) => {
    const caller = callerOf(req);
    const body: unknown = req.body;
    if (typeof body === 'object' && body !== null && 'role' in body) {
      if (!(await isAdminNow(deps, caller))) throw forbidden('Only admins can make admins');
      const { uid, role } = await parseBody(req, makeAdminInputSchema);
      const { makeAdmin, removeAdmin } = await usersAdmin();
      const target = { uid, email: req.params.email };
      res.json(await (role === 'admin' ? makeAdmin(deps, target) : removeAdmin(deps, target)));
      return;
    }
    requireOwnEmail(req, 'change the profile of');
    res.json(await updateProfile(deps.db, caller, await parseBody(req, profileInputSchema)));
  });

  // Token exchange: the signed-in browser's Firebase ID token for this API's access token.
  // Authentication runs before validation, so a stranger learns nothing about valid input;
  // the rate limit runs in between, keyed by the verified account.
  const firebaseUserWithinLimit = [requireFirebaseUser(deps), limits.tokenExchange];
  router.put('/user/:email', ...firebaseUserWithinLimit, async (req: WithEmail, res) => {
    const firebaseUser = firebaseUserOf(req);
    const { email } = await parseBody(req, tokenExchangeInputSchema);
    if (!sameEmail(firebaseUser.email, req.params.email) || !sameEmail(firebaseUser.email, email)) {
      throw unauthenticated('The email does not match the signed-in account');
    }
    const caller = { uid: firebaseUser.uid, email: normalizeEmail(email) };
    // An unverified email may sign in and buy (decision 0020); only Make Admin needs it proved.
    await recordSignIn(deps.db, {
      ...caller,
      name: firebaseUser.name as string | undefined,
      emailVerified: firebaseUser.email_verified === true,
    });
    const body: TokenExchangeResponse = {
      token: signAccessToken(caller, deps.accessTokenSecret()),
    };
    res.json(body);
  });

  router.get('/user/:email', signedIn, async (req: WithEmail, res) => {
    const user = await limits.signedInRead(req, res, async () => {
      requireOwnEmail(req, 'read');
      return getUser(deps.db, callerOf(req));
    });
    res.set('Cache-Control', privateNoStore).json(user);
  });

  router.get('/user', requireAdmin(deps), async (req, res) => {
    const { limit } = await parseQuery(req, listUsersQuerySchema);
    const { listUsers } = await usersAdmin();
    const { users, total } = await listUsers(deps.db, limit);
    res.set('Cache-Control', privateNoStore).set(totalCountHeader, String(total)).json(users);
  });

  router.get('/admin/:email', signedIn, async (req: WithEmail, res) => {
    const admin = await limits.signedInRead(req, res, async () => {
      requireOwnEmail(req, 'ask about');
      return isAdmin(deps.db, callerOf(req).uid);
    });
    const body: AdminResponse = { admin };
    res.json(body);
  });

  return router;
}
