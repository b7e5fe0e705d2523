import { object, string, type InferType } from 'yup';

/** An email as the shop stores and compares it: trimmed and lower-cased. */
export const emailSchema = string()
  .trim()
  .lowercase()
  .max(254, 'Email is too long')
  .email('Enter a valid email address');

/**
 * Body of `PUT /user/{email}` when the browser trades its Firebase ID token for the API's
 * access token. The API refuses any other field (a `role` above all).
 */
export const tokenExchangeInputSchema = object({
  email: emailSchema.required('Email is required'),
});

export type TokenExchangeInput = InferType<typeof tokenExchangeInputSchema>;

export interface TokenExchangeResponse {
  /** Short-lived access token, sent back as `Authorization: Bearer` on every call. */
  token: string;
}

export interface AdminResponse {
  admin: boolean;
}

export interface HealthResponse {
  status: 'ok';
}
