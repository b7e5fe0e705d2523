import type { Review } from '@moto-parts/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LatestReviews } from './latest-reviews';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function review(overrides: Partial<Review>): Review {
  return {
    _id: 'review-1',
    name: 'Marco Bellini',
    picture: 'https://images.example.test/marco.jpg',
    review: 'The drilled discs run flat and true out of the box.',
    rating: 5,
    createdAt: new Date(2026, 10, 12, 15, 30).toISOString(),
    ...overrides,
  };
}

const reviews = [
  review({}),
  review({
    _id: 'review-2',
    name: 'Aisha Okafor',
    picture: 'https://images.example.test/aisha.jpg',
    review: 'Three large orders so far and every box matched the packing list.',
    rating: 4.5,
  }),
];

/** The list item of the review written by `name`. */
function reviewBy(name: string) {
  const item = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!item) throw new Error(`No list item holds the review by ${name}`);
  return within(item);
}

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('LatestReviews', () => {
  it('when the reviews are loading, then skeleton cards show, then the reviews replace them', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn<typeof fetch>(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);

    renderWithProviders(<LatestReviews limit={4} />);

    expect(screen.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(4);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/reviews?limit=4');

    await act(async () => answer(json(200, reviews)));

    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('review-skeleton')).not.toBeInTheDocument();
    const aisha = reviewBy('Aisha Okafor');
    expect(
      aisha.getByText('Three large orders so far and every box matched the packing list.'),
    ).toBeInTheDocument();
    expect(aisha.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(reviewBy('Marco Bellini').getByText('12 Nov 2026')).toBeInTheDocument();
  });

  it('when a review has a picture, then it is a lazy image named after the reviewer, with its size set', async () => {
    stubFetch(json(200, reviews));

    renderWithProviders(<LatestReviews limit={4} />);

    const picture = await screen.findByRole('img', { name: 'Aisha Okafor' });
    expect(picture).toHaveAttribute('src', 'https://images.example.test/aisha.jpg');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('width', '56');
    expect(picture).toHaveAttribute('height', '56');
  });

  it('when a review contains HTML, then it is shown as literal text and never as markup', async () => {
    const markup = '<b>Great</b> pads <img src=x onerror="alert(1)">';
    stubFetch(json(200, [review({ review: markup, picture: 'javascript:alert(1)' })]));

    const { container } = renderWithProviders(<LatestReviews limit={4} />);

    expect(await screen.findByText(markup)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    // A picture that is not a web address is not loaded at all: the initials stand in.
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('MB')).toBeInTheDocument();
  });

  it('when there are no reviews, then a friendly empty state invites the first one', async () => {
    stubFetch(json(200, []));

    renderWithProviders(<LatestReviews limit={4} />);

    expect(
      await screen.findByText('No reviews yet — be the first to write one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/dashboard/add-review',
    );
  });

  it('when loading fails, then the error shows with Try again, which loads them again', async () => {
    const fetchMock = stubFetch(
      json(500, { error: { code: 'internal', message: 'The shop is having a moment' } }),
      json(200, reviews),
    );
    const user = userEvent.setup();

    renderWithProviders(<LatestReviews limit={4} />);

    expect(await screen.findByText('The shop is having a moment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Marco Bellini' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
