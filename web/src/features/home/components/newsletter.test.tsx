import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { Newsletter } from './newsletter';

function renderNewsletter() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<Newsletter />);
  return { user: userEvent.setup(), fetch };
}

describe('Newsletter', () => {
  it('when submitted empty, then it asks for the email', async () => {
    const { user } = renderNewsletter();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Thanks for subscribing!')).not.toBeInTheDocument();
  });

  it('when the email is not valid, then it says so and keeps what was typed', async () => {
    const { user } = renderNewsletter();

    await user.type(screen.getByLabelText('Email address'), 'rider@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('rider@');
    expect(screen.queryByText('Thanks for subscribing!')).not.toBeInTheDocument();
  });

  it('when a valid email is submitted, then it thanks the visitor, clears the box and calls nothing', async () => {
    const { user, fetch } = renderNewsletter();

    await user.type(screen.getByLabelText('Email address'), 'rider@moto-parts.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
