import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../hooks/current-user-context';

// Stands in for Firebase Auth's session: mounting it is what the provider must avoid when
// there is no session to follow. It reports a signed-in rider, unless told Firebase is slow.
const firebaseSession = vi.fn();
let firebaseAnswers = true;
vi.mock('./firebase-session', () => ({
  default: ({ onChange }: { onChange: (user: CurrentUser) => void }) => {
    firebaseSession();
    if (firebaseAnswers) {
      onChange({
        status: 'signed-in',
        user: { uid: 'u1', email: 'r@x.test', displayName: null, emailVerified: true },
      });
    }
    return null;
  },
}));

// session-demand.ts remembers a demand for the page's life: a fresh module graph per test.
async function renderProvider() {
  const [{ AuthProvider }, sessionDemand, { useCurrentUser }] = await Promise.all([
    import('./auth-provider'),
    import('../api/session-demand'),
    import('../hooks/use-current-user'),
  ]);
  const Status = () => <p>{useCurrentUser().status}</p>;
  render(
    <AuthProvider>
      <Status />
    </AuthProvider>,
  );
  return sessionDemand;
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  firebaseAnswers = true;
  localStorage.clear();
  sessionStorage.clear();
  firebaseSession.mockClear();
});

describe('AuthProvider', () => {
  it('when the browser holds no session, then the visitor is signed out and Firebase Auth never loads', async () => {
    await renderProvider();

    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(firebaseSession).not.toHaveBeenCalled();
  });

  it('when a session is stored, then Firebase Auth loads and reports the user', async () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');

    await renderProvider();

    expect(await screen.findByText('signed-in')).toBeInTheDocument();
  });

  it('when a sign-in screen loads Auth later, then the provider starts following the session', async () => {
    const { demandSession } = await renderProvider();
    await screen.findByText('signed-out');

    act(() => demandSession());

    expect(await screen.findByText('signed-in')).toBeInTheDocument();
  });

  it('when Auth loads later, then the user is loading again until Firebase answers', async () => {
    firebaseAnswers = false;
    const { demandSession } = await renderProvider();
    await screen.findByText('signed-out');

    act(() => demandSession());

    // A guarded screen then waits, instead of sending a visitor who just signed in away.
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(firebaseSession).toHaveBeenCalled();
  });

  it('when another tab signs in, then the provider starts following the session', async () => {
    await renderProvider();
    await screen.findByText('signed-out');

    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'firebase:authUser:demo-api-key:[DEFAULT]' }),
      );
    });

    expect(await screen.findByText('signed-in')).toBeInTheDocument();
  });
});
