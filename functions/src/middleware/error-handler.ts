import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { ApiErrorBody } from '@moto-parts/contracts';
import { logger } from 'firebase-functions';
import { HttpError, notFound } from '../lib/http-error.ts';

/** Express's body parser marks its own errors with `type` and `status`. */
interface BodyParserError {
  type?: string;
  status?: number;
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const { type, status } = (error ?? {}) as BodyParserError;
  if (type === 'entity.too.large' || status === 413) {
    return new HttpError(413, 'payload_too_large', 'The request body is too large');
  }
  if (type === 'entity.parse.failed') {
    return new HttpError(400, 'malformed_json', 'The request body is not valid JSON');
  }
  if (status === 400 || status === 415) {
    return new HttpError(400, 'malformed_json', 'The request body could not be read');
  }
  logger.error('Unhandled error in the API', error);
  return new HttpError(500, 'internal', 'Something went wrong on our side; please try again');
}

/** The one error handler: every error becomes `{ error: { code, message, fields?, lines?, rows? } }`. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const httpError = toHttpError(error);
  const body: ApiErrorBody = {
    error: {
      code: httpError.code,
      message: httpError.message,
      fields: httpError.fields,
      lines: httpError.lines,
      rows: httpError.rows,
    },
  };
  res.status(httpError.status).json(body);
};

export const unknownRoute: RequestHandler = (req) => {
  throw notFound(`No such call: ${req.method} ${req.path}`);
};
