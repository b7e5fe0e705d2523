import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { useIsAdmin, type IsAdmin } from '../hooks/use-is-admin';
import { AdminRoute } from './admin-route';

vi.mock('../hooks/use-is-admin', () => ({ useIsAdmin: vi.fn() }));

function renderAs(role: IsAdmin) {
  vi.mocked(useIsAdmin).mockReturnValue(role);
  renderWithProviders(
    <Routes>
      <Route element={<AdminRoute />}>
        <Route index element={<p>All users</p>} />
      </Route>
    </Routes>,
    { at: '/dashboard/users', path: '/dashboard/users/*' },
  );
}

describe('AdminRoute', () => {
  it('when the role is being checked, then a spinner shows', () => {
    renderAs({ loading: true, admin: false });

    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('All users')).not.toBeInTheDocument();
  });

  it('when the user is an admin, then the admin screen shows', () => {
    renderAs({ loading: false, admin: true });

    expect(screen.getByText('All users')).toBeInTheDocument();
  });

  it('when the user is a customer, then it goes back to the dashboard', async () => {
    renderAs({ loading: false, admin: false });

    expect((await currentLocation()).pathname).toBe('/dashboard');
    expect(screen.queryByText('All users')).not.toBeInTheDocument();
  });
});
