/**
 * Stripe's error answers: `{error: {type, code?, decline_code?, message, param?, ...}}` with
 * the HTTP status Stripe uses, which is what the SDK turns into its error classes (400/404 →
 * StripeInvalidRequestError or StripeIdempotencyError, 401 → StripeAuthenticationError,
 * 402 → StripeCardError, 403 → StripePermissionError).
 */

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: object;
  payment_method?: object;
}

export class ApiError extends Error {
  readonly status: number;
  readonly error: StripeErrorBody;

  constructor(status: number, error: StripeErrorBody) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

export function invalidRequest(
  message: string,
  details: Omit<StripeErrorBody, 'type' | 'message'> = {},
  status = 400,
) {
  return new ApiError(status, { type: 'invalid_request_error', message, ...details });
}

export const missingParam = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, { param, code: 'parameter_missing' });

/** Stripe's message, plus what the sandbox does take: the parameter may be real Stripe's. */
export const unknownParam = (param: string, known: readonly string[]) =>
  invalidRequest(
    `Received unknown parameter: ${param} (the Stripe sandbox takes: ${known.join(', ')})`,
    { param, code: 'parameter_unknown' },
  );

export const noSuch = (kind: string, id: string, param?: string) =>
  invalidRequest(
    `No such ${kind}: '${id}'`,
    { code: 'resource_missing', ...(param && { param }) },
    // A missing object named in the URL is 404; one named by a parameter is 400.
    param ? 400 : 404,
  );

export const cardError = (details: Omit<StripeErrorBody, 'type'>) =>
  new ApiError(402, { type: 'card_error', ...details });
