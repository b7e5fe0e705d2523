import { useEffect } from 'react';
import { AuthProvider as FirebaseAuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { auth, firebaseApp } from '@/lib/firebase';
import { startSession } from '../api/auth-service';
import type { CurrentUser } from '../hooks/current-user-context';

function ReportUser({ onChange }: { onChange: (user: CurrentUser) => void }) {
  const { status, data } = useUser();
  useEffect(() => {
    if (status === 'loading') return;
    onChange(
      data
        ? {
            status: 'signed-in',
            user: {
              uid: data.uid,
              email: data.email,
              displayName: data.displayName,
              emailVerified: data.emailVerified,
            },
          }
        : { status: 'signed-out', user: null },
    );
    // Firebase updates its user in place (a new name, a verified email): `data` stays the same
    // object, so those fields are dependencies of their own.
  }, [status, data, data?.displayName, data?.emailVerified, onChange]);
  return null;
}

/**
 * Firebase Auth and reactfire, loaded after the first render (see auth-provider.tsx):
 * reports the signed-in user, and keeps reporting its changes.
 */
export default function FirebaseSession({ onChange }: { onChange: (user: CurrentUser) => void }) {
  useEffect(startSession, []);
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirebaseAuthProvider sdk={auth}>
        <ReportUser onChange={onChange} />
      </FirebaseAuthProvider>
    </FirebaseAppProvider>
  );
}
