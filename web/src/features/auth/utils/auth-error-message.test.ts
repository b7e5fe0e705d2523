import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { authErrorMessage, wrongCredentials } from './auth-error-message';

/** A refusal as Firebase Auth throws it: a FirebaseError with its code. */
const authError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it('when the password is wrong, the email unknown or the pair refused, then the message is the same', () => {
    const messages = [
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
    ].map((code) => authErrorMessage(authError(code)));

    expect(new Set(messages)).toEqual(new Set([wrongCredentials]));
  });

  it('when Firebase refuses for a reason the shop has no words for, then the message names no code', () => {
    expect(authErrorMessage(authError('auth/operation-not-allowed'))).toBe(
      'Could not sign in; please try again',
    );
  });

  it('when the failure is the shop’s own (the token exchange), then its message is kept', () => {
    expect(authErrorMessage(new ApiError(503, 'unknown', 'The shop is busy'))).toBe(
      'The shop is busy',
    );
  });
});
