import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { setAccessToken, setTokenRefresher } from '@/lib/api-client';
import { auth } from '@/lib/firebase';
import { clearAdminCache } from './admin-check';
import { exchangeToken } from './exchange-token';
import { notifyError } from '@/lib/notify';

// A session is only usable with the API's token: if the exchange fails, leave no
// half-signed-in user behind, and let the form show the error.
async function finishSignIn(user: User) {
  try {
    await exchangeToken(user);
  } catch (error) {
    await signOut(auth);
    throw error;
  }
}

export async function signInWithEmail(email: string, password: string) {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  await finishSignIn(user);
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
}

export async function signUpWithEmail({ name, email, password }: SignUpInput) {
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  await sendEmailVerification(user);
  await updateProfile(user, { displayName: name });
  // A forced refresh fires onIdTokenChanged, so the navbar picks up the new display name.
  await user.getIdToken(true);
  await finishSignIn(user);
}

export async function signInWithGoogle() {
  const { user } = await signInWithPopup(
    auth,
    new GoogleAuthProvider(),
    browserPopupRedirectResolver,
  );
  await finishSignIn(user);
}

/**
 * Sends the signed-in user the link that verifies their email again (sign-up sent the first):
 * until they follow it, the shop sends them no order emails.
 */
export async function resendVerificationEmail() {
  const user = auth.currentUser;
  if (!user) throw new Error('No user is logged in');
  await sendEmailVerification(user);
}

export function sendPasswordReset(email: string) {
  return sendPasswordResetEmail(auth, email);
}

export async function signOutUser() {
  await signOut(auth);
  setAccessToken(null);
  clearAdminCache();
}

export async function updateDisplayName(name: string) {
  const user = auth.currentUser;
  if (!user) {
    notifyError('No user is logged in');
    return;
  }
  await updateProfile(user, { displayName: name });
  await user.getIdToken(true);
}

/** For the API client's 401 retry: a fresh access token, or null when nobody is signed in. */
async function refreshAccessToken(): Promise<string | null> {
  const user = auth.currentUser;
  return user ? exchangeToken(user) : null;
}

/**
 * Starts the session's link with the API: from now on a call that gets 401 retries once
 * with a fresh access token (the API client knows no Firebase). FirebaseSession calls it as
 * it mounts; it answers the function that stops it.
 */
export function startSession() {
  setTokenRefresher(refreshAccessToken);
  return () => setTokenRefresher(null);
}
