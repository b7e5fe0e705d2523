import { mixed, object, string, type InferType } from 'yup';
import { pageLimitSchema } from './paging.ts';
import { phoneSchema } from './phone.ts';

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

/** A user as the API answers it (`GET /user/{email}`, `GET /user`, profile updates). */
export interface User {
  _id: string;
  email: string;
  name?: string;
  phone?: string;
  education?: string;
  location?: string;
  linkedIn?: string;
  /** 'admin', or absent for customers (docs/product.md §3). */
  role?: 'admin';
  /** Whether the account has proved it owns its email; only such an account can be made admin. */
  emailVerified: boolean;
  /** Email me about my orders (My Profile): on unless the user turned it off. */
  orderEmails: boolean;
}

export const profileTextMaxLength = 100;

const requiredText = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(profileTextMaxLength, `${label} must be at most ${profileTextMaxLength} characters`);

/**
 * Body of the profile `PUT /user/{email}` (the caller's own email) and the My Profile form.
 * The email is read-only: the 2022 client sends it, and it is dropped. A `role` is not a
 * profile field: with it the call is Make Admin, which only an admin may make.
 */
export const profileInputSchema = object({
  name: requiredText('Username'),
  phone: phoneSchema,
  education: requiredText('Education'),
  location: requiredText('Location'),
  linkedIn: string()
    .trim()
    .required('LinkedIn is required')
    .max(300, 'LinkedIn must be at most 300 characters')
    .matches(/^https?:\/\//i, 'LinkedIn must be an http(s) URL')
    .url('LinkedIn must be an http(s) URL'),
  /** Left out (the 2022 client): the choice stays as it was. Receipts and refunds always go. */
  // `mixed` rather than `boolean`: no cast ("no" is refused, not read as false), and no yup
  // module more in the first load of the pages that share these schemas.
  orderEmails: mixed<boolean>().oneOf([true, false], 'Order emails must be true or false'),
  email: mixed().strip(),
});

export type ProfileInput = InferType<typeof profileInputSchema>;

/**
 * What an admin may make an account: an admin, or a customer again (Remove Admin). The
 * 2022 design had no way back; a departed admin's role must be taken back (docs/decisions/0027-holds-and-abuse.md).
 */
export const userRoles = ['admin', 'customer'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Body of Make Admin and Remove Admin, `PUT /user/{email}` by an admin with `role` `admin` or
 * `customer`. It names the account by its id (`uid`, the Users screen's `_id`) as well as by
 * email: an email alone could name an account someone else signed up first (docs/decisions/0020-security-review.md).
 */
export const makeAdminInputSchema = object({
  role: mixed<UserRole>()
    .required('Role is required')
    .oneOf(userRoles, `Role can only be ${userRoles.join(' or ')}`),
  uid: string().trim().required('User is required').max(128, 'User is unknown'),
});

/** Query of `GET /user` (admins): the first `limit` users by email; `X-Total-Count` has all. */
export const listUsersQuerySchema = object({
  limit: pageLimitSchema(500, 100),
});
