import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { clearAdminCache } from '../api/admin-check';
import { useCurrentUser } from './use-current-user';
import { useIsAdmin } from './use-is-admin';

vi.mock('./use-current-user', () => ({ useCurrentUser: vi.fn() }));

function signedInAs(email: string) {
  vi.mocked(useCurrentUser).mockReturnValue({
    status: 'signed-in',
    user: { uid: 'u1', email, displayName: null, emailVerified: true },
  });
}

afterEach(() => clearAdminCache());

describe('useIsAdmin', () => {
  it('when the server says admin, then it reports admin after loading', async () => {
    signedInAs('admin@moto-parts.test');
    const get = vi.spyOn(api, 'get').mockResolvedValue({ admin: true });

    const { result } = renderHook(() => useIsAdmin());

    expect(result.current).toEqual({ loading: true, admin: false });
    await waitFor(() => expect(result.current).toEqual({ loading: false, admin: true }));
    expect(get).toHaveBeenCalledWith('/admin/admin%40moto-parts.test');
  });

  it('when asked twice for the same email, then the server is asked once', async () => {
    signedInAs('admin@moto-parts.test');
    const get = vi.spyOn(api, 'get').mockResolvedValue({ admin: true });

    const first = renderHook(() => useIsAdmin());
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    const second = renderHook(() => useIsAdmin());

    await waitFor(() => expect(second.result.current).toEqual({ loading: false, admin: true }));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('when the check fails, then the user is not an admin', async () => {
    signedInAs('rider@moto-parts.test');
    vi.spyOn(api, 'get').mockRejectedValue(new Error('offline'));

    const { result } = renderHook(() => useIsAdmin());

    await waitFor(() => expect(result.current).toEqual({ loading: false, admin: false }));
  });
});
