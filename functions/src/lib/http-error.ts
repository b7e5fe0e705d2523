import type { ErrorCode, PartImportError, ShortLine } from '@moto-parts/contracts';

/**
 * An error the API answers with on purpose. Routes and services throw it; the one error
 * handler turns it into the JSON error body. Anything else thrown becomes a 500.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly lines?: ShortLine[];
  readonly rows?: PartImportError[];

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: Record<string, string>,
    lines?: ShortLine[],
    rows?: PartImportError[],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.lines = lines;
    this.rows = rows;
  }
}

export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation_failed', message, fields);

export const unauthenticated = (message = 'Sign in to continue') =>
  new HttpError(401, 'unauthenticated', message);

export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, 'forbidden', message);

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);

export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'conflict', message, fields);

/** 409: the order's `lines` cannot be had, each with how many units of its part can. */
export const shortOfStock = (message: string, lines: ShortLine[]) =>
  new HttpError(409, 'conflict', message, undefined, lines);

/**
 * A parts import refused by its rows' errors, each with its row and column: 400 for errors of
 * the file, 409 when every error is the data's state now (a stock that moved, a number taken).
 */
export const rowsRefused = (message: string, rows: PartImportError[], conflicting = false) =>
  conflicting
    ? new HttpError(409, 'conflict', message, undefined, undefined, rows)
    : new HttpError(400, 'validation_failed', message, undefined, undefined, rows);

/** Stripe answered with an error (502): nothing was changed on our side. */
export const paymentProviderError = (message: string) =>
  new HttpError(502, 'payment_provider_error', message);

/** Stripe could not be reached (503): nothing was changed on our side. */
export const paymentProviderUnavailable = () =>
  new HttpError(
    503,
    'payment_provider_unavailable',
    'We could not reach our payment provider and changed nothing; please try again in a minute',
  );
