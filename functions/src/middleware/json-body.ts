import express, { type RequestHandler } from 'express';
import { HttpError } from '../lib/http-error.ts';

/** No call of the shop needs more; anything larger is refused with 413. */
export const maxBodyBytes = 16 * 1024;

/**
 * Parses JSON bodies with a size limit. Inside Cloud Functions (and its emulator) the
 * functions framework has already read and parsed the body, keeping the bytes in
 * `req.rawBody` (its own limit is 32 MB, and it answers malformed JSON with its own 400),
 * so here only our limit is applied, and a body that is not JSON is dropped.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: maxBodyBytes });
  return (req, res, next) => {
    const rawBody = (req as { rawBody?: Buffer }).rawBody;
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
