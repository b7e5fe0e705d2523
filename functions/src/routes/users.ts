import { Router, type Request } from 'express';
import {
  tokenExchangeInputSchema,
  type AdminResponse,
  type TokenExchangeResponse,
} from '@moto-parts/contracts';
import type { AppDeps } from '../deps.ts';
import { signAccessToken } from '../lib/access-token.ts';
import { normalizeEmail, sameEmail } from '../lib/emails.ts';
import { forbidden, unauthenticated } from '../lib/http-error.ts';
import {
  callerOf,
  firebaseUserOf,
  requireCaller,
  requireFirebaseUser,
} from '../middleware/authenticate.ts';
import { parseBody } from '../middleware/validate.ts';
import { isAdmin, recordSignIn } from '../services/users.ts';

export function usersRouter(deps: AppDeps) {
  const router = Router();

  // Token exchange: the signed-in browser's Firebase ID token for this API's access token.
  // Authentication runs before validation, so a stranger learns nothing about valid input.
  router.put(
    '/user/:email',
    requireFirebaseUser(deps),
    async (req: Request<{ email: string }>, res) => {
      const firebaseUser = firebaseUserOf(req);
      const { email } = await parseBody(req, tokenExchangeInputSchema);
      if (
        !sameEmail(firebaseUser.email, req.params.email) ||
        !sameEmail(firebaseUser.email, email)
      ) {
        throw unauthenticated('The email does not match the signed-in account');
      }
      const caller = { uid: firebaseUser.uid, email: normalizeEmail(email) };
      await recordSignIn(deps.db, { ...caller, name: firebaseUser.name as string | undefined });
      const body: TokenExchangeResponse = {
        token: await signAccessToken(caller, deps.accessTokenSecret()),
      };
      res.json(body);
    },
  );

  router.get('/admin/:email', requireCaller(deps), async (req: Request<{ email: string }>, res) => {
    const caller = callerOf(req);
    if (!sameEmail(caller.email, req.params.email)) {
      throw forbidden('You can only ask about your own account');
    }
    const body: AdminResponse = { admin: await isAdmin(deps.db, caller.uid) };
    res.json(body);
  });

  return router;
}
