import { useEffect } from 'react';
import { AuthProvider as FirebaseAuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { setTokenRefresher } from '@/lib/api-client';
import { auth, firebaseApp } from '@/lib/firebase';
import { refreshAccessToken } from '../api/auth-service';
import type { CurrentUser } from '../hooks/current-user-context';

// The API client retries a 401 once with a fresh access token; only this feature knows how
// to get one.
setTokenRefresher(refreshAccessToken);

function ReportUser({ onChange }: { onChange: (user: CurrentUser) => void }) {
  const { status, data } = useUser();
  useEffect(() => {
    if (status === 'loading') return;
    onChange(
      data
        ? {
            status: 'signed-in',
            user: { uid: data.uid, email: data.email, displayName: data.displayName },
          }
        : { status: 'signed-out', user: null },
    );
  }, [status, data, data?.displayName, onChange]);
  return null;
}

/**
 * Firebase Auth and reactfire, loaded after the first render (see auth-provider.tsx):
 * reports the signed-in user, and keeps reporting its changes.
 */
export default function FirebaseSession({ onChange }: { onChange: (user: CurrentUser) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirebaseAuthProvider sdk={auth}>
        <ReportUser onChange={onChange} />
      </FirebaseAuthProvider>
    </FirebaseAppProvider>
  );
}
