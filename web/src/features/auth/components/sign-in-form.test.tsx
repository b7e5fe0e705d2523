import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { sendPasswordReset, signInWithEmail, signInWithGoogle } from '../api/auth-service';
import { SignInForm } from './sign-in-form';

vi.mock('../api/auth-service', () => ({
  signInWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  sendPasswordReset: vi.fn(),
}));

function renderSignIn(from?: string) {
  const at = from ? { pathname: '/signin', state: { from: { pathname: from } } } : '/signin';
  renderWithProviders(<SignInForm />, { at, path: '/signin' });
  return userEvent.setup();
}

describe('SignInForm', () => {
  it('when submitted empty, then both fields say they are required and nothing is sent', async () => {
    const user = renderSignIn();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('when Forgot Password? is pressed with no email, then it asks for the email', async () => {
    const user = renderSignIn();

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('when Forgot Password? is pressed with an email, then the reset is sent and Email Sent shows', async () => {
    vi.mocked(sendPasswordReset).mockResolvedValue();
    const user = renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'rider@moto-parts.test');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
    expect(sendPasswordReset).toHaveBeenCalledWith('rider@moto-parts.test');
  });

  it('when sign-in fails, then the error shows in red and the typed email is kept', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(
      new Error('Firebase: Error (auth/invalid-credential).'),
    );
    const user = renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'rider@moto-parts.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Error: Firebase: Error (auth/invalid-credential).');
    expect(error).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
    expect(screen.getByLabelText('Email')).toHaveValue('rider@moto-parts.test');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('when sign-in succeeds, then it returns to the page the visitor came from', async () => {
    vi.mocked(signInWithEmail).mockResolvedValue();
    const user = renderSignIn('/dashboard/my-orders');

    await user.type(screen.getByLabelText('Email'), 'rider@moto-parts.test');
    await user.type(screen.getByLabelText('Password'), 'moto-parts-demo');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await currentLocation()).pathname).toBe('/dashboard/my-orders');
    expect(signInWithEmail).toHaveBeenCalledWith('rider@moto-parts.test', 'moto-parts-demo');
  });

  it('when Google sign-in succeeds without a remembered origin, then it goes home', async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue();
    const user = renderSignIn();

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect((await currentLocation()).pathname).toBe('/');
  });

  it('when the register link is followed, then it leads to /signup', async () => {
    const user = renderSignIn();

    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    expect((await currentLocation()).pathname).toBe('/signup');
  });
});
