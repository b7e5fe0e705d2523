import express, { type Request, type RequestHandler } from 'express';
import { HttpError } from '../lib/http-error.ts';
import { maxBodyBytes } from '../lib/limits.ts';
import { apiCalls } from '../openapi/api-calls.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The body's bytes, as received: Stripe's webhook signature is over these. */
    rawBody?: Buffer;
  }
}

/** The calls of the table with a body limit of their own (a parts import's file), and that limit. */
const ownLimits = apiCalls.flatMap(({ method, path, maxBodyBytes: limit }) =>
  limit === undefined
    ? []
    : [
        {
          method: method.toUpperCase(),
          // As Express routes it (any case, a trailing slash or none); through the Hosting
          // rewrite the app sees `/api/…`, at the function's own URL not.
          path: new RegExp(`^(?:/api)?${path.replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
          limit,
        },
      ],
);

/** The body limit of the call `req` makes: its own, or `maxBodyBytes`. */
const bodyLimitOf = (req: Request) =>
  ownLimits.find(({ method, path }) => req.method === method && path.test(req.path))?.limit ??
  maxBodyBytes;

/** Express's JSON parser with `limit`, keeping the bytes in `req.rawBody`. */
const jsonParser = (limit: number) =>
  express.json({
    limit,
    verify: (req, _res, bytes) => {
      (req as { rawBody?: Buffer }).rawBody = bytes;
    },
  });

/**
 * Parses JSON bodies with a size limit, `maxBodyBytes` or the call's own (api-calls.ts),
 * keeping the bytes in `req.rawBody`. Inside Cloud Functions (and its emulator) the functions
 * framework has already read and parsed the body and kept the bytes there (its own limit is
 * 32 MB, and it answers malformed JSON with its own 400), so here only our limit is applied,
 * and a body that is not JSON is dropped.
 */
export function jsonBody(): RequestHandler {
  const limits = new Set([maxBodyBytes, ...ownLimits.map(({ limit }) => limit)]);
  const parsers = new Map([...limits].map((limit) => [limit, jsonParser(limit)]));
  return (req, res, next) => {
    const { rawBody } = req;
    const limit = bodyLimitOf(req);
    if (rawBody === undefined) {
      (parsers.get(limit) as RequestHandler)(req, res, next);
      return;
    }
    if (rawBody.length > limit) {
      throw new HttpError(413, 'payload_too_large', 'The request body is too large');
    }
    if (!req.is('application/json')) req.body = undefined;
    next();
  };
}
