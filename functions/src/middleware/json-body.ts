import express, { type RequestHandler } from 'express';
import { HttpError } from '../lib/http-error.ts';
import { maxBodyBytes } from '../lib/limits.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** The body's bytes, as received: Stripe's webhook signature is over these. */
    rawBody?: Buffer;
  }
}

/**
 * Parses JSON bodies with a size limit, keeping the bytes in `req.rawBody`. Inside Cloud
 * Functions (and its emulator) the functions framework has already read and parsed the
 * body and kept the bytes there (its own limit is 32 MB, and it answers malformed JSON with
 * its own 400), so here only our limit is applied, and a body that is not JSON is dropped.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({
    limit: maxBodyBytes,
    verify: (req, _res, bytes) => {
      (req as { rawBody?: Buffer }).rawBody = bytes;
    },
  });
  return (req, res, next) => {
    const { rawBody } = req;
    if (rawBody === undefined) {
      parse(req, res, next);
      return;
    }
    if (rawBody.length > maxBodyBytes) {
      throw new HttpError(413, 'payload_too_large', 'The request body is too large');
    }
    if (!req.is('application/json')) req.body = undefined;
    next();
  };
}
