import { cleanup, screen } from '@testing-library/react';
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

/** A refusal as Firebase Auth throws it: a FirebaseError with its code. */
const authError = (code: string, message: string) => Object.assign(new Error(message), { code });

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

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

  it('when sign-in fails, then a plain error shows in red and the typed email is kept', async () => {
    vi.mocked(signInWithEmail).mockRejectedValue(
      authError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'),
    );
    const user = renderSignIn();

    await signIn(user, 'rider@moto-parts.test', 'wrong-password');

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(/^Error: Wrong email or password$/);
    expect(error).toHaveStyle({ color: 'var(--chakra-colors-fg-error)' });
    expect(screen.getByLabelText('Email')).toHaveValue('rider@moto-parts.test');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('when the password is wrong or the email has no account, then the same message shows, naming no code', async () => {
    const shown: string[] = [];
    for (const code of ['auth/wrong-password', 'auth/user-not-found']) {
      vi.mocked(signInWithEmail).mockRejectedValueOnce(
        authError(code, `Firebase: Error (${code}).`),
      );
      const user = renderSignIn();
      await signIn(user, 'someone@moto-parts.test', 'a-password');
      shown.push((await screen.findByRole('alert')).textContent ?? '');
      cleanup();
    }

    expect(shown).toEqual(['Error: Wrong email or password', 'Error: Wrong email or password']);
  });

  it('when the email is not an email, then it says so under the field and nothing is sent', async () => {
    const user = renderSignIn();

    await signIn(user, 'rider-at-moto-parts', 'moto-parts-demo');

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it('when Forgot Password? is pressed for an email without an account, then Email Sent shows as for any other', async () => {
    vi.mocked(sendPasswordReset).mockRejectedValue(
      authError('auth/user-not-found', 'Firebase: Error (auth/user-not-found).'),
    );
    const user = renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'nobody@moto-parts.test');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
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
