import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { resendVerificationEmail } from '../api/account';
import { useCurrentUser } from '../hooks/use-current-user';

/**
 * For a signed-in user whose email is not verified, where orders are (My Orders, Payment):
 * the server sends order emails only to a verified address, so say so, and offer the
 * verification email again. Nothing for anyone else.
 */
export function VerifyEmailAlert() {
  const { user } = useCurrentUser();
  const [sending, setSending] = useState(false);
  if (!user?.email || user.emailVerified) return null;
  const { email } = user;

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationEmail();
      notifySuccess(`Verification email sent to ${email}`);
    } catch (failure) {
      notifyError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert.Root status="warning" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="3" flex="1" align="flex-start">
        <Alert.Content>
          <Alert.Description>
            We email order updates only to a verified address. Verify {email} to get them.
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" loading={sending} onClick={() => void resend()}>
          Resend verification email
        </Button>
      </Stack>
    </Alert.Root>
  );
}
