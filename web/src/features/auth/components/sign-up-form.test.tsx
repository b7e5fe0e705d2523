import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderWithProviders } from '@/testing/render';
import { signUpWithEmail } from '../api/auth-service';
import { SignUpForm } from './sign-up-form';

vi.mock('../api/auth-service', () => ({ signUpWithEmail: vi.fn() }));

function renderSignUp() {
  renderWithProviders(<SignUpForm />, { at: '/signup' });
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'moto-parts-demo') {
  await user.type(screen.getByLabelText('Username'), 'Rosa Rider');
  await user.type(screen.getByLabelText('Email'), 'rosa@moto-parts.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignUpForm', () => {
  it('when the form is filled in, then the account is created and the visitor lands on /home', async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue();
    const user = renderSignUp();

    await fillIn(user);

    expect((await currentLocation()).pathname).toBe('/home');
    expect(signUpWithEmail).toHaveBeenCalledWith({
      name: 'Rosa Rider',
      email: 'rosa@moto-parts.test',
      password: 'moto-parts-demo',
    });
  });

  it('when sent empty, then each field says what it needs and nothing is sent', async () => {
    const user = renderSignUp();

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    for (const label of ['Username', 'Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('when sign-up fails, then a plain error shows, naming no code, and the form stays', async () => {
    vi.mocked(signUpWithEmail).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/email-already-in-use).'), {
        code: 'auth/email-already-in-use',
      }),
    );
    const user = renderSignUp();

    await fillIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error: An account already uses this email: sign in, or reset your password$/,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('rosa@moto-parts.test');
  });

  it('when the password is shorter than 6 characters, then it says so before calling Firebase', async () => {
    const user = renderSignUp();

    await fillIn(user, '12345');

    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('when the sign-in link is followed, then it leads to /signin', async () => {
    const user = renderSignUp();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));

    expect((await currentLocation()).pathname).toBe('/signin');
  });
});
