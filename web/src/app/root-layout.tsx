import { Box, Flex, Progress, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet, useNavigation } from 'react-router';
import { Footer } from '@/components/ui/footer';
import { Navbar } from '@/components/ui/navbar';
import { signOutUser, useCurrentUser } from '@/features/auth';
import { notifyError } from '@/lib/notify';

/** Navbar, the current screen, footer: the frame of every page. */
export function RootLayout() {
  const { status, user } = useCurrentUser();
  // Screens load on first visit; the bar says something is happening meanwhile.
  const loading = useNavigation().state === 'loading';

  return (
    <Flex direction="column" minH="100dvh">
      {loading && (
        <Progress.Root
          value={null}
          size="xs"
          position="fixed"
          top="0"
          insetX="0"
          zIndex="toast"
          aria-label="Loading the page"
        >
          <Progress.Track bg="transparent">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <SkipNavLink>Skip to content</SkipNavLink>
      <Navbar
        status={status}
        userName={user?.displayName ?? user?.email}
        onSignOut={() => signOutUser().catch(notifyError)}
      />
      <SkipNavContent />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
