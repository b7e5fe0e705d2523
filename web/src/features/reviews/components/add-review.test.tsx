import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AddReview } from './add-review';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubFetch(respond: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(respond);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the `call`-th request. */
function sentBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): unknown {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));
}

const fields = () => ({
  name: screen.getByLabelText('Name'),
  review: screen.getByLabelText('Review'),
  rating: screen.getByLabelText('Rating'),
  picture: screen.getByLabelText('Picture'),
  submit: screen.getByRole('button', { name: 'Add Review' }),
});

function renderAddReview() {
  renderWithProviders(<AddReview />, { at: '/dashboard/add-review' });
  return userEvent.setup();
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; review?: string; rating?: string; picture?: string },
) {
  const { name, review, rating, picture } = fields();
  if (values.name !== undefined) await user.type(name, values.name);
  if (values.review !== undefined) await user.type(review, values.review);
  if (values.rating !== undefined) await user.selectOptions(rating, values.rating);
  if (values.picture !== undefined) await user.type(picture, values.picture);
}

const valid = {
  name: 'Sofia Lindqvist',
  review: 'Strong, predictable bite all weekend and no fade at all.',
  rating: '5',
  picture: 'https://images.example.test/sofia.jpg',
};

describe('AddReview', () => {
  it('when submitted empty, then every field says it is required and nothing is sent', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json(201, {})));
    const user = renderAddReview();

    expect(screen.getByRole('heading', { name: 'Add A Review' })).toBeInTheDocument();
    await user.click(fields().submit);

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Review is required')).toBeInTheDocument();
    expect(screen.getByText('Rating is required')).toBeInTheDocument();
    expect(screen.getByText('Picture is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the name has 21 characters, then it says the name is too long', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json(201, {})));
    const user = renderAddReview();

    await fillIn(user, { ...valid, name: 'A'.repeat(21) });
    await user.click(fields().submit);

    expect(await screen.findByText('Name must be at most 20 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the picture is not a URL, then it asks for an https URL', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json(201, {})));
    const user = renderAddReview();

    await fillIn(user, { ...valid, picture: 'my photo' });
    await user.click(fields().submit);

    expect(
      await screen.findByText('Picture must be an https URL on a public host'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['http://example.com/me.jpg', 'https://192.168.0.1/me.jpg'])(
    'when the picture is %s (in the clear, or on a private network), then it is refused',
    async (picture) => {
      const fetchMock = stubFetch(() => Promise.resolve(json(201, {})));
      const user = renderAddReview();

      await fillIn(user, { ...valid, picture });
      await user.click(fields().submit);

      expect(
        await screen.findByText('Picture must be an https URL on a public host'),
      ).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('when the reviewer calls themselves the shop, then the name is refused', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json(201, {})));
    const user = renderAddReview();

    await fillIn(user, { ...valid, name: 'Moto-Parts Team' });
    await user.click(fields().submit);

    expect(await screen.findByText('This name is reserved for the shop')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the picture is a javascript: URL, then it is refused', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(json(201, {})));
    const user = renderAddReview();

    await fillIn(user, { ...valid, picture: 'javascript:alert(1)' });
    await user.click(fields().submit);

    expect(
      await screen.findByText('Picture must be an https URL on a public host'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the review is typed, then the counter counts its characters out of 500', async () => {
    const user = renderAddReview();

    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    await user.type(fields().review, 'No fade.');

    expect(screen.getByText('8/500 characters')).toBeInTheDocument();
  });

  it('when a valid review is sent, then the rating goes as a number, thanks show and the form resets', async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(json(201, { _id: 'r9', ...valid, rating: 5, createdAt: '2026-11-12' })),
    );
    const user = renderAddReview();

    await fillIn(user, { ...valid, name: `  ${valid.name} ` });
    await user.click(fields().submit);

    expect(await screen.findByText('Thank you for your review')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/reviews');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({ ...valid, rating: 5 });
    const { name, review, rating, picture } = fields();
    expect(name).toHaveValue('');
    expect(review).toHaveValue('');
    expect(rating).toHaveValue('');
    expect(picture).toHaveValue('');
  });

  it('when the review is being sent, then the button shows it is busy and cannot be pressed again', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderAddReview();

    await fillIn(user, valid);
    await user.click(fields().submit);

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const busy = screen.getByRole('button', { name: /Sending/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(json(201, { _id: 'r9', ...valid, rating: 5, createdAt: '2026-11-12' }));
    expect(await screen.findByRole('button', { name: 'Add Review' })).toBeEnabled();
  });

  it('when the server refuses with 400, then its message and field errors show and the typed values stay', async () => {
    stubFetch(() =>
      Promise.resolve(
        json(400, {
          error: {
            code: 'validation_failed',
            message: 'Some fields need another look',
            fields: { picture: 'Picture could not be reached' },
          },
        }),
      ),
    );
    const user = renderAddReview();

    await fillIn(user, valid);
    await user.click(fields().submit);

    expect(await screen.findByText('Some fields need another look')).toBeInTheDocument();
    expect(screen.getByText('Picture could not be reached')).toBeInTheDocument();
    const { name, review, rating, picture } = fields();
    expect(name).toHaveValue(valid.name);
    expect(review).toHaveValue(valid.review);
    expect(rating).toHaveValue('5');
    expect(picture).toHaveValue(valid.picture);
    expect(screen.queryByText('Thank you for your review')).not.toBeInTheDocument();

    await user.type(picture, '?v=2');
    expect(screen.queryByText('Picture could not be reached')).not.toBeInTheDocument();
  });
});
