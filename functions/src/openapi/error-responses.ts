import type { ErrorCode } from '@moto-parts/contracts';
import type { HeaderObject, ResponseObject } from 'openapi3-ts/oas31';
import { maxBodyBytes, rateLimits } from '../lib/limits.ts';

/**
 * Each error status the API answers, with the codes of `ApiErrorBody` that come with it (as
 * lib/http-error.ts and middleware/error-handler.ts pair them; a unit test holds them to it).
 * Every error is the one body; the document narrows its `code` per status.
 */
export const errorStatuses = {
  400: {
    name: 'BadRequest',
    codes: ['validation_failed', 'malformed_json'],
    description:
      'The input is not valid (`validation_failed`, with a message per field in `fields`), or the body is not JSON (`malformed_json`)',
  },
  401: {
    name: 'Unauthenticated',
    codes: ['unauthenticated'],
    description: 'No valid token, or the account behind it has ended: sign in again',
  },
  403: { name: 'Forbidden', codes: ['forbidden'], description: 'Not allowed to this caller' },
  404: { name: 'NotFound', codes: ['not_found'], description: 'No such thing' },
  409: {
    name: 'Conflict',
    codes: ['conflict'],
    description: 'The state of the data does not allow it',
  },
  413: {
    name: 'PayloadTooLarge',
    codes: ['payload_too_large'],
    description: `The body is over ${maxBodyBytes / 1024} KB`,
  },
  429: {
    name: 'RateLimited',
    codes: ['rate_limited'],
    description: 'Too many calls from this account: wait `Retry-After` seconds',
  },
  500: {
    name: 'Internal',
    codes: ['internal'],
    description: 'Something failed on the server; the message reveals nothing internal',
  },
  502: {
    name: 'PaymentProviderError',
    codes: ['payment_provider_error'],
    description: 'Stripe answered with an error; nothing was changed',
  },
  503: {
    name: 'PaymentProviderUnavailable',
    codes: ['payment_provider_unavailable'],
    description: 'Stripe could not be reached; nothing was changed',
  },
} as const satisfies Record<
  number,
  { name: string; codes: readonly ErrorCode[]; description: string }
>;

export type ErrorStatus = keyof typeof errorStatuses;

/** The header of every 429 (middleware/rate-limit.ts). */
const retryAfter: HeaderObject = {
  description: 'Whole seconds until the account may call again',
  required: true,
  schema: {
    type: 'integer',
    format: 'int32',
    minimum: 1,
    // The longest window of any limit.
    maximum: Math.max(...Object.values(rateLimits).map(({ windowMs }) => windowMs / 1000)),
  },
};

/** The response of one error status: the error body, with that status's codes. */
export function errorResponse(status: ErrorStatus, errorBodyRef: string): ResponseObject {
  const { codes, description } = errorStatuses[status];
  return {
    description,
    ...(status === 429 && { headers: { 'Retry-After': retryAfter } }),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: errorBodyRef },
            {
              type: 'object',
              properties: {
                error: { type: 'object', properties: { code: { enum: [...codes] } } },
              },
            },
          ],
        },
      },
    },
  };
}

/** `components.responses`: one per error status, named by the status's name. */
export function errorResponses(errorBodyRef: string): Record<string, ResponseObject> {
  return Object.fromEntries(
    Object.keys(errorStatuses).map((status) => {
      const code = Number(status) as ErrorStatus;
      return [errorStatuses[code].name, errorResponse(code, errorBodyRef)];
    }),
  );
}
