import { csvMediaType, totalCountHeader } from '@moto-parts/contracts';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { AppDeps } from './deps.ts';
import { isAccessToken } from './lib/access-token.ts';
import { cacheControls } from './lib/cache-control.ts';
import type { CsvFile } from './lib/csv-response.ts';
import {
  bearerToken,
  requireAdmin,
  requireCaller,
  requireFirebaseUser,
} from './middleware/authenticate.ts';
import { callRateLimits, type CallLimit, type LimitCounts } from './middleware/rate-limit.ts';
import { parseBody, parseQuery } from './middleware/validate.ts';
import { apiCalls, type Access } from './openapi/api-calls.ts';
import type { CallHandler, CallHandlers, ListReply, OperationId } from './routes/call-handler.ts';
import { exportsHandlers } from './routes/exports.ts';
import { healthHandlers } from './routes/health.ts';
import { importsHandlers } from './routes/imports.ts';
import { openapiHandlers } from './routes/openapi.ts';
import { ordersHandlers } from './routes/orders.ts';
import { partsHandlers } from './routes/parts.ts';
import { paymentsHandlers } from './routes/payments.ts';
import { recallsHandlers } from './routes/recalls.ts';
import { reportsHandlers } from './routes/reports.ts';
import { returnsHandlers } from './routes/returns.ts';
import { reviewsHandlers } from './routes/reviews.ts';
import { shippingHandlers } from './routes/shipping.ts';
import { usersHandlers } from './routes/users.ts';

type Call = (typeof apiCalls)[number];

/** The `{name}` parameters of an OpenAPI path, as Express writes them (`:name`). */
const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The token a call checks first, and what it proves. A call of several kinds of token is
 * registered once for each: with the API's access token (customer, or admin where the
 * handler asks for more) and with a Firebase ID token (`PUT /user/{email}`).
 */
function tokenChecks(deps: AppDeps, access: readonly Access[]) {
  const checks: { counts?: LimitCounts; handlers: RequestHandler[] }[] = [];
  if (access.includes('customer'))
    checks.push({ counts: 'caller', handlers: [requireCaller(deps)] });
  else if (access.includes('admin'))
    checks.push({ counts: 'caller', handlers: [requireAdmin(deps)] });
  if (access.includes('firebase-id-token')) {
    checks.push({ counts: 'firebase-user', handlers: [requireFirebaseUser(deps)] });
  }
  if (checks.length === 0) return [{ counts: 'address' as const, handlers: [] }];
  if (checks.length === 1) return checks;
  // The access-token route first; any other token goes on to the next route.
  const accessTokenOnly: RequestHandler = (req, _res, next) => {
    const token = bearerToken(req);
    next(token && isAccessToken(token) ? undefined : 'route');
  };
  const [first, ...rest] = checks as [(typeof checks)[number], ...typeof checks];
  return [{ ...first, handlers: [accessTokenOnly, ...first.handlers] }, ...rest];
}

/** Runs the handler with the input the table's schemas validate. */
async function run(call: Call, handler: CallHandler<OperationId>, req: Request, res: Response) {
  const { body, query } = call as { body?: unknown; query?: unknown };
  return (handler as (input: unknown) => Promise<unknown>)({
    req,
    res,
    body: body && !Array.isArray(body) ? await parseBody(req, call.body as never) : undefined,
    query: query ? await parseQuery(req, call.query as never) : undefined,
  });
}

/**
 * Sends a handler's answer with the table's status, `Cache-Control` and `X-Total-Count`: as
 * JSON, or, for a call whose answer is a CSV file, the handler's `CsvFile`, streamed.
 */
async function send(call: Call, res: Response, reply: unknown) {
  if (call.cache) res.set('Cache-Control', cacheControls[call.cache]);
  if ('mediaType' in call.success && call.success.mediaType === csvMediaType) {
    res.status(call.success.status);
    // Loaded with the first export: no other call's cold start pays for csv-stringify.
    const { sendCsv } = await import('./lib/csv-response.ts');
    await sendCsv(res, reply as CsvFile);
    return;
  }
  let body = reply;
  if (call.success.totalCount) {
    const { items, total } = reply as ListReply;
    res.set(totalCountHeader, String(total));
    body = items;
  }
  res.status(call.success.status);
  if (Buffer.isBuffer(body)) res.type('json').send(body);
  else res.json(body);
}

function register(
  router: Router,
  call: Call,
  handler: CallHandler<OperationId>,
  deps: AppDeps,
  limits: Record<string, CallLimit>,
) {
  const limit = call.rateLimit && limits[call.rateLimit];
  for (const { counts, handlers } of tokenChecks(deps, [call.access].flat())) {
    // A limit counts the calls of the identity its check proves: the token exchange's limit
    // counts Firebase users, so it is not mounted on the access-token route beside it.
    const applies = limit && limit.counts === counts ? limit : undefined;
    router[call.method](
      expressPath(call.path),
      ...handlers,
      ...(applies?.before ? [applies.before] : []),
      async (req: Request, res: Response) => {
        const reply = applies?.alongside
          ? await applies.alongside(req, res, () => run(call, handler, req, res))
          : await run(call, handler, req, res);
        await send(call, res, reply);
      },
    );
  }
}

/**
 * Every call of the table (openapi/api-calls.ts), registered from it: its method and path,
 * the token it takes, its rate limit, and its body and query, validated before the handler.
 * `handlers` replaces some of the shop's own (a test serves a document of its own).
 */
export function apiRouter(deps: AppDeps, handlers: Partial<CallHandlers> = {}) {
  const all: CallHandlers = {
    ...healthHandlers(),
    ...openapiHandlers(),
    ...usersHandlers(deps),
    ...partsHandlers(deps),
    ...reviewsHandlers(deps),
    ...ordersHandlers(deps),
    ...paymentsHandlers(deps),
    ...returnsHandlers(deps),
    ...recallsHandlers(deps),
    ...shippingHandlers(deps),
    ...exportsHandlers(deps),
    ...importsHandlers(deps),
    ...reportsHandlers(deps),
    ...handlers,
  };
  // One set of limiters per app: each counts in Firestore, shared with every other instance.
  const limits = callRateLimits(deps.db);
  const router = Router();
  for (const call of apiCalls) {
    register(router, call, all[call.operationId] as CallHandler<OperationId>, deps, limits);
  }
  return router;
}
