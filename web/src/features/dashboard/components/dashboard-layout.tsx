import { Box, Container, Grid, Heading, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SideMenu, type SideMenuProps } from './side-menu';

// The admins' drawer (Chakra's Drawer: its focus trap, dismissal and scroll lock) loads once
// the role is known to be an admin's: a customer's screens, Payment among them, never carry
// it (docs/decisions/0049-money-path-budgets.md).
const DashboardDrawer = lazy(() =>
  import('./dashboard-drawer').then((m) => ({ default: m.DashboardDrawer })),
);

export function DashboardLayout({ isAdmin, waiting }: SideMenuProps) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        Welcome to the Dashboard
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' }}
        gap={{ base: '4', md: '8' }}
        alignItems="start"
      >
        {isAdmin ? (
          <>
            {/* Beside the screen from a tablet's width; on a phone, a dozen screens in a drawer. */}
            <Box hideBelow="md">
              <SideMenu isAdmin={isAdmin} waiting={waiting} />
            </Box>
            {/* Its button's place holds while it loads: nothing under it moves. */}
            <Suspense fallback={<Skeleton hideFrom="md" height="10" />}>
              <DashboardDrawer
                isAdmin={isAdmin}
                waiting={waiting}
                buttonProps={{ hideFrom: 'md', width: 'full' }}
              />
            </Suspense>
          </>
        ) : (
          <SideMenu isAdmin={isAdmin} rowOnPhone />
        )}
        <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} minW="0">
          {/* Each screen loads on first visit; the menu stays while it does. */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Grid>
    </Container>
  );
}
