import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { resendVerificationEmail } from '../api/account';
import { useCurrentUser } from '../hooks/use-current-user';

/**
 * For a signed-in user whose email is not verified, where orders are (My Orders, Payment):
 * the server sends order emails only to a verified address, so say so, and offer the
 * verification email again. Nothing for anyone else.
 *
 * A box in the warning palette rather than Chakra's Alert: Alert in the dashboard's routes
 * moved a piece of Chakra out of the boot chunk into a chunk of its own, and Home's first load
 * over its 150 KB budget (`npm run budget`).
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
    <Box
      role="status"
      bg="orange.subtle"
      color="orange.fg"
      borderWidth="1px"
      borderColor="orange.muted"
      rounded="l2"
      p="4"
    >
      <Stack gap="3" align="flex-start">
        <Text>
          Until you verify {email}, we email you only about orders you have paid for (receipts,
          parcels, returns, recalls). Verify it to get every order update.
        </Text>
        <Button size="sm" variant="outline" loading={sending} onClick={() => void resend()}>
          Resend verification email
        </Button>
      </Stack>
    </Box>
  );
}
