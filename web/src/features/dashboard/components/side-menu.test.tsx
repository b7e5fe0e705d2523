import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SideMenu } from './side-menu';

function menuItems(isAdmin: boolean | undefined) {
  renderWithProviders(<SideMenu isAdmin={isAdmin} />, { at: '/dashboard', path: '*' });
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SideMenu', () => {
  it('when the user is a customer, then it lists My Profile, My Orders and Add a Review', () => {
    expect(menuItems(false)).toEqual([
      ['My Profile', '/dashboard'],
      ['My Orders', '/dashboard/my-orders'],
      ['Add a Review', '/dashboard/add-review'],
    ]);
  });

  it('when the user is an admin, then it lists the overview, My Profile and the admin screens', () => {
    expect(menuItems(true)).toEqual([
      ['Overview', '/dashboard'],
      ['My Profile', '/dashboard/my-profile'],
      ['Manage Order', '/dashboard/manage-order'],
      ['Returns', '/dashboard/returns'],
      ['Recalls', '/dashboard/recalls'],
      ['Manage Product', '/dashboard/manage-product'],
      ['Shipping', '/dashboard/shipping'],
      ['Add Product', '/dashboard/add-product'],
      ['All User', '/dashboard/users'],
      ['Reports', '/dashboard/reports'],
      ['Exports', '/dashboard/exports'],
      ['Import', '/dashboard/import'],
    ]);
  });

  it('when something waits, then its screen counts it; when nothing does or it is not known, no count shows', () => {
    const { unmount } = renderWithProviders(
      <SideMenu isAdmin waiting={{ toShip: 1, returns: 2, lowStock: 3 }} />,
      { at: '/dashboard', path: '*' },
    );
    expect(screen.getByRole('link', { name: 'Manage Order 1 to ship' })).toHaveAttribute(
      'href',
      '/dashboard/manage-order',
    );
    expect(screen.getByRole('link', { name: 'Returns 2 waiting' })).toHaveAttribute(
      'href',
      '/dashboard/returns',
    );
    expect(screen.getByRole('link', { name: 'Manage Product 3 low' })).toHaveAttribute(
      'href',
      '/dashboard/manage-product',
    );
    unmount();

    renderWithProviders(<SideMenu isAdmin waiting={{ toShip: 0, lowStock: 0 }} />, {
      at: '/dashboard',
      path: '*',
    });
    expect(screen.getByRole('link', { name: 'Manage Order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Returns' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Product' })).toBeInTheDocument();
  });

  it('when an admin is on the dashboard index, then the overview is the current page, not My Profile', () => {
    menuItems(true);

    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My Profile' })).not.toHaveAttribute('aria-current');
  });

  it('when the role is not known yet, then only My Profile shows', () => {
    expect(menuItems(undefined)).toEqual([['My Profile', '/dashboard']]);
  });

  it('when on the dashboard index, then My Profile is the current page', () => {
    menuItems(false);

    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
