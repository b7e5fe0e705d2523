import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json } from '@/testing/json-response';
import { renderWithProviders } from '@/testing/render';
import { makeUser, page, sentRequest, stubFetch } from '../testing/fake-admin-api';
import { Users } from './users';

const admin = makeUser({ _id: 'uid-admin', email: 'admin@moto-parts.test', role: 'admin' });
const rider = makeUser();

function renderUsers() {
  renderWithProviders(<Users />, { at: '/dashboard/users' });
  return userEvent.setup();
}

/** The table row of the user of `email`. */
function rowOf(email: string) {
  const row = screen.getByRole('cell', { name: email }).closest('tr');
  if (!row) throw new Error(`No row holds ${email}`);
  return within(row);
}

describe('Users', () => {
  it('when the users load, then the heading counts every user and the table lists their emails', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderUsers();

    expect(screen.getByRole('status')).toHaveTextContent('Loading the users…');
    expect(sentRequest(fetchMock, 0)).toMatchObject({ method: 'GET', path: '/api/user?limit=500' });
    await act(async () => answer(page([admin, rider], 2)));

    expect(screen.getByRole('heading', { level: 2, name: 'Total User : 2' })).toBeVisible();
    expect(
      within(screen.getByRole('table', { name: 'Total User : 2' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Make Admin']);
    expect(screen.queryByText(/users by email are shown/)).not.toBeInTheDocument();
  });

  it('when a user is an admin, then an Admin badge and Remove Admin show instead of Make Admin', async () => {
    stubFetch(page([admin, rider]));
    renderUsers();

    await screen.findByRole('heading', { name: 'Total User : 2' });
    const adminRow = rowOf('admin@moto-parts.test');
    expect(adminRow.getByText('Admin')).toBeInTheDocument();
    expect(adminRow.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Remove Admin admin@moto-parts.test',
    ]);
    const riderRow = rowOf('rider@moto-parts.test');
    expect(riderRow.queryByText('Admin')).not.toBeInTheDocument();
    expect(riderRow.queryByRole('button', { name: /Remove Admin/ })).not.toBeInTheDocument();
    expect(
      riderRow.getByRole('button', { name: 'Make Admin rider@moto-parts.test' }),
    ).toBeEnabled();
  });

  it('when Remove Admin is pressed, then the user is made a customer, it says so and the list reloads', async () => {
    const demoted = makeUser({ _id: 'uid-second', email: 'second@moto-parts.test' });
    const second = { ...demoted, role: 'admin' as const };
    const fetchMock = stubFetch(page([admin, second]), json(demoted), page([admin, demoted]));
    const user = renderUsers();

    await user.click(
      await screen.findByRole('button', { name: 'Remove Admin second@moto-parts.test' }),
    );

    expect(await screen.findByText('Remove Admin Done')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      path: '/api/user/second%40moto-parts.test',
      body: { role: 'customer', uid: 'uid-second' },
    });
    await waitFor(() =>
      expect(
        rowOf('second@moto-parts.test').getByRole('button', {
          name: 'Make Admin second@moto-parts.test',
        }),
      ).toBeEnabled(),
    );
    expect(sentRequest(fetchMock, 2).path).toBe('/api/user?limit=500');
  });

  it('when Remove Admin would leave the shop without an admin, then the server’s message shows and the user stays admin', async () => {
    const refusal = 'The shop must keep at least one admin';
    const fetchMock = stubFetch(
      page([admin, rider]),
      json({ error: { code: 'conflict', message: refusal } }, 409),
    );
    const user = renderUsers();

    await user.click(
      await screen.findByRole('button', { name: 'Remove Admin admin@moto-parts.test' }),
    );

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ role: 'customer', uid: 'uid-admin' });
    expect(rowOf('admin@moto-parts.test').getByText('Admin')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Admin admin@moto-parts.test' }),
    ).toBeEnabled();
    expect(screen.queryByText('Remove Admin Done')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe('the signed-in admin’s own role', () => {
    function renderAsAdmin() {
      const onOwnRoleRemoved = vi.fn();
      renderWithProviders(
        <Users ownEmail="Admin@moto-parts.test" onOwnRoleRemoved={onOwnRoleRemoved} />,
        { at: '/dashboard/users' },
      );
      return { user: userEvent.setup(), onOwnRoleRemoved };
    }
    const own = { name: 'Remove Admin admin@moto-parts.test' };
    const confirm = { name: 'Remove my admin role' };

    it('when they press Remove Admin on their own row, then they are asked first, told they lose the admin screens, and Cancel sends nothing', async () => {
      const fetchMock = stubFetch(page([admin, rider]));
      const { user } = renderAsAdmin();

      await user.click(await screen.findByRole('button', own));

      const dialog = await screen.findByRole('alertdialog', {
        name: 'Remove your own admin role?',
      });
      expect(dialog).toHaveTextContent(/You will lose the admin screens/);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('when they confirm, then their role is removed and they leave the admin screens, without reloading an admin list', async () => {
      const fetchMock = stubFetch(page([admin, rider]), json({ ...admin, role: undefined }));
      const { user, onOwnRoleRemoved } = renderAsAdmin();

      await user.click(await screen.findByRole('button', own));
      await user.click(await screen.findByRole('button', confirm));

      expect(await screen.findByText('Remove Admin Done')).toBeInTheDocument();
      expect(sentRequest(fetchMock, 1)).toEqual({
        method: 'PUT',
        path: '/api/user/admin%40moto-parts.test',
        body: { role: 'customer', uid: 'uid-admin' },
      });
      expect(onOwnRoleRemoved).toHaveBeenCalledOnce();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('when they are the last admin, then the server’s refusal shows and they stay on the screen, still admin', async () => {
      const refusal =
        'You are the shop’s last admin: make another admin before you give up your own role';
      stubFetch(page([admin, rider]), json({ error: { code: 'conflict', message: refusal } }, 409));
      const { user, onOwnRoleRemoved } = renderAsAdmin();

      await user.click(await screen.findByRole('button', own));
      await user.click(await screen.findByRole('button', confirm));

      expect(await screen.findByText(refusal)).toBeInTheDocument();
      expect(onOwnRoleRemoved).not.toHaveBeenCalled();
      expect(rowOf('admin@moto-parts.test').getByText('Admin')).toBeInTheDocument();
    });

    it('when they remove another admin, then nothing is asked first', async () => {
      const second = makeUser({
        _id: 'uid-second',
        email: 'second@moto-parts.test',
        role: 'admin',
      });
      stubFetch(page([admin, second]), json({ ...second, role: undefined }), page([admin]));
      const { user, onOwnRoleRemoved } = renderAsAdmin();

      await user.click(
        await screen.findByRole('button', { name: 'Remove Admin second@moto-parts.test' }),
      );

      expect(await screen.findByText('Remove Admin Done')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(onOwnRoleRemoved).not.toHaveBeenCalled();
    });
  });

  it('when a user had not verified their email at their last sign-in, then the row says so, and Make Admin shows the server’s refusal', async () => {
    const unverified = makeUser({
      _id: 'uid-new',
      email: 'new.mechanic@moto-parts.test',
      emailVerified: false,
    });
    const refusal = 'Only an account whose email is verified can be made admin';
    const fetchMock = stubFetch(
      page([admin, unverified]),
      json({ error: { code: 'conflict', message: refusal } }, 409),
    );
    const user = renderUsers();

    await screen.findByRole('heading', { name: 'Total User : 2' });
    const row = rowOf('new.mechanic@moto-parts.test');
    expect(row.getByText('Email not verified')).toBeVisible();
    await user.click(row.getByRole('button', { name: 'Make Admin new.mechanic@moto-parts.test' }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1).body).toEqual({ role: 'admin', uid: 'uid-new' });
    expect(row.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('when Make Admin is pressed, then the user is made admin, it says so and the list reloads', async () => {
    const promoted = { ...rider, role: 'admin' };
    const fetchMock = stubFetch(page([admin, rider]), json(promoted), page([admin, promoted]));
    const user = renderUsers();

    await user.click(
      await screen.findByRole('button', { name: 'Make Admin rider@moto-parts.test' }),
    );

    expect(await screen.findByText('Make Admin Done')).toBeInTheDocument();
    expect(sentRequest(fetchMock, 1)).toEqual({
      method: 'PUT',
      path: '/api/user/rider%40moto-parts.test',
      body: { role: 'admin', uid: 'uid-rider' },
    });
    await waitFor(() =>
      expect(rowOf('rider@moto-parts.test').getByText('Admin')).toBeInTheDocument(),
    );
    expect(sentRequest(fetchMock, 2).path).toBe('/api/user?limit=500');
    expect(screen.queryByRole('button', { name: /Make Admin/ })).not.toBeInTheDocument();
  });

  it('when Make Admin fails, then the server’s message shows and the button is back', async () => {
    stubFetch(
      page([admin, rider]),
      json({ error: { code: 'forbidden', message: 'Only admins can make admins' } }, 403),
    );
    const user = renderUsers();

    await user.click(
      await screen.findByRole('button', { name: 'Make Admin rider@moto-parts.test' }),
    );

    expect(await screen.findByText('Only admins can make admins')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Admin rider@moto-parts.test' })).toBeEnabled();
    expect(screen.queryByText('Make Admin Done')).not.toBeInTheDocument();
  });

  it('when there are more users than the list holds, then it says only the first are shown', async () => {
    stubFetch(page([admin, rider], 742));
    renderUsers();

    expect(await screen.findByRole('heading', { name: 'Total User : 742' })).toBeVisible();
    expect(screen.getByText('The first 2 users by email are shown.')).toBeVisible();
  });

  it('when the users cannot be loaded, then it says why, and Try again loads them', async () => {
    stubFetch(json({ error: { code: 'forbidden', message: 'Admins only' } }, 403), page([admin]));
    const user = renderUsers();

    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Total User : 1' })).toBeVisible();
  });
});
