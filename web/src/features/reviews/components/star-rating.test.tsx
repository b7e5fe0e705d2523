import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { StarRating } from './star-rating';

function renderRating(value: number) {
  const { container } = renderWithProviders(<StarRating value={value} />);
  const fills = [...container.querySelectorAll('svg[data-fill]')].map((star) =>
    star.getAttribute('data-fill'),
  );
  return { fills };
}

describe('StarRating', () => {
  it('when the rating is 4.5, then it shows four full stars and one half star, named for readers', () => {
    const { fills } = renderRating(4.5);

    expect(fills).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('when the rating is a whole 3, then it shows three full and two empty stars', () => {
    const { fills } = renderRating(3);

    expect(fills).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(screen.getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it('when the rating is 0, then every star is empty', () => {
    const { fills } = renderRating(0);

    expect(fills).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
  });

  it('when the rating is off the half steps or out of range, then it is rounded and held to 0–5', () => {
    renderRating(3.8);
    renderRating(7);

    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });
});
