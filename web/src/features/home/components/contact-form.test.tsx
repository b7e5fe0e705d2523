import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ContactForm } from './contact-form';

const thanks = 'Thanks for your message — we will reply within two working days.';

function renderContactForm() {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  renderWithProviders(<ContactForm />);
  return { user: userEvent.setup(), fetch };
}

describe('ContactForm', () => {
  it('when submitted empty, then name, email and message each say they are required', async () => {
    const { user } = renderContactForm();

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.queryByText(thanks)).not.toBeInTheDocument();
  });

  it('when the message is over 1000 characters, then it says so and keeps every field', async () => {
    const { user } = renderContactForm();
    const long = 'a'.repeat(1001);

    await user.type(screen.getByLabelText('Name'), 'Aisha');
    await user.type(screen.getByLabelText('Email'), 'aisha@example.com');
    // Typing 1001 keys one by one is slow: paste it in one change.
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: long } });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message must be at most 1000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Aisha');
    expect(screen.getByLabelText('Email')).toHaveValue('aisha@example.com');
    expect(screen.getByLabelText('Message')).toHaveValue(long);
    expect(screen.queryByText(thanks)).not.toBeInTheDocument();
  });

  it('when a message of exactly 1000 characters is sent, then it thanks the visitor, clears the form and calls nothing', async () => {
    const { user, fetch } = renderContactForm();

    await user.type(screen.getByLabelText('Name'), 'Aisha');
    await user.type(screen.getByLabelText('Email'), 'aisha@example.com');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'b'.repeat(1000) } });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
