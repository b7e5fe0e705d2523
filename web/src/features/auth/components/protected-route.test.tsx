import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { useCurrentUser, type CurrentUser } from '../hooks/use-current-user';
import { ProtectedRoute } from './protected-route';

vi.mock('../hooks/use-current-user', () => ({ useCurrentUser: vi.fn() }));

function renderAs(session: CurrentUser) {
  vi.mocked(useCurrentUser).mockReturnValue(session);
  renderWithProviders(
    <ProtectedRoute>
      <p>My orders</p>
    </ProtectedRoute>,
    { at: '/dashboard/my-orders' },
  );
}

describe('ProtectedRoute', () => {
  it('when the signed-in state is loading, then a spinner shows instead of the page', () => {
    renderAs({ status: 'loading', user: null });

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('My orders')).not.toBeInTheDocument();
  });

  it('when signed out, then it redirects to /signin remembering the origin', async () => {
    renderAs({ status: 'signed-out', user: null });

    const location = await currentLocation();
    expect(location.pathname).toBe('/signin');
    expect(location.state).toMatchObject({ from: { pathname: '/dashboard/my-orders' } });
    expect(screen.queryByText('My orders')).not.toBeInTheDocument();
  });

  it('when signed in, then the page shows', () => {
    renderAs({
      status: 'signed-in',
      user: {
        uid: 'u1',
        email: 'rider@moto-parts.test',
        displayName: 'Rider',
        emailVerified: true,
      },
    });

    expect(screen.getByText('My orders')).toBeInTheDocument();
  });
});
