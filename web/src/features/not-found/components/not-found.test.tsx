import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('when shown, then it shows the not-found image and a way home', () => {
    renderWithProviders(<NotFound />, { at: '/no-such-page' });

    expect(screen.getByRole('img', { name: 'Page not found' })).toHaveAttribute(
      'src',
      '/images/not-found.svg',
    );
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });
});
