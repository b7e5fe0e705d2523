import { errorMessage } from '@/lib/notify';

/**
 * What a rider can act on, for each refusal of Firebase Auth that a sign-in, sign-up or
 * Google sign-in can meet (its own messages read "Firebase: Error (auth/wrong-password).").
 */
export const wrongCredentials = 'Wrong email or password';

const messages: Record<string, string> = {
  // One message whether the email has no account or the password is wrong (the Auth emulator
  // tells them apart; a project with email enumeration protection says invalid-credential for
  // both): a stranger must not learn from the form which emails have accounts here.
  'auth/wrong-password': wrongCredentials,
  'auth/user-not-found': wrongCredentials,
  'auth/invalid-credential': wrongCredentials,
  'auth/invalid-login-credentials': wrongCredentials,
  'auth/invalid-email': 'Enter a valid email address',
  'auth/missing-email': 'Email is required',
  'auth/missing-password': 'Password is required',
  'auth/weak-password': 'Password must be at least 6 characters',
  // Sign-up cannot hide this one: Firebase keeps one account per email. It is limited by
  // Firebase like every sign-up, and says what to do rather than only that it failed.
  'auth/email-already-in-use':
    'An account already uses this email: sign in, or reset your password',
  'auth/account-exists-with-different-credential':
    'This email signs in with a password: sign in with it here',
  'auth/user-disabled': 'This account has been turned off: write to the shop',
  'auth/too-many-requests': 'Too many tries: wait a few minutes, or reset your password',
  'auth/network-request-failed': 'Could not reach the sign-in service; please try again',
  'auth/popup-closed-by-user': 'The Google window was closed before signing in',
  'auth/cancelled-popup-request': 'The Google window was closed before signing in',
  'auth/popup-blocked': 'The browser blocked the Google window: allow pop-ups and try again',
};

const otherAuthFailure = 'Could not sign in; please try again';

const authCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/**
 * The message shown after "Error: " for a failed sign-in, sign-up or Google sign-in: a plain
 * one for Firebase Auth's refusals (never its code), the shop's own for the rest (the API's
 * token exchange answers in words already).
 */
export function authErrorMessage(error: unknown): string {
  const code = authCode(error);
  if (code?.startsWith('auth/')) return messages[code] ?? otherAuthFailure;
  return errorMessage(error);
}

/** Whether Firebase refused because the email has no account (told apart by the emulator). */
export const isUnknownEmail = (error: unknown) => authCode(error) === 'auth/user-not-found';
