import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { DashboardDrawer } from './dashboard-drawer';

function renderDrawer(waiting = {}) {
  renderWithProviders(<DashboardDrawer isAdmin waiting={waiting} />, {
    at: '/dashboard',
    path: '/dashboard',
  });
  return userEvent.setup();
}

describe('DashboardDrawer', () => {
  it('when closed, then only its button shows, saying how much waits in all', () => {
    renderDrawer({ toShip: 1, returns: 1, lowStock: 2 });

    expect(screen.getByRole('button', { name: 'Dashboard menu 4 waiting' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('when nothing waits, then the button says only what it is', () => {
    renderDrawer({ toShip: 0 });

    expect(screen.getByRole('button', { name: 'Dashboard menu' })).toBeVisible();
  });

  it('when opened, then every admin section is in it, with its count, and choosing one goes there and closes it', async () => {
    const user = renderDrawer({ toShip: 1, returns: 1 });

    await user.click(screen.getByRole('button', { name: /Dashboard menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Dashboard' });
    const menu = within(drawer).getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getAllByRole('link')).toHaveLength(12);
    expect(within(menu).getByRole('link', { name: 'Manage Order 1 to ship' })).toBeVisible();
    expect(within(menu).getByRole('link', { name: 'Returns 1 waiting' })).toBeVisible();

    await user.click(within(menu).getByRole('link', { name: 'Import' }));

    expect((await currentLocation()).pathname).toBe('/dashboard/import');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when Escape is pressed, then it closes and the button has the focus again', async () => {
    const user = renderDrawer();
    const button = screen.getByRole('button', { name: 'Dashboard menu' });

    await user.click(button);
    await screen.findByRole('dialog', { name: 'Dashboard' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
