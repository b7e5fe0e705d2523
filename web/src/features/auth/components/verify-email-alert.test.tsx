import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { resendVerificationEmail } from '../api/account';
import { useCurrentUser } from '../hooks/use-current-user';
import { VerifyEmailAlert } from './verify-email-alert';

vi.mock('../hooks/use-current-user', () => ({ useCurrentUser: vi.fn() }));
vi.mock('../api/account', () => ({ resendVerificationEmail: vi.fn() }));

const email = 'rider@moto-parts.test';
const notice = `Until you verify ${email}, we email you only about orders you have paid for (receipts, parcels, returns, recalls). Verify it to get every order update.`;

function renderFor(emailVerified: boolean) {
  vi.mocked(useCurrentUser).mockReturnValue({
    status: 'signed-in',
    user: { uid: 'u1', email, displayName: 'Rider', emailVerified },
  });
  renderWithProviders(<VerifyEmailAlert />, { at: '/dashboard/my-orders' });
  return userEvent.setup();
}

describe('VerifyEmailAlert', () => {
  it('when the email is not verified, then it says order emails need a verified address', () => {
    renderFor(false);

    expect(screen.getByText(notice)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });

  it('when the email is verified, then nothing shows', () => {
    renderFor(true);

    expect(screen.queryByText(/verified address/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when signed out, then nothing shows', () => {
    vi.mocked(useCurrentUser).mockReturnValue({ status: 'signed-out', user: null });
    renderWithProviders(<VerifyEmailAlert />);

    expect(screen.queryByText(/verified address/)).not.toBeInTheDocument();
  });

  it('when Resend is pressed, then the verification email is sent and it says where', async () => {
    vi.mocked(resendVerificationEmail).mockResolvedValue();
    const user = renderFor(false);

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(await screen.findByText(`Verification email sent to ${email}`)).toBeInTheDocument();
    expect(resendVerificationEmail).toHaveBeenCalledTimes(1);
  });

  it('when Firebase refuses to send it, then its message shows and the button is back', async () => {
    vi.mocked(resendVerificationEmail).mockRejectedValue(
      new Error('Firebase: Error (auth/too-many-requests).'),
    );
    const user = renderFor(false);

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));

    expect(
      await screen.findByText('Firebase: Error (auth/too-many-requests).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Verification email sent/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeEnabled();
  });
});
