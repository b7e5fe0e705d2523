import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { Navbar } from '@/components/ui/navbar';
import { PageSpinner } from '@/components/ui/page-spinner';
import { signOutUser, useCurrentUser } from '@/features/auth';
import { notifyError } from '@/lib/notify';
import { RouteError } from './route-error';

// Below the fold on every page, and the largest piece of the frame: it loads in its own
// chunk, alongside the screen's.
const Footer = lazy(() => import('@/components/ui/footer').then((m) => ({ default: m.Footer })));
// The cart's link and keeper: after the first paint too, in a box of its size meanwhile.
const CartNav = lazy(() => import('@/features/cart/components/cart-nav'));
// The signed-in rider's bike picker (their garage): only once someone is signed in, so no
// visitor's first load carries it.
const BikeNav = lazy(() => import('@/features/profile/components/bike-nav'));

/**
 * The navbar with the signed-in user. Only it follows the user: when Firebase reports who is
 * signed in, the screen beside it does not re-render, so a prerendered screen that has not
 * hydrated yet keeps its HTML instead of being rendered again from scratch.
 */
function UserNavbar() {
  const { status, user } = useCurrentUser();
  return (
    <Navbar
      bike={
        user && (
          <Suspense fallback={null}>
            <BikeNav uid={user.uid} />
          </Suspense>
        )
      }
      cart={
        <Suspense fallback={<Box boxSize="10" flexShrink="0" />}>
          <CartNav uid={user?.uid ?? null} />
        </Suspense>
      }
      status={status}
      userName={user?.displayName ?? user?.email}
      onSignOut={() => signOutUser().catch(notifyError)}
    />
  );
}

/** Navbar, the current screen, footer: the frame of every page. */
export function RootLayout() {
  const { pathname } = useLocation();

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <UserNavbar />
      <SkipNavContent />
      {/* The screen and the footer appear together: a footer that arrived first would be
          pushed down the page by the screen, a layout shift a visitor sees. */}
      <Suspense
        fallback={
          <Box as="main" flex="1">
            <PageSpinner />
          </Box>
        }
      >
        <Box as="main" flex="1">
          {/* Inside the layout, so the navbar stays usable when a screen fails; a new path
              gets a new chance. */}
          <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
            <Outlet />
          </ErrorBoundary>
        </Box>
        <Footer />
      </Suspense>
    </Flex>
  );
}
