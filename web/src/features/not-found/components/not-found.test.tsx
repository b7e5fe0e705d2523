import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('when shown, then it says so in its heading, under it the not-found image, and a way home', () => {
    const { container } = renderWithProviders(<NotFound />, { at: '/no-such-page' });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/not-found.svg');
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
