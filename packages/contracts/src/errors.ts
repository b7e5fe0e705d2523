import type { PartImportError } from './parts-import.ts';

/** Machine-readable error codes of the API's error body (see docs/decisions/0003-api-errors.md). */
export const errorCodes = [
  'validation_failed',
  'malformed_json',
  'payload_too_large',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payment_provider_error',
  'payment_provider_unavailable',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** A line of an order that cannot be had, and how many units of its part can be now. */
export interface ShortLine {
  partId: string;
  available: number;
}

/** The JSON body of every error response. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Per-field messages of a validation error, keyed by the field's path. */
    fields?: Record<string, string>;
    /** The lines of an order that cannot be had (409 of `POST /order`): each short line once. */
    lines?: ShortLine[];
    /** The errors of a parts import's rows, each with its row and column (400 and 409 of `POST /imports/parts`). */
    rows?: PartImportError[];
  };
}
