import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Portfolio } from './portfolio';

describe('Portfolio', () => {
  it('when opened, then it has one h1, the team, the stack, highlights and the contact email', () => {
    renderWithProviders(<Portfolio />, { at: '/my-portfolio' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Portfolio');
    const team = screen.getByRole('region', { name: 'The team' });
    expect(within(team).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'The stack' })).toHaveTextContent(/Stripe/);
    const highlights = screen.getByRole('region', { name: 'Highlights' });
    expect(within(highlights).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'team@moto-parts.test' })).toHaveAttribute(
      'href',
      'mailto:team@moto-parts.test',
    );
    expect(document.title).toBe('My Portfolio — moto-parts');
  });
});
