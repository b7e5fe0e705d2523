import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Component as Home } from './home';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const parts = Array.from({ length: 6 }, (_, index) => ({
  _id: `part-${index + 1}`,
  name: `Part ${index + 1}`,
  image: `/images/parts/part-${index + 1}.svg`,
  description: 'A part.',
  price: 10,
  minOrder: 1,
  availableQuantity: 5,
  category: 'engine',
  fitment: [],
  fitsAllBikes: true,
}));

const fitment = { makes: [{ make: 'Honda', models: [{ model: 'CB500X', years: [2019] }] }] };

const reviews = Array.from({ length: 4 }, (_, index) => ({
  _id: `review-${index + 1}`,
  name: `Rider ${index + 1}`,
  picture: '/images/reviews/marco-bellini.svg',
  review: 'Great parts.',
  rating: 5,
  createdAt: '2026-11-01T10:00:00.000Z',
}));

describe('Home', () => {
  it('when it loads, then its sections come in docs/product.md order under one h1, with 6 parts and 4 reviews', async () => {
    const answers: Record<string, Response> = {
      '/api/parts': json(parts, { 'X-Total-Count': '14' }),
      '/api/fitment': json(fitment),
      '/api/reviews': json(reviews),
    };
    const fetch = vi.fn(async (input: RequestInfo | URL) => answers[String(input).split('?')[0]]);
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<Home />);

    await screen.findByRole('heading', { name: 'Part 6' });
    await screen.findByText('Rider 4');
    await screen.findByRole('button', { name: 'Choose your bike' });
    // The two forms load in their own chunk.
    await screen.findByRole('heading', { name: 'Contact us' });
    await screen.findByRole('heading', { name: 'Subscribe to our newsletter' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Motorcycle parts, built in our own workshop',
      'Shop by bike',
      'Parts',
      'moto-parts in numbers',
      'Subscribe to our newsletter',
      'What our clients say',
      'Contact us',
    ]);
    const partsSection = screen.getByRole('region', { name: 'Parts' });
    expect(within(partsSection).getAllByRole('link', { name: /^Purchase/ })).toHaveLength(6);
    expect(fetch).toHaveBeenCalledWith('/api/parts?limit=6', expect.anything());
    expect(fetch).toHaveBeenCalledWith('/api/reviews?limit=4', expect.anything());
  });
});
