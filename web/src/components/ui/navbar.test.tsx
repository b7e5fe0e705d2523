import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Navbar, type NavbarProps } from './navbar';

function renderNavbar(props: Partial<NavbarProps> = {}, at = '/') {
  const onSignOut = vi.fn();
  renderWithProviders(<Navbar status="signed-out" onSignOut={onSignOut} {...props} />, {
    at,
    path: '*',
  });
  return { user: userEvent.setup(), onSignOut };
}

describe('Navbar', () => {
  it('when signed out, then it offers Sign In and no Dashboard', () => {
    renderNavbar();

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    for (const name of ['Home', 'My Portfolio', 'Blogs']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('when signed in, then its navigation shows Dashboard, Sign Out and the display name', async () => {
    const { user, onSignOut } = renderNavbar({ status: 'signed-in', userName: 'Rosa Rider' });
    const navigation = within(screen.getByRole('navigation', { name: 'Main' }));

    expect(navigation.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The first copy is the desktop bar's; the phone menu's copy is hidden while closed.
    expect(navigation.getAllByText('Rosa Rider')[0]).toBeVisible();
    expect(navigation.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();

    await user.click(navigation.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('when the signed-in state is loading, then neither Sign In nor Sign Out shows', () => {
    renderNavbar({ status: 'loading' });

    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('when on /home, then Home is the current page', () => {
    renderNavbar({}, '/home');

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Blogs' })).not.toHaveAttribute('aria-current');
  });

  it('when the menu toggle is pressed, then the stacked menu opens and the toggle can close it', async () => {
    const { user } = renderNavbar({ status: 'signed-in', userName: 'Rosa Rider' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    const stacked = within(menu as HTMLElement);
    for (const name of ['Home', 'My Portfolio', 'Dashboard', 'Blogs']) {
      expect(stacked.getByRole('link', { name })).toBeVisible();
    }
    expect(stacked.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
