import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { Navbar } from '@/components/ui/navbar';
import { PageSpinner } from '@/components/ui/page-spinner';
import { signOutUser, useCurrentUser } from '@/features/auth';
import { notifyError } from '@/lib/notify';
import { RouteError } from './route-error';

// Below the fold on every page, and the largest piece of the frame: it loads after the
// first paint, and appearing at the bottom it shifts nothing.
const Footer = lazy(() => import('@/components/ui/footer').then((m) => ({ default: m.Footer })));

/** Navbar, the current screen, footer: the frame of every page. */
export function RootLayout() {
  const { status, user } = useCurrentUser();
  const { pathname } = useLocation();

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Navbar
        status={status}
        userName={user?.displayName ?? user?.email}
        onSignOut={() => signOutUser().catch(notifyError)}
      />
      <SkipNavContent />
      <Box as="main" flex="1">
        {/* Inside the layout, so the navbar stays usable when a screen fails; a new path
            gets a new chance. */}
        <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </Flex>
  );
}
