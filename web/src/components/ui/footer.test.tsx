import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('when shown, then its information links lead to the catalogue, the parts for the classic and the V8 bike, Manage Parts, Blogs and the API reference', () => {
    renderWithProviders(<Footer />);

    const footer = screen.getByRole('contentinfo');
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('View All')).toBe('/parts');
    expect(href('Manage Parts')).toBe('/dashboard/manage-product');
    expect(href('Classic Bike Parts')).toBe('/parts?make=Royal+Enfield&model=Classic+350');
    expect(href('Heavy V8 Bike Parts')).toBe('/parts?make=Boss+Hoss&model=BHC-3+LS3');
    expect(href('About Inventory')).toBe('/blogs');
    expect(href('API reference')).toBe('/api-reference');
  });

  it('when shown, then it has every docs/product.md column, both store badges and the 2022 copyright line', () => {
    renderWithProviders(<Footer />);

    const columns = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(columns).toEqual(['Information', 'Popular items', 'Countries', 'Help', 'Legal']);
    expect(screen.getByRole('img', { name: 'Download on the App Store' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Get it on Google Play' })).toBeVisible();
    expect(
      screen.getByText('© 2022 moto-parts — built by the moto-parts team'),
    ).toBeInTheDocument();
  });
});
