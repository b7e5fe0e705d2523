import type { ReactNode } from 'react';
import { AuthProvider as FirebaseAuthProvider, FirebaseAppProvider } from 'reactfire';
import { setTokenRefresher } from '@/lib/api-client';
import { auth, firebaseApp } from '@/lib/firebase';
import { refreshAccessToken } from '../api/auth-service';

// The API client retries a 401 once with a fresh access token; only this feature knows how
// to get one.
setTokenRefresher(refreshAccessToken);

/** Firebase Auth for the whole app; reactfire stays inside this feature. */
export function AuthProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirebaseAuthProvider sdk={auth}>{children}</FirebaseAuthProvider>
    </FirebaseAppProvider>
  );
}
